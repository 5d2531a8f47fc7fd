import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { toast } from "@/components/ui/toaster";
import { authKeys } from "@/features/auth";

/** After checkout the dashboard is reached with `?subscription=success`: welcome the new subscriber once. */
export function useSubscriptionWelcome(user: UserResponse | null) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shown = useRef(false);
  const success = params.get("subscription") === "success";

  useEffect(() => {
    if (!success || !user || shown.current) return;
    shown.current = true;
    const tier = user.subscriptionTier === "enterprise" ? "Enterprise" : "Pro";
    toast.success(`Welcome to LayoutLift ${tier}!`, { description: "Your subscription is active. Enjoy every feature of your new plan." });
    // The plan changed on the server just now: reload the user so every screen shows it.
    void queryClient.invalidateQueries({ queryKey: authKeys.user });
    const next = new URLSearchParams(params);
    next.delete("subscription");
    setParams(next, { replace: true });
  }, [success, user, params, setParams, queryClient]);
}
