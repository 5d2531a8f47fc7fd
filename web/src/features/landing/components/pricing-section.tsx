import { useState } from "react";
import { Link } from "react-router-dom";
import { CheckIcon, ShieldCheckIcon } from "lucide-react";
import { annualMonthlyPrice } from "@layoutlift/core/plans/plans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useUser } from "@/features/auth";
import { useStartCheckout, pricingTiers, type PricingTier } from "@/features/billing";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

export function PricingSection() {
  const [annual, setAnnual] = useState(false);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-y bg-muted/40 py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple pricing that scales with you" lead="Start free. Upgrade when LayoutLift becomes part of how you build." />
        <div className="mt-10 flex items-center justify-center gap-3">
          <ToggleGroup
            type="single"
            variant="outline"
            value={annual ? "annual" : "monthly"}
            onValueChange={(value) => value && setAnnual(value === "annual")}
            aria-label="Billing period"
            className="bg-background"
          >
            <ToggleGroupItem value="monthly" className="px-5 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground">
              Monthly
            </ToggleGroupItem>
            <ToggleGroupItem value="annual" className="px-5 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground">
              Annual
            </ToggleGroupItem>
          </ToggleGroup>
          <Badge variant="success" className="rounded-full">Save 20%</Badge>
        </div>
        <ul className="mx-auto mt-12 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {pricingTiers.map((tier) => (
            <li key={tier.tier} className="flex">
              <PricingCard tier={tier} annual={annual} />
            </li>
          ))}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <ShieldCheckIcon aria-hidden="true" className="size-4 text-success" /> 30-day money-back guarantee on every paid plan.
        </p>
      </div>
    </section>
  );
}

function PricingCard({ tier, annual }: { tier: PricingTier; annual: boolean }) {
  const price = annual ? annualMonthlyPrice(tier.monthlyPrice) : tier.monthlyPrice;
  return (
    <Card
      data-testid={`pricing-${tier.tier}`}
      className={cn(
        "relative w-full",
        tier.popular && "border-2 border-primary shadow-xl shadow-primary/10 lg:-my-4 lg:py-10",
      )}
    >
      {tier.popular && (
        <Badge variant="pro" className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1">
          Most Popular
        </Badge>
      )}
      <CardHeader>
        <CardTitle className="text-xl">
          <h3>{tier.name}</h3>
        </CardTitle>
        <CardDescription>{tier.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="flex items-baseline gap-1">
          {tier.monthlyPrice === 0 ? (
            <span className="text-4xl font-extrabold tracking-tight">Free</span>
          ) : (
            <>
              <span className="text-4xl font-extrabold tracking-tight" data-testid={`price-${tier.tier}`}>
                ${price}
              </span>
              <span className="text-muted-foreground">/month</span>
            </>
          )}
        </p>
        <p className="mt-1 h-5 text-sm text-muted-foreground">
          {tier.monthlyPrice === 0 ? "14-day free trial" : annual ? `Billed annually ($${price * 12}/year)` : "Billed monthly"}
        </p>
        <ul className="mt-6 space-y-3 text-sm">
          {tier.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PricingAction tier={tier} annual={annual} />
      </CardFooter>
    </Card>
  );
}

function PricingAction({ tier, annual }: { tier: PricingTier; annual: boolean }) {
  const { user, isPaid } = useUser();
  const checkout = useStartCheckout();
  const variant = tier.popular ? "gradient" : "outline";

  if (tier.tier === "starter") {
    return (
      <Button asChild variant={variant} size="lg" className="w-full">
        {user ? <Link to="/dashboard">Go to Dashboard</Link> : <a href="/api/login">{tier.cta}</a>}
      </Button>
    );
  }
  if (isPaid && user?.subscriptionTier === tier.tier) {
    return (
      <Button variant="secondary" size="lg" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  const paidTier = tier.tier;
  return (
    <Button
      variant={variant}
      size="lg"
      className="w-full"
      disabled={checkout.isPending}
      onClick={() => checkout.start(paidTier, { annual })}
    >
      {checkout.isPending ? "Redirecting..." : tier.cta}
    </Button>
  );
}
