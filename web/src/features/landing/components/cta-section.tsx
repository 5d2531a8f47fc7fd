import { StartLink } from "./start-link";

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-purple-700 px-6 py-16 text-center text-white shadow-xl sm:px-16">
          <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
          <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-white/10" />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your next layout is one URL away
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-indigo-100">
            Join 12,000+ developers who build faster with LayoutLift. 3 free layouts, no credit card required.
          </p>
          <StartLink size="lg" className="relative mt-8 bg-white text-indigo-700 hover:bg-indigo-50">
            Get Started Free
          </StartLink>
        </div>
      </div>
    </section>
  );
}
