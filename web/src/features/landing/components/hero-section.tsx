import { CheckCircle2Icon, PlayCircleIcon, StarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { onSectionLinkClick } from "../lib/scroll-to-section";
import { HeroPreview } from "./hero-preview";
import { StartLink } from "./start-link";

const avatars = ["from-sky-400 to-indigo-500", "from-pink-400 to-rose-500", "from-amber-300 to-orange-500", "from-emerald-400 to-teal-500"];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-radial-[at_50%_0%] from-indigo-500/20 to-transparent to-65% dark:from-indigo-400/25"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="min-w-0 text-center lg:text-left">
          <Badge variant="secondary" className="mb-6 max-w-full gap-1.5 rounded-full px-3 py-1 text-xs whitespace-normal">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" /> AI layout extraction, now with React, Vue &amp; Next.js export
          </Badge>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Copy Any Layout{" "}
            <span className="bg-gradient-to-r from-brand-from to-brand-to bg-clip-text text-transparent">In Seconds</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground lg:mx-0">
            Paste a website URL. LayoutLift renders the page, recognises its components and hands you clean, editable
            HTML, CSS or component code you can change visually and export.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <StartLink size="lg" variant="gradient" className="w-full sm:w-auto">
              Start Free Trial
            </StartLink>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#features" onClick={onSectionLinkClick("features")}>
                <PlayCircleIcon aria-hidden="true" /> View Demo
              </a>
            </Button>
          </div>
          <p className="mt-4 flex items-center justify-center gap-1.5 text-sm text-muted-foreground lg:justify-start">
            <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
            No credit card required • 3 free layouts • 14-day trial
          </p>
          <div className="mt-8 flex items-center justify-center gap-3 lg:justify-start">
            <div className="flex -space-x-2" aria-hidden="true">
              {avatars.map((gradient) => (
                <span key={gradient} className={`size-8 rounded-full bg-gradient-to-br ring-2 ring-background ${gradient}`} />
              ))}
            </div>
            <div className="text-left text-sm">
              <div className="flex text-amber-500" role="img" aria-label="Rated 4.9 out of 5">
                {Array.from({ length: 5 }, (_, i) => (
                  <StarIcon key={i} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </div>
              <p className="font-medium">Trusted by 12,000+ developers</p>
            </div>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
