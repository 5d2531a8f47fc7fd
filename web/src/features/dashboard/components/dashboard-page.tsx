import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { displayName } from "@/components/user-display";
import { useStartCheckout, allowanceOf } from "@/features/billing";
import { AppShell, FullPageSpinner, useRequireAuth } from "@/features/app-shell";
import { useLayouts, useWorkspaces } from "@/features/layouts";
import { SitesSection, useSites } from "@/features/sites";
import { LayoutsSection } from "./layouts-section";
import { StatCards } from "./stat-cards";
import { UpgradeBanner } from "./upgrade-banner";
import { useSubscriptionWelcome } from "./use-subscription-welcome";

const DASHBOARD_SIDEBAR_WIDTH = "17rem";

export function DashboardPage() {
  const { user, isLoading, isPaid } = useRequireAuth("login");
  const layouts = useLayouts(!!user);
  const { workspaces, current } = useWorkspaces(!!user);
  const sites = useSites(current?.teamId ?? null, !!user && !!current);
  const standalone = layouts.data?.filter((l) => !l.siteId);
  const checkout = useStartCheckout();
  const location = useLocation();
  useSubscriptionWelcome(user);

  useEffect(() => {
    document.title = "My Workspace · LayoutLift";
  }, []);

  // "My Layouts" links to #layouts: scroll there once the grid exists.
  useEffect(() => {
    if (location.hash === "#layouts" && layouts.data) document.getElementById("layouts")?.scrollIntoView({ behavior: "smooth" });
  }, [location.hash, layouts.data]);

  if (isLoading || !user) return <FullPageSpinner label="Loading your workspace" />;

  const allowance = allowanceOf(user);
  const trialEnded = allowance.kind === "trial" && !allowance.canExtract;

  return (
    <AppShell sidebarWidth={DASHBOARD_SIDEBAR_WIDTH}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">My Workspace</h1>
            {workspaces.length > 1 && current && (
              <p className="mt-1 text-sm font-medium" data-testid="current-workspace">
                {current.teamId ? `Team workspace: ${current.name}, shared with your team` : "Personal workspace: only you see these layouts"}
              </p>
            )}
            <p className="mt-1 text-muted-foreground">Welcome back, {displayName(user)}. Here is everything you have extracted.</p>
          </div>
          {trialEnded ? (
            <Button variant="gradient" size="lg" disabled={checkout.isPending} onClick={() => checkout.start("pro")}>
              Upgrade to Continue
            </Button>
          ) : (
            <Button asChild variant="gradient" size="lg">
              <Link to="/extract">
                <Plus aria-hidden="true" /> Extract New Layout
              </Link>
            </Button>
          )}
        </div>

        <StatCards user={user} layouts={layouts.data ?? []} />
        {!isPaid && <UpgradeBanner trialEnded={trialEnded} />}
        {layouts.isError ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
            Your layouts could not be loaded. {layouts.error.message}{" "}
            <button type="button" className="font-medium underline" onClick={() => void layouts.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            <SitesSection teamId={current?.teamId ?? null} enabled={!!current} canDelete={!!current?.actions.includes("delete")} />
            {/* A site's pages are reached through its card (and the editor's page switcher), not one card each; with
                sites but no single layouts, the "no layouts yet" invitation would be wrong. */}
            {!(standalone?.length === 0 && sites.data?.length) && <LayoutsSection layouts={standalone} isLoading={layouts.isLoading} trialEnded={trialEnded} />}
          </>
        )}
      </div>
    </AppShell>
  );
}
