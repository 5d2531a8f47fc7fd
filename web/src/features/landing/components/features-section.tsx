import { BrainCircuitIcon, Code2Icon, MonitorSmartphoneIcon, MousePointerClickIcon, PlugIcon, ZapIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const features = [
  { icon: BrainCircuitIcon, title: "AI-Powered Analysis", text: "Pages are rendered in a real browser, then split into named components: header, hero, pricing, footer and more." },
  { icon: Code2Icon, title: "Clean, Semantic Code", text: "Short class names, deduplicated CSS and semantic tags. No inline styles, no scripts, nothing to clean up." },
  { icon: MonitorSmartphoneIcon, title: "Responsive by Default", text: "Each layout is captured at desktop, tablet and mobile widths and exported with matching media queries." },
  { icon: MousePointerClickIcon, title: "Visual Editor", text: "Click any element to change text, colours, spacing and images, or describe the change and let AI apply it." },
  { icon: ZapIcon, title: "Seconds, Not Hours", text: "Most sites are extracted in under 10 seconds, so you spend your time building instead of rebuilding." },
  { icon: PlugIcon, title: "Export Anywhere", text: "HTML/CSS, React, Vue and Next.js components, plus WordPress, Wix and Squarespace templates or a zip." },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to go from inspiration to code" />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="group rounded-2xl border bg-card p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
