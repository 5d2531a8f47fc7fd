import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { api, json } from "@/lib/api-client";

/** Opens Stripe's billing portal (change plan, card, cancel, invoices). */
export function useManageSubscription() {
  return useMutation({
    // Read loosely (every field optional): a proxy or an older server may answer without either field.
    mutationFn: (): Promise<Partial<{ url: string; testMode: boolean; message: string }>> => json(api.api.subscription.manage.$post()),
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
