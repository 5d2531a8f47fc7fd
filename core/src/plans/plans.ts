import type { Tier } from "../contract/billing.ts";
import { cssFlavours, exportFormats, type CssFlavour, type ExportFormat } from "../contract/export.ts";

export interface PlanDefinition {
  tier: Tier;
  name: string;
  /** USD per month, billed monthly. */
  monthlyPrice: number;
  /** Layouts per allowance window: the whole trial for starter, a billing period for paid plans. */
  layoutLimit: number;
  exportFormats: readonly ExportFormat[];
  /**
   * How an export may style its markup. Starter exports HTML/CSS only (spec section 9): Tailwind utility classes
   * are a Pro export option, like the other formats.
   */
  cssFlavours: readonly CssFlavour[];
  aiEdit: boolean;
  /** Marketplace templates marked Pro. */
  proTemplates: boolean;
  teams: boolean;
  extraSeats: number;
  integrations: "none" | "pro" | "enterprise";
  apiAccess: boolean;
  /** How long every saved version of a layout is kept (and listed) in its history. */
  historyDays: number;
  /**
   * Most pages one whole-site extraction may capture (issue 27). Every page is also one extraction from
   * `layoutLimit`, so a trial (starter) site stops earlier when its 3 trial layouts run out.
   */
  sitePages: number;
}

export const TRIAL_DAYS = 14;
export const TRIAL_LAYOUTS = 3;
export const ANNUAL_DISCOUNT = 0.2;

/** The single source of truth for what each plan includes. */
export const plans: Record<Tier, PlanDefinition> = {
  starter: {
    tier: "starter",
    name: "Starter",
    monthlyPrice: 0,
    layoutLimit: TRIAL_LAYOUTS,
    exportFormats: ["html"],
    cssFlavours: ["plain"],
    aiEdit: false,
    proTemplates: false,
    teams: false,
    extraSeats: 0,
    integrations: "none",
    apiAccess: false,
    historyDays: 7,
    sitePages: 5,
  },
  pro: {
    tier: "pro",
    name: "Pro",
    monthlyPrice: 29,
    layoutLimit: 50,
    exportFormats,
    cssFlavours,
    aiEdit: true,
    proTemplates: true,
    teams: true,
    extraSeats: 2,
    integrations: "pro",
    apiAccess: false,
    historyDays: 30,
    sitePages: 25,
  },
  enterprise: {
    tier: "enterprise",
    name: "Enterprise",
    monthlyPrice: 79,
    layoutLimit: 500,
    exportFormats,
    cssFlavours,
    aiEdit: true,
    proTemplates: true,
    teams: true,
    extraSeats: 5,
    integrations: "enterprise",
    apiAccess: true,
    historyDays: 90,
    sitePages: 100,
  },
};

/** Annual plans are billed per month at 20 % off, rounded to whole dollars (spec section 4). */
export function annualMonthlyPrice(monthly: number): number {
  return Math.round(monthly * (1 - ANNUAL_DISCOUNT));
}

export function planLabel(tier: Tier, status: string | null | undefined): "Pro" | "Enterprise" | "Free Trial" {
  if (status !== "active") return "Free Trial";
  if (tier === "pro") return "Pro";
  if (tier === "enterprise") return "Enterprise";
  return "Free Trial";
}
