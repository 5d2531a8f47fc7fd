import { Link } from "react-router-dom";
import { CreditCard, ExternalLink, Loader2 } from "lucide-react";
import { planLabel } from "@layoutlift/core/plans/plans";
import type { BillingResponse } from "@layoutlift/core/contract/billing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/features/auth";
import { useBilling } from "../api/get-billing";
import { useManageSubscription } from "../api/manage-subscription";
import { useStartCheckout } from "../api/start-checkout";
import { formatDate, formatMoney } from "../lib/format";

function periodLabel(billing: BillingResponse, active: boolean): string {
  if (!active) return "Trial";
  if (billing.viaTeam) return "Through your team";
  return billing.interval === "year" ? "Annual" : "Monthly";
}

function InvoiceHistory({ billing, active }: { billing: BillingResponse; active: boolean }) {
  if (billing.invoices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {active
          ? billing.testMode
            ? "Test mode: no payments are taken, so there are no invoices."
            : "No invoices yet. Your first invoice appears here once it is paid."
          : "No billing history yet. Upgrade to a paid plan to see invoices here."}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="Invoices">
      {billing.invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <span>{formatDate(invoice.createdAt)}</span>
          <span className="font-medium">{formatMoney(invoice.amountPaid, invoice.currency)}</span>
          <Badge variant={invoice.status === "paid" ? "success" : "destructive"}>
            {invoice.status === "paid" ? "Paid" : "Payment failed"}
          </Badge>
          {invoice.hostedInvoiceUrl ? (
            <a
              href={invoice.hostedInvoiceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              View <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          ) : (
            <span className="text-muted-foreground">—</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Settings › Subscription: plan, allowance, billing period, real invoices and the next charge. */
export function SubscriptionTab() {
  const { user, isPaid } = useUser();
  const billing = useBilling(!!user);
  const manage = useManageSubscription();
  const checkout = useStartCheckout();

  if (!user || billing.isLoading) return <Skeleton className="h-72 w-full" role="status" aria-label="Loading subscription" />;
  if (billing.isError || !billing.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your subscription could not be loaded. {billing.error?.message}
      </p>
    );
  }
  const data = billing.data;
  const label = planLabel(user.subscriptionTier, user.subscriptionStatus);
  const usedPercent = data.layoutLimit > 0 ? Math.min(100, Math.round((data.layoutsUsed / data.layoutLimit) * 100)) : 0;
  const ownsPlan = isPaid && !data.viaTeam;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5" aria-hidden="true" /> Current Plan
          </CardTitle>
          <CardDescription>Your plan, what you have used and how you are billed.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={isPaid ? "pro" : "secondary"} data-testid="plan-badge">
              {label}
            </Badge>
            {data.status === "past_due" ? <Badge variant="destructive">Payment failed</Badge> : null}
            {data.testMode && isPaid ? <Badge variant="warning">Test mode</Badge> : null}
          </div>

          <div className="space-y-2">
            <div className="flex justify-between text-sm">
              <span>Layouts used</span>
              <span className="font-medium">
                {data.layoutsUsed} of {data.layoutLimit}
              </span>
            </div>
            <Progress value={usedPercent} aria-label="Layouts used" />
          </div>

          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Billing period</dt>
              <dd className="font-medium">{periodLabel(data, isPaid)}</dd>
            </div>
            {isPaid && data.currentPeriodEnd ? (
              <div>
                <dt className="text-muted-foreground">Current period</dt>
                <dd className="font-medium">
                  {formatDate(data.currentPeriodStart!)} – {formatDate(data.currentPeriodEnd)}
                </dd>
              </div>
            ) : null}
            {data.nextBillingDate ? (
              <div>
                <dt className="text-muted-foreground">Next billing date</dt>
                <dd className="font-medium">{formatDate(data.nextBillingDate)}</dd>
              </div>
            ) : null}
          </dl>

          {data.cancelAtPeriodEnd && data.currentPeriodEnd ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
              Your subscription is cancelled and ends on {formatDate(data.currentPeriodEnd)}. You keep every feature until then.
            </p>
          ) : null}
          {data.status === "past_due" ? (
            <p role="alert" className="text-sm text-destructive">
              Your last payment failed, so paid features are paused. Update your payment method to restore them.
            </p>
          ) : null}

          <div className="flex flex-wrap gap-3">
            {ownsPlan || data.status === "past_due" ? (
              <>
                <Button onClick={() => manage.mutate()} disabled={manage.isPending}>
                  {manage.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  Manage Subscription
                </Button>
                {/* Stripe customers change plan in the billing portal, which prorates; test mode simply picks again. */}
                {data.canManage ? (
                  <Button variant="outline" onClick={() => manage.mutate()} disabled={manage.isPending}>
                    Change Plan
                  </Button>
                ) : (
                  <Button variant="outline" asChild>
                    <Link to="/subscription-selection">Change Plan</Link>
                  </Button>
                )}
              </>
            ) : data.viaTeam ? (
              <p className="text-sm text-muted-foreground">Your plan is provided by your team. The team owner manages billing.</p>
            ) : (
              <Button variant="gradient" onClick={() => checkout.start("pro")} disabled={checkout.isPending}>
                {checkout.isPending ? "Processing..." : "Upgrade to Pro"}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Billing History</CardTitle>
          <CardDescription>Invoices for your subscription.</CardDescription>
        </CardHeader>
        <CardContent>
          <InvoiceHistory billing={data} active={ownsPlan} />
        </CardContent>
      </Card>
    </div>
  );
}
