import { Link } from "react-router-dom";
import { AlertCircle, Crown, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { plural, type Allowance } from "@/features/billing";

/** Paid: '<Tier> Plan' with this period's remaining count. Trial: layouts and days left, Upgrade Now (spec section 2). */
export function PlanCard({ allowance }: { allowance: Allowance }) {
  if (allowance.kind === "paid") {
    const used = allowance.limit - allowance.remaining;
    return (
      <Card className="gap-3 py-5" data-testid="plan-card">
        <CardContent className="flex flex-col gap-3 px-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <div className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to text-white dark:text-slate-950">
              <Crown className="size-5" aria-hidden="true" />
            </div>
            <div>
              <h2 className="font-semibold">{allowance.tierName} Plan</h2>
              <p className="text-sm text-muted-foreground">
                {plural(allowance.remaining, "layout extraction")} left this billing period ({allowance.limit} per month)
              </p>
            </div>
          </div>
          <Progress value={(used / Math.max(1, allowance.limit)) * 100} className="sm:w-40" aria-label="Layouts used this period" />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="gap-3 py-5" data-testid="plan-card">
      <CardContent className="flex flex-col gap-4 px-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Sparkles className="size-5" aria-hidden="true" />
          </div>
          <div>
            <h2 className="font-semibold">Free Trial</h2>
            <p className="text-sm text-muted-foreground">
              {plural(allowance.remaining, "layout")} remaining · {plural(allowance.daysRemaining, "day")} left
            </p>
          </div>
        </div>
        <Button asChild variant="gradient">
          <Link to="/checkout?tier=pro">Upgrade Now</Link>
        </Button>
      </CardContent>
      {!allowance.active && (
        <CardContent className="px-5">
          <p className="flex items-center gap-2 text-sm font-medium text-destructive" role="alert">
            <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
            Your trial has ended. Please upgrade to continue.
          </p>
        </CardContent>
      )}
    </Card>
  );
}
