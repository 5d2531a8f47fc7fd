import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { scrollToSection } from "../lib/scroll-to-section";
import { CtaSection } from "./cta-section";
import { DemoSection } from "./demo-section";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { PricingSection } from "./pricing-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrialBanner } from "./trial-banner";

/** Public landing page (spec section 2): no app navigation, sections in the spec's order. */
export function LandingPage() {
  const { hash, key } = useLocation();

  // Arriving at /#pricing from another screen (the upgrade modal, the sidebar) lands on that section.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);

  useEffect(() => {
    document.title = "LayoutLift — Copy Any Layout In Seconds";
  }, []);

  return (
    <div className="min-h-screen bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TrialBanner />
      <LandingHeader />
      <main id="main">
        <HeroSection />
        <HowItWorksSection />
        <DemoSection />
        <FeaturesSection />
        <PricingSection />
        <TestimonialsSection />
        <FaqSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
