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
import { isStripePriceId } from "../lib/checkout-rules";
import { PaymentForm } from "./payment-form";

const MISCONFIGURED_REDIRECT_MS = 2000;
const publishableKey: string | undefined = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined;
// Loaded once per page load; Stripe.js must come from Stripe's own host.
const stripePromise = publishableKey ? loadStripe(publishableKey) : null;

type State = { kind: "loading" } | { kind: "ready"; clientSecret: string } | { kind: "stopped" };

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
    const stop = (title: string, description: string) => {
      setState({ kind: "stopped" });
      toast.error(title, { description });
      window.setTimeout(() => navigate("/"), MISCONFIGURED_REDIRECT_MS);
    };
    void (async () => {
      if (!publishableKey) {
        stop("Stripe Not Configured", "Payment processing is not available yet. Please contact support.");
        return;
      }
      try {
        const priceId = params.get("priceId") ?? (await fetchBillingPlans()).prices[tier].month;
        if (!isStripePriceId(priceId)) {
          stop("Setup Required", "Stripe price IDs need to be configured. Please contact support.");
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
        stop("Error", "Failed to initialize checkout. Please try again.");
      }
    })();
  }, [isLoading, user, params, tier, navigate, queryClient]);

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
            ) : state.kind === "loading" ? (
              <div className="space-y-3" role="status" aria-label="Preparing secure payment form">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Checkout is not available right now. Taking you back home…</p>
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
