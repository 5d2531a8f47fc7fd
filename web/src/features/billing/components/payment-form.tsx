import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { authKeys } from "@/features/auth";
import { billingKeys } from "../api/keys";

/** The embedded Payment Element; confirms in place and only leaves the page when the bank demands it (3-D Secure). */
export function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: "if_required",
    });
    if (error) {
      toast.error("Payment Failed", { description: error.message ?? "Your payment could not be completed." });
      setProcessing(false);
      return;
    }
    toast.success("Payment Successful", { description: "You are now subscribed!" });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.user }),
      queryClient.invalidateQueries({ queryKey: billingKeys.summary }),
    ]);
    navigate("/dashboard");
  };

  return (
    <form onSubmit={submit} className="space-y-6">
      <PaymentElement />
      <Button type="submit" className="w-full" size="lg" disabled={!stripe || !elements || processing}>
        {processing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> Processing...
          </>
        ) : (
          "Subscribe"
        )}
      </Button>
    </form>
  );
}
