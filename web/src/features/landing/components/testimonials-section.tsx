import { StarIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const testimonials = [
  { name: "Sarah Chen", role: "Frontend Developer, Stripeline", quote: "I rebuilt our marketing site's hero and pricing in an afternoon. The CSS it produces is cleaner than what I'd write by hand.", tone: "from-sky-400 to-indigo-500" },
  { name: "Marcus Johnson", role: "Founder, PixelForge Agency", quote: "Client sends a reference site, we have an editable starting point ten minutes later. It changed how we quote projects.", tone: "from-amber-300 to-orange-500" },
  { name: "Elena Rodriguez", role: "Product Designer, Lumen", quote: "The visual editor means I can hand developers a working layout instead of a static mockup. Fewer rounds, better results.", tone: "from-pink-400 to-rose-500" },
  { name: "David Kim", role: "Full-Stack Engineer", quote: "React export is the real deal: sensible components, no inline styles, and it drops straight into our Next.js app.", tone: "from-emerald-400 to-teal-500" },
  { name: "Priya Patel", role: "Growth Lead, Flowbase", quote: "We test landing page variants every week. LayoutLift turned a two-day job into a one-hour one.", tone: "from-violet-400 to-purple-600" },
  { name: "Tom Anderson", role: "WordPress Developer", quote: "The WordPress export saves me hours per theme. Responsive breakpoints come through exactly as on the original.", tone: "from-cyan-400 to-blue-600" },
];

const initialsOf = (name: string) => name.split(" ").map((part) => part[0]).join("");

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by 12,000+ developers and designers" />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex text-amber-500" role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span aria-hidden="true" className={`flex size-10 items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white ${t.tone}`}>
                    {initialsOf(t.name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{t.name}</span>
                    <span className="block text-xs text-muted-foreground">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
