import { CheckIcon, ClockIcon, CrownIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Integration } from "../data/catalogue";
import { IntegrationLogo } from "./integration-logo";
import { ConfigureDialog } from "./configure-dialog";

const planName = { pro: "Pro", enterprise: "Enterprise" } as const;

export interface IntegrationCardProps {
  integration: Integration;
  /** Whether the user's plan includes this integration's required plan. */
  unlocked: boolean;
  onUpgrade: (tier: "pro" | "enterprise") => void;
  upgrading: boolean;
}

export function IntegrationCard({ integration, unlocked, onUpgrade, upgrading }: IntegrationCardProps) {
  const { name, description, features, comingSoon, requiredPlan } = integration;
  return (
    <article
      data-testid="integration-card"
      data-integration={integration.id}
      aria-labelledby={`integration-${integration.id}`}
      className="flex h-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      {/* The badge wraps under the name when the card is narrow instead of running past its edge. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 items-center gap-3">
          <IntegrationLogo integration={integration} />
          <h3 id={`integration-${integration.id}`} className="min-w-0 font-semibold break-words">{name}</h3>
        </div>
        {comingSoon ? (
          <Badge variant="secondary"><ClockIcon aria-hidden="true" /> Coming Soon</Badge>
        ) : (
          <Badge variant={requiredPlan === "enterprise" ? "default" : "pro"}>
            <CrownIcon aria-hidden="true" /> {planName[requiredPlan]}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <ul className="space-y-1.5 text-sm">
        {features.slice(0, 3).map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-success" /> {feature}
          </li>
        ))}
      </ul>
      {!comingSoon && (
        <div className="mt-auto pt-1">
          {unlocked ? (
            <ConfigureDialog integration={integration} />
          ) : (
            <Button variant="outline" className="w-full" disabled={upgrading} onClick={() => onUpgrade(requiredPlan)}>
              Upgrade to {planName[requiredPlan]}
            </Button>
          )}
        </div>
      )}
      {comingSoon && (
        <p className="mt-auto pt-1 text-xs text-muted-foreground">Requires {planName[requiredPlan]} when it launches.</p>
      )}
    </article>
  );
}
