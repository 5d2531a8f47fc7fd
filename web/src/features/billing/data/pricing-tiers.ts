import { plans, TRIAL_DAYS, TRIAL_LAYOUTS } from "@layoutlift/core/plans/plans";
import type { Tier } from "@layoutlift/core/contract/billing";

export interface PricingTier {
  tier: Tier;
  name: string;
  /** Monthly price in USD from the plan definitions; the annual price is derived, never stored. */
  monthlyPrice: number;
  description: string;
  features: string[];
  cta: string;
  popular: boolean;
}

const seats = (n: number) => `Team workspace with ${n} additional ${n === 1 ? "seat" : "seats"}`;

/** Card copy for the three plans; every limit comes from core/src/plans so the page never disagrees with billing. */
export const pricingTiers: PricingTier[] = [
  {
    tier: "starter",
    name: "Starter",
    monthlyPrice: plans.starter.monthlyPrice,
    description: "Try LayoutLift on your own projects, free.",
    features: [
      `${TRIAL_LAYOUTS} layouts over a ${TRIAL_DAYS}-day trial`,
      "Preview only",
      "HTML/CSS export",
      "Visual editor",
      "No credit card required",
    ],
    cta: "Start Free Trial",
    popular: false,
  },
  {
    tier: "pro",
    name: plans.pro.name,
    monthlyPrice: plans.pro.monthlyPrice,
    description: "For developers and designers who ship every week.",
    features: [
      `${plans.pro.layoutLimit} layouts per month`,
      "HTML/CSS, React, Vue & Next.js export",
      "AI-powered editing",
      seats(plans.pro.extraSeats),
      "WordPress, Wix & Squarespace integrations",
      "30-day history & code customization",
      "Email support",
    ],
    cta: "Upgrade to Pro",
    popular: true,
  },
  {
    tier: "enterprise",
    name: plans.enterprise.name,
    monthlyPrice: plans.enterprise.monthlyPrice,
    description: "For agencies and teams working at scale.",
    features: [
      `${plans.enterprise.layoutLimit} layouts per month`,
      "Advanced AI analysis",
      "All framework exports & component libraries",
      seats(plans.enterprise.extraSeats),
      "API access & custom branding",
      "90-day history",
      "Priority support",
    ],
    cta: "Upgrade to Enterprise",
    popular: false,
  },
];
