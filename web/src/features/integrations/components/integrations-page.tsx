import { useEffect } from "react";
import { CrownIcon, PlugZapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PublicPageShell } from "@/features/app-shell";
import { useUser } from "@/features/auth";
import { useStartCheckout } from "@/features/billing";
import { integrationCategories, integrations, type Integration } from "../data/catalogue";
import { IntegrationCard } from "./integration-card";

/** A user's plan unlocks Pro integrations on Pro and everything on Enterprise (from the user's entitlements). */
function isUnlocked(level: "none" | "pro" | "enterprise", integration: Integration): boolean {
  if (level === "enterprise") return true;
  return level === "pro" && integration.requiredPlan === "pro";
}

export function IntegrationsPage() {
  const { user, isPaid } = useUser();
  const checkout = useStartCheckout();
  const level = user?.features.integrations ?? "none";
  const showUnlock = !isPaid;

  useEffect(() => {
    document.title = "Integrations — LayoutLift";
  }, []);

  return (
    <PublicPageShell>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Send your layouts to the tools you already use. WordPress, Wix and Squarespace are live; more are on the way.
            </p>
          </div>
          {showUnlock && (
            <Button variant="gradient" disabled={checkout.isPending} onClick={() => checkout.start("pro")}>
              <CrownIcon aria-hidden="true" /> Unlock Integrations
            </Button>
          )}
        </header>

        {showUnlock && (
          <section
            aria-label="Unlock integrations"
            data-testid="integrations-banner"
            className="mt-6 flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <PlugZapIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-semibold">Integrations are part of Pro and Enterprise</p>
                <p className="text-sm text-muted-foreground">
                  Upgrade to export straight to WordPress, Wix and Squarespace, and get every new integration as it launches.
                </p>
              </div>
            </div>
            <Button disabled={checkout.isPending} onClick={() => checkout.start("pro")}>
              Unlock Integrations
            </Button>
          </section>
        )}

        {integrationCategories.map((category) => {
          const items = integrations.filter((i) => i.category === category);
          const headingId = `category-${category.toLowerCase().replace(/[^a-z]+/g, "-")}`;
          return (
            <section key={category} aria-labelledby={headingId} className="mt-10">
              <h2 id={headingId} className="text-lg font-semibold">
                {category} <span className="ml-1 text-sm font-normal text-muted-foreground">({items.length})</span>
              </h2>
              <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((integration) => (
                  <li key={integration.id} className="min-w-0">
                    <IntegrationCard
                      integration={integration}
                      unlocked={isUnlocked(level, integration)}
                      upgrading={checkout.isPending}
                      onUpgrade={(tier) => checkout.start(tier)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </PublicPageShell>
  );
}
