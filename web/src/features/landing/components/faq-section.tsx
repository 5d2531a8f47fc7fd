import { plans, TRIAL_DAYS, TRIAL_LAYOUTS } from "@layoutlift/core/plans/plans";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { SectionHeading } from "./section-heading";

const faqs = [
  {
    q: "How does LayoutLift extract a layout?",
    a: "We open the page in a real browser at desktop, tablet and mobile widths, read its structure and computed styles, and rebuild it as clean HTML and CSS with short class names. Named components (header, hero, pricing, footer...) are detected along the way.",
  },
  {
    q: "What do I get with the free trial?",
    a: `${TRIAL_LAYOUTS} layout extractions over ${TRIAL_DAYS} days, the visual editor and HTML/CSS preview. No credit card required.`,
  },
  {
    q: "Which export formats are supported?",
    a: "HTML/CSS, React, Vue and Next.js components, WordPress, Wix and Squarespace templates, and a zip with everything. Paid plans include every format.",
  },
  {
    q: "Is it legal to copy a website's layout?",
    a: "Layouts and design patterns are generally fine to learn from and reuse, but text, images, logos and trademarks belong to their owners. Use LayoutLift for structure and inspiration, and replace content you don't own.",
  },
  {
    q: "Can I edit the layout before exporting?",
    a: "Yes. The visual editor lets you select any element and change text, colours, sizes and images. On paid plans you can also describe a change in plain words and let AI apply it.",
  },
  {
    q: "Do you offer team features and API access?",
    a: `Teams are included on Pro (${plans.pro.extraSeats} additional seats) and Enterprise (${plans.enterprise.extraSeats} additional seats). API keys for automated extraction come with Enterprise.`,
  },
  {
    q: "Can I cancel or change plans anytime?",
    a: "Yes. Upgrade, downgrade or cancel from Settings whenever you like. Downgrades take effect at the end of the period you already paid for.",
  },
  {
    q: "Do you offer refunds?",
    a: "Every paid plan comes with a 30-day money-back guarantee. If LayoutLift isn't right for you, contact us within 30 days for a full refund.",
  },
];

/** Eight questions; the accordion is single-open, so opening one closes the other. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="border-t bg-muted/40 py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion type="single" collapsible className="mt-12 rounded-2xl border bg-card px-6 shadow-sm" data-testid="faq">
          {faqs.map((item, index) => (
            <AccordionItem key={item.q} value={`faq-${index}`}>
              <AccordionTrigger className="text-base">{item.q}</AccordionTrigger>
              <AccordionContent className="leading-relaxed text-muted-foreground">{item.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
