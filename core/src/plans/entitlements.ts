import { plans, TRIAL_DAYS, type PlanDefinition } from "./plans.ts";
import type { CssFlavour, ExportFormat } from "../contract/export.ts";
import type { Tier } from "../contract/billing.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the entitlement rules need to know about a user, loaded once per request. */
export interface PlanState {
  now: Date;
  userCreatedAt: Date;
  /** The user's own subscription (null: never subscribed). */
  subscription: SubscriptionState | null;
  /** A paid plan borrowed from the team the user belongs to (members get the owner's entitlements). */
  teamPlan: SubscriptionState | null;
  /** Counted (non-refunded) extractions since `windowStart(state)`; the loader fills it. */
  layoutsUsedInWindow: number;
}

export interface SubscriptionState {
  tier: Tier;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Cancellation ordered for the end of the paid period: the plan stays until then. */
  cancelAtPeriodEnd?: boolean;
  /** A downgrade ordered for the end of the paid period. */
  pendingTier?: Tier | null;
}

export interface Entitlements {
  tier: Tier;
  paid: boolean;
  plan: PlanDefinition;
  /** Start and end of the window the layout allowance counts in. */
  window: { start: Date; end: Date };
  layoutLimit: number;
  layoutsUsed: number;
  layoutsRemaining: number;
  canExtract: boolean;
  /** Why extraction is refused, in the spec's words, when it is. */
  extractDeniedReason: string | null;
  trial: { isActive: boolean; layoutsRemaining: number; daysRemaining: number };
  canExport(format: ExportFormat): boolean;
  /** Whether an export may use this CSS flavour (`?css=tailwind`); plain CSS is always allowed. */
  canUseCssFlavour(flavour: CssFlavour): boolean;
  aiEdit: boolean;
  proTemplates: boolean;
  teams: boolean;
  totalSeats: number;
  integrations: PlanDefinition["integrations"];
  apiAccess: boolean;
  /** Most pages one whole-site extraction may capture on this plan. */
  sitePages: number;
}

export const TRIAL_USED_UP = "You've used all your trial layouts. Please upgrade to continue.";
export const TRIAL_ENDED = "Your trial has ended. Please upgrade to continue extracting layouts.";
export const MONTHLY_LIMIT_REACHED = "You've reached your plan's layout limit for this billing period.";
export const EXPORT_LOCKED = "Upgrade to Pro for all export formats";
/** A Tailwind export asked for on a plan without it (402): names the option, then the spec's export hint. */
export const TAILWIND_LOCKED = `Tailwind CSS export is part of the Pro plan. ${EXPORT_LOCKED}.`;
export const AI_LOCKED = "Upgrade to Pro to use AI editing";
export const PRO_TEMPLATE_LOCKED = "This template is part of the Pro plan. Upgrade to Pro to use it.";
/** A whole-site request for more pages than the plan captures per site (402, like the other plan limits). */
export function sitePagesOverLimit(plan: Pick<PlanDefinition, "name" | "sitePages">, asked: number): string {
  return `Your ${plan.name} plan captures at most ${plan.sitePages} pages per site; you asked for ${asked}. Lower the page limit or upgrade your plan.`;
}
export const UNKNOWN_TEMPLATE = "That template does not exist. Choose one from the marketplace.";

/** Paid means status 'active' AND tier pro/enterprise (spec section 4); past_due and canceled are not paid. */
export function isPaid(sub: { tier: Tier; status: string } | null | undefined): boolean {
  return !!sub && sub.status === "active" && (sub.tier === "pro" || sub.tier === "enterprise");
}

/**
 * A cancellation or downgrade takes effect at period end. Stripe tells us with a webhook when that happens, but
 * the rules must not depend on it arriving: once the period is over, the ordered change applies.
 */
export function subscriptionAt(sub: SubscriptionState | null, now: Date): SubscriptionState | null {
  if (!sub) return null;
  const ended = !!sub.currentPeriodEnd && sub.currentPeriodEnd <= now;
  if (!ended) return sub;
  if (sub.cancelAtPeriodEnd) return { ...sub, status: "canceled", cancelAtPeriodEnd: false, pendingTier: null };
  if (sub.pendingTier && sub.pendingTier !== sub.tier) return { ...sub, tier: sub.pendingTier, pendingTier: null };
  return sub;
}

function effectivePaidPlan(state: PlanState) {
  const ownNow = subscriptionAt(state.subscription, state.now);
  const teamNow = subscriptionAt(state.teamPlan, state.now);
  const own = isPaid(ownNow) ? ownNow : null;
  const team = isPaid(teamNow) ? teamNow : null;
  if (own && team) return plans[own.tier].layoutLimit >= plans[team.tier].layoutLimit ? own : team;
  return own ?? team;
}

function startOfUtcMonth(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function addUtcMonths(d: Date, n: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()));
}

/**
 * The window a layout allowance counts in: the trial for starter; the current billing period for paid plans,
 * or the calendar month when the period is unknown (test mode).
 */
export function allowanceWindow(state: Omit<PlanState, "layoutsUsedInWindow">): { start: Date; end: Date } {
  const paid = effectivePaidPlan({ ...state, layoutsUsedInWindow: 0 });
  if (!paid) {
    return { start: state.userCreatedAt, end: new Date(state.userCreatedAt.getTime() + TRIAL_DAYS * DAY_MS) };
  }
  const { currentPeriodStart: start, currentPeriodEnd: end } = paid;
  if (start && end && start <= state.now && state.now < end) return { start, end };
  const monthStart = startOfUtcMonth(state.now);
  return { start: monthStart, end: addUtcMonths(monthStart, 1) };
}

export function entitlements(state: PlanState): Entitlements {
  const paidSub = effectivePaidPlan(state);
  const tier: Tier = paidSub ? paidSub.tier : "starter";
  const plan = plans[tier];
  const window = allowanceWindow(state);
  const used = state.layoutsUsedInWindow;
  const remaining = Math.max(0, plan.layoutLimit - used);

  const trialMsLeft = window.end.getTime() - state.now.getTime();
  const trialActive = !paidSub && trialMsLeft > 0;
  const daysRemaining = paidSub ? 0 : Math.max(0, Math.ceil(trialMsLeft / DAY_MS));

  let extractDeniedReason: string | null = null;
  if (!paidSub && !trialActive) extractDeniedReason = TRIAL_ENDED;
  else if (!paidSub && remaining === 0) extractDeniedReason = TRIAL_USED_UP;
  else if (paidSub && remaining === 0) extractDeniedReason = MONTHLY_LIMIT_REACHED;

  return {
    tier,
    paid: !!paidSub,
    plan,
    window,
    layoutLimit: plan.layoutLimit,
    layoutsUsed: used,
    layoutsRemaining: trialActive || paidSub ? remaining : 0,
    canExtract: extractDeniedReason === null,
    extractDeniedReason,
    trial: {
      isActive: trialActive,
      layoutsRemaining: trialActive ? remaining : 0,
      daysRemaining: trialActive ? daysRemaining : 0,
    },
    canExport: (format) => plan.exportFormats.includes(format),
    canUseCssFlavour: (flavour) => plan.cssFlavours.includes(flavour),
    aiEdit: plan.aiEdit,
    proTemplates: plan.proTemplates,
    teams: plan.teams,
    totalSeats: plan.teams ? 1 + plan.extraSeats : 1,
    integrations: plan.integrations,
    apiAccess: plan.apiAccess,
    sitePages: plan.sitePages,
  };
}
