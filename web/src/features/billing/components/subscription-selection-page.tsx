import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Check, Crown, Lock, RotateCcw, ShieldCheck, Sparkles } from "lucide-react";
import { CheckList } from "@/components/check-list";
import type { PaidTier, Tier } from "@layoutlift/core/contract/billing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { PublicPageShell } from "@/features/app-shell";
import { useUser } from "@/features/auth";
import { pricingTiers } from "../data/pricing-tiers";
import { cn } from "@/lib/utils";
import { useStartCheckout } from "../api/start-checkout";

const STARTER_WELCOME_MS = 1000;

const cardCopy: Record<Tier, { price: string; period: string; badge: string | null; button: string }> = {
  starter: { price: "Free", period: "14-day trial", badge: null, button: "Start Free Trial" },
  pro: { price: "$29", period: "/month", badge: "Most popular", button: "Get Pro" },
  enterprise: { price: "$79", period: "/month", badge: "Best value", button: "Get Enterprise" },
};

function SignedOut() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg">Please log in to select a subscription plan.</p>
      <Button asChild>
        <a href="/api/login?next=%2Fsubscription-selection">Log In</a>
      </Button>
    </div>
  );
}

/** /subscription-selection: the plan choice right after sign-up (spec sections 2 and 4). */
export function SubscriptionSelectionPage() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const [chosen, setChosen] = useState<Tier | null>(null);

  useEffect(() => {
    document.title = "Choose your plan · LayoutLift";
  }, []);

  const choose = (tier: Tier) => {
    setChosen(tier);
    if (tier === "starter") {
      toast.success("Welcome to LayoutLift!", { description: "Your 14-day free trial has started." });
      window.setTimeout(() => navigate("/dashboard"), STARTER_WELCOME_MS);
      return;
    }
    checkout.start(tier as PaidTier);
  };

  const busy = checkout.isPending || chosen === "starter";

  return (
    <PublicPageShell>
      {isLoading ? (
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-3" role="status" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : !user ? (
        <SignedOut />
      ) : (
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
          <div className="text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome, {user.firstName || "there"}!</h1>
            <p className="mt-3 text-muted-foreground">Choose the plan that fits how you work. You can change it at any time.</p>
          </div>

          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {pricingTiers.map((tier) => {
              const copy = cardCopy[tier.tier];
              const highlighted = tier.tier === "pro";
              const working = busy && chosen === tier.tier;
              return (
                <Card
                  key={tier.tier}
                  className={cn("relative flex flex-col", highlighted && "border-primary shadow-lg ring-2 ring-primary/30 md:scale-[1.03]")}
                >
                  {copy.badge ? (
                    <Badge variant={highlighted ? "pro" : "secondary"} className="absolute -top-3 left-1/2 -translate-x-1/2">
                      {highlighted ? <Sparkles aria-hidden="true" /> : <Crown aria-hidden="true" />} {copy.badge}
                    </Badge>
                  ) : null}
                  <CardHeader>
                    <CardTitle className="text-xl">{tier.name}</CardTitle>
                    <CardDescription>{tier.description}</CardDescription>
                    <p className="mt-2">
                      <span className="text-4xl font-bold">{copy.price}</span>{" "}
                      <span className="text-muted-foreground">{copy.period}</span>
                    </p>
                  </CardHeader>
                  <CardContent className="flex-1">
                    <CheckList items={tier.features} />
                  </CardContent>
                  <CardFooter>
                    <Button
                      className="w-full"
                      variant={highlighted ? "gradient" : "outline"}
                      disabled={busy}
                      data-primary-action
                      onClick={() => choose(tier.tier)}
                    >
                      {working ? "Processing..." : copy.button}
                    </Button>
                  </CardFooter>
                </Card>
              );
            })}
          </div>

          <div className="mt-8 text-center">
            <Button variant="link" asChild>
              <Link to="/dashboard">Skip for now and use free trial</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <RotateCcw className="size-4" aria-hidden="true" /> 30-day money-back guarantee
            </li>
            <li className="flex items-center gap-1.5">
              <Check className="size-4" aria-hidden="true" /> Cancel anytime
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="size-4" aria-hidden="true" /> Secure payment via Stripe
            </li>
          </ul>
        </div>
      )}
    </PublicPageShell>
  );
}
