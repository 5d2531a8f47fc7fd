/** What other features use of plans, allowances and checkout. */
export { useStartCheckout } from "./api/start-checkout";
export { SubscriptionTab } from "./components/subscription-tab";
export { pricingTiers, type PricingTier } from "./data/pricing-tiers";
export { allowanceOf, plural, type Allowance } from "./lib/allowance";
