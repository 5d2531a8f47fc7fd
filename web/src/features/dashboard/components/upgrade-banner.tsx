import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStartCheckout } from "@/features/billing";

/** Shown to everyone not on a paid plan: what Pro adds, one click to checkout. */
export function UpgradeBanner({ trialEnded }: { trialEnded: boolean }) {
  const checkout = useStartCheckout();
  return (
    <section
      aria-label="Upgrade"
      data-testid="upgrade-banner"
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-brand-from to-brand-to p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between dark:text-slate-950"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">{trialEnded ? "Keep building with Pro" : "Unlock the full LayoutLift"}</h2>
          <p className="text-sm opacity-90">50 layouts a month, AI editing, React, Vue and Next.js exports, teams and integrations.</p>
        </div>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 bg-white text-slate-900 hover:bg-white/90"
        disabled={checkout.isPending}
        onClick={() => checkout.start("pro")}
      >
        {checkout.isPending ? "Starting checkout..." : "Upgrade to Pro"}
      </Button>
    </section>
  );
}
