import { Link } from "react-router-dom";
import { CalendarDays, Crown, Layers, Plus, type LucideIcon } from "lucide-react";
import type { UserResponse } from "@layoutlift/core/contract/user";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { allowanceOf, plural } from "@/features/billing";
import { countThisMonth, monthName } from "../lib/layout-display";

function StatCard({ title, icon: Icon, value, detail, testId }: { title: string; icon: LucideIcon; value: string; detail: string; testId: string }) {
  return (
    <Card className="gap-2 py-5" data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="px-5">
        <p className="text-2xl font-bold tracking-tight" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

/** Total Layouts, Plan Status, This Month, Quick Action (spec section 2), all from the user and layout data. */
export function StatCards({ user, layouts }: { user: UserResponse; layouts: LayoutSummary[] }) {
  const allowance = allowanceOf(user);
  const plan =
    allowance.kind === "paid"
      ? { value: allowance.tierName, detail: `${plural(allowance.remaining, "layout")} left this period` }
      : allowance.active
        ? { value: "Free Trial", detail: `${plural(allowance.remaining, "layout")} and ${plural(allowance.daysRemaining, "day")} left` }
        : { value: "Free Trial", detail: "Trial ended — upgrade to continue" };
  const ready = layouts.filter((l) => l.status === "done").length;
  // One number, said the same way in the value and its caption; failed extractions were refunded, so they do not count.
  const thisMonth = countThisMonth(layouts);

  return (
    <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Layouts"
        icon={Layers}
        value={String(layouts.length)}
        detail={layouts.length === ready ? "All ready to edit" : `${ready} ready to edit`}
        testId="stat-total"
      />
      <StatCard title="Plan Status" icon={Crown} value={plan.value} detail={plan.detail} testId="stat-plan" />
      <StatCard
        title="This Month"
        icon={CalendarDays}
        value={String(thisMonth)}
        detail={`${plural(thisMonth, "extraction")} in ${monthName()}, copies and failed ones not counted`}
        testId="stat-month"
      />
      <Card className="gap-2 py-5" data-testid="stat-quick-action">
        <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
          <CardTitle className="text-sm font-medium text-muted-foreground">Quick Action</CardTitle>
          <Plus className="size-4 text-muted-foreground" aria-hidden="true" />
        </CardHeader>
        <CardContent className="px-5">
          {allowance.canExtract ? (
            <Button asChild variant="gradient" className="w-full">
              <Link to="/extract">
                <Plus aria-hidden="true" /> Extract New Layout
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link to="/marketplace">Browse Marketplace</Link>
            </Button>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{allowance.canExtract ? "Paste any URL to start" : allowance.notice}</p>
        </CardContent>
      </Card>
    </section>
  );
}
