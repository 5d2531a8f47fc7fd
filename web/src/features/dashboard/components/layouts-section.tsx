import { useState } from "react";
import { Link } from "react-router-dom";
import { FolderOpen, Lock, Plus } from "lucide-react";
import type { LayoutSummary } from "@layoutlift/core/api/layouts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useStartCheckout } from "@/features/billing/api/start-checkout";
import { LayoutCard } from "./layout-card";

function EmptyState({ trialEnded }: { trialEnded: boolean }) {
  const checkout = useStartCheckout();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center" data-testid="layouts-empty">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        {trialEnded ? <Lock className="size-6 text-muted-foreground" aria-hidden="true" /> : <FolderOpen className="size-6 text-muted-foreground" aria-hidden="true" />}
      </div>
      {trialEnded ? (
        <>
          <h3 className="text-lg font-semibold">Your free trial has ended</h3>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">Upgrade to Pro to keep extracting layouts and export them to any framework.</p>
          <Button variant="gradient" className="mt-5" disabled={checkout.isPending} onClick={() => checkout.start("pro")}>
            Upgrade to Continue
          </Button>
        </>
      ) : (
        <>
          <h3 className="text-lg font-semibold">No layouts yet</h3>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">Paste the address of any website and get an editable layout in seconds.</p>
          <Button asChild variant="gradient" className="mt-5">
            <Link to="/extract">
              <Plus aria-hidden="true" /> Extract your first layout
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}

export function LayoutsSection({ layouts, isLoading, trialEnded }: { layouts: LayoutSummary[] | undefined; isLoading: boolean; trialEnded: boolean }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <section id="layouts" aria-labelledby="layouts-heading" className="scroll-mt-20">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="layouts-heading" className="text-lg font-semibold">
          Recent Layouts
        </h2>
        {!!layouts?.length && <span className="text-sm text-muted-foreground">{layouts.length} total</span>}
      </div>
      {isLoading ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading layouts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : !layouts?.length ? (
        <EmptyState trialEnded={trialEnded} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="layout-grid">
          {layouts.map((layout) => (
            <LayoutCard
              key={layout.id}
              layout={layout}
              selected={selectedId === layout.id}
              onSelect={() => setSelectedId((id) => (id === layout.id ? null : layout.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
