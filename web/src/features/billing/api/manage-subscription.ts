import { useMutation } from "@tanstack/react-query";
import type { ManageSubscriptionResponse } from "@layoutlift/core/api/billing";
import { toast } from "@/components/ui/toaster";
import { apiFetch } from "@/lib/api-client";

/** Opens Stripe's billing portal (change plan, card, cancel, invoices). */
export function useManageSubscription() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiFetch("/api/subscription/manage", { method: "POST" });
      return (await res.json()) as Partial<{ url: string; testMode: boolean; message: string }> & Partial<ManageSubscriptionResponse>;
    },
    onSuccess: (data) => {
      if (data.url) {
        window.location.assign(data.url);
      } else if (data.testMode) {
        toast.info("Test Mode", { description: data.message });
      } else {
        toast.error("Error", { description: "Failed to open subscription management. Please try again." });
      }
    },
    onError: () => toast.error("Error", { description: "Failed to open subscription management. Please try again." }),
  });
}
