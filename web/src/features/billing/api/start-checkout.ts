import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toaster";
import type { PaidTier } from "@layoutlift/core/contract/billing";
import { ApiError, api, json } from "@/lib/api-client";
import { authKeys } from "@/features/auth";

/** Test mode shows its toast for a moment before leaving the page, as the spec's test-mode branch does. */
const TEST_MODE_REDIRECT_MS = 2000;
const SUCCESS_PATH = "/dashboard?subscription=success";

export type StartCheckout = {
  start(tier: PaidTier, opts?: { annual?: boolean }): void;
  isPending: boolean;
};

/**
 * Starts a Stripe Checkout Session for a tier and follows it. Every failure is shown to the user as a toast
 * (the spec only logs some of them to the console; a user should see why nothing happened).
 */
export function useStartCheckout(): StartCheckout {
  const [isPending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function start(tier: PaidTier, opts?: { annual?: boolean }) {
    if (isPending) return;
    setPending(true);
    void (async () => {
      try {
        // Read loosely: a proxy or an older server may answer without either field.
        const data: Partial<{ url: string; testMode: boolean; message: string }> = await json(
          api.api.checkout["create-session"].$post({
            json: {
              tier,
              annual: opts?.annual ?? false,
              successUrl: `${window.location.origin}${SUCCESS_PATH}`,
              cancelUrl: window.location.href,
            },
          }),
        );
        if (data.testMode) {
          toast.success("Test Mode Subscription", { description: data.message });
          await queryClient.invalidateQueries({ queryKey: authKeys.user });
          window.setTimeout(() => {
            setPending(false);
            navigate(SUCCESS_PATH);
          }, TEST_MODE_REDIRECT_MS);
          return;
        }
        if (typeof data.url === "string" && data.url) {
          window.location.assign(data.url);
          return;
        }
        toast.error("Checkout Error", { description: "No checkout URL received" });
        setPending(false);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          const next = window.location.pathname + window.location.search;
          window.location.assign(`/api/login?next=${encodeURIComponent(next)}`);
          return;
        }
        const serverMessage = err instanceof ApiError ? err.serverMessage : "";
        toast.error("Checkout Error", {
          description: serverMessage || "Failed to create checkout session. Please try again.",
        });
        setPending(false);
      }
    })();
  }

  return { start, isPending };
}
