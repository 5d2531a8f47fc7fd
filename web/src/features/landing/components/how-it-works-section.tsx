import { BrainCircuitIcon, CodeXmlIcon, LinkIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const steps = [
  { icon: LinkIcon, title: "Paste URL", text: "Drop in the address of any public page you like the look of." },
  { icon: BrainCircuitIcon, title: "AI Analysis", text: "We render it in a real browser and detect its structure, components and styles." },
  { icon: CodeXmlIcon, title: "Export Code", text: "Edit visually, then export clean HTML/CSS, React, Vue or Next.js." },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="border-y bg-muted/40 py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-title" eyebrow="How It Works" title="From URL to code in three steps" />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="absolute top-8 left-[calc(50%+3rem)] hidden h-px w-[calc(100%-6rem)] bg-gradient-to-r from-primary/50 to-transparent md:block" />
              )}
              <span className="relative flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-lg dark:text-slate-950">
                <step.icon aria-hidden="true" className="size-7" />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full border-2 border-background bg-foreground text-xs font-bold text-background">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 max-w-xs text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
