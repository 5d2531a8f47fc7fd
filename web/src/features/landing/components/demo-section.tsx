import { lazy, Suspense } from "react";
import { BoxesIcon, CodeIcon, SplitSquareHorizontalIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DemoBeforeAfter } from "./demo-before-after";
import { SectionHeading } from "./section-heading";
import { StartLink } from "./start-link";

// Only the default tab ships with the page; the other two load when a visitor opens them.
const DemoLiveEditor = lazy(async () => ({ default: (await import("./demo-live-editor")).DemoLiveEditor }));
const DemoComponents = lazy(async () => ({ default: (await import("./demo-components")).DemoComponents }));

function TabLoading() {
  return <div role="status" aria-label="Loading" className="h-[500px] animate-pulse rounded-xl bg-muted" />;
}

export function DemoSection() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="demo-title"
          eyebrow="See It In Action"
          title="A real page, turned into real code"
          lead="Compare the original with its extraction, edit the code live, and browse the components we found."
        />
        <Tabs defaultValue="before-after" className="mt-12 items-center gap-8">
          <TabsList aria-label="Demo views" className="h-11 max-w-full max-sm:[&_svg]:hidden">
            <TabsTrigger value="before-after" className="px-2.5 sm:px-4">
              <SplitSquareHorizontalIcon aria-hidden="true" /> Before/After
            </TabsTrigger>
            <TabsTrigger value="live-editor" className="px-2.5 sm:px-4">
              <CodeIcon aria-hidden="true" /> Live Editor
            </TabsTrigger>
            <TabsTrigger value="components" className="px-2.5 sm:px-4">
              <BoxesIcon aria-hidden="true" /> Components
            </TabsTrigger>
          </TabsList>
          <TabsContent value="before-after" className="w-full">
            <DemoBeforeAfter />
          </TabsContent>
          <TabsContent value="live-editor" className="w-full">
            <Suspense fallback={<TabLoading />}>
              <DemoLiveEditor />
            </Suspense>
          </TabsContent>
          <TabsContent value="components" className="w-full">
            <Suspense fallback={<TabLoading />}>
              <DemoComponents />
            </Suspense>
          </TabsContent>
        </Tabs>
        <div className="mt-10 text-center">
          <StartLink size="lg" variant="gradient">
            Try It Yourself
          </StartLink>
        </div>
      </div>
    </section>
  );
}
