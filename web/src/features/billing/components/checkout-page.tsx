import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { Elements } from "@stripe/react-stripe-js";
// The /pure entry injects Stripe.js only when loadStripe is called, i.e. only when a key is configured.
import { loadStripe } from "@stripe/stripe-js/pure";
import { ArrowLeft, Lock } from "lucide-react";
import { plans } from "@layoutlift/core/plans/plans";
import type { PaidTier } from "@layoutlift/core/contract/billing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { PublicPageShell } from "@/features/app-shell";
import { useUser, authKeys } from "@/features/auth";
import { fetchBillingPlans } from "../api/get-billing";
import { createSubscription } from "../api/create-subscription";
import { useStartCheckout } from "../api/start-checkout";
import { isStripePriceId } from "../lib/checkout-rules";
import { PaymentForm } from "./payment-form";

const publishableKey: string | undefined = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined;
// Loaded once per page load; Stripe.js must come from Stripe's own host.
const stripePromise = publishableKey ? loadStripe(publishableKey) : null;

type State = { kind: "loading" } | { kind: "ready"; clientSecret: string } | { kind: "handed-over" } | { kind: "failed" };

const isPaidTier = (v: string | null): v is PaidTier => v === "pro" || v === "enterprise";

/** /checkout?tier=pro&priceId=price_…: the embedded Stripe Payment Element (spec sections 2, 4 and 5). */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const tier: PaidTier = isPaidTier(params.get("tier")) ? (params.get("tier") as PaidTier) : "pro";
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);
  const checkout = useStartCheckout();

  useEffect(() => {
    document.title = "Checkout · LayoutLift";
  }, []);

  useEffect(() => {
    if (isLoading || started.current) return;
    if (!user) {
      window.location.assign(`/api/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      return;
    }
    started.current = true;
    // Every way into /checkout ends at a plan the user can pay for: when the embedded form cannot run (no Stripe
    // key in this build, no price id, or a server in test mode) the server's own checkout takes over, which
    // activates the plan in test mode or follows Stripe's hosted page. Nothing here sends the user away.
    const handOver = () => {
      setState({ kind: "handed-over" });
      checkout.start(tier);
    };
    void (async () => {
      try {
        const sold = await fetchBillingPlans();
        const priceId = params.get("priceId") ?? sold.prices[tier].month;
        if (!sold.stripeConfigured || !publishableKey || !isStripePriceId(priceId)) {
          handOver();
          return;
        }
        const result = await createSubscription({ priceId, tier });
        if (result.testMode) {
          toast.success("Test Mode Subscription", { description: result.message });
          await queryClient.invalidateQueries({ queryKey: authKeys.user });
          navigate("/dashboard?subscription=success");
          return;
        }
        if (!result.clientSecret) throw new Error("No client secret received");
        setState({ kind: "ready", clientSecret: result.clientSecret });
      } catch {
        setState({ kind: "failed" });
        toast.error("Error", { description: "Failed to initialize checkout. Please try again." });
      }
    })();
  }, [isLoading, user, params, tier, navigate, queryClient, checkout]);

  const options = useMemo(() => (state.kind === "ready" ? { clientSecret: state.clientSecret } : undefined), [state]);
  const plan = plans[tier];

  return (
    <PublicPageShell>
      <div className="mx-auto max-w-lg px-4 py-12">
        <Button variant="ghost" asChild className="mb-6">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Back
          </Link>
        </Button>
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">Subscribe to {plan.name}</CardTitle>
            <CardDescription>
              <span className="text-3xl font-bold text-foreground">${plan.monthlyPrice}</span> per month · cancel anytime
            </CardDescription>
          </CardHeader>
          <CardContent>
            {state.kind === "ready" && stripePromise && options ? (
              <Elements stripe={stripePromise} options={options}>
                <PaymentForm />
              </Elements>
            ) : state.kind === "loading" || (state.kind === "handed-over" && checkout.isPending) ? (
              <div className="space-y-3" role="status" aria-label="Preparing secure payment form">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-muted-foreground">The payment form could not be prepared. Your plan has not changed.</p>
                <Button className="w-full" onClick={() => checkout.start(tier)} disabled={checkout.isPending}>
                  {checkout.isPending ? "Processing..." : `Try again: subscribe to ${plans[tier].name}`}
                </Button>
              </div>
            )}
            <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3" aria-hidden="true" /> Payments are processed securely by Stripe.
            </p>
          </CardContent>
        </Card>
      </div>
    </PublicPageShell>
  );
}
