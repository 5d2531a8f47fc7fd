import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { FolderOpen, Lock, Plus, Search } from "lucide-react";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useStartCheckout } from "@/features/billing";
import { useWorkspaces } from "@/features/layouts";
import { useDuplicateLayout, useRetryExtraction } from "../api/manage-layouts";
import { LAYOUT_SORTS, filterAndSortLayouts, type LayoutSort } from "../lib/layout-filter";
import { DeleteLayoutDialog } from "./delete-layout-dialog";
import { LayoutCard } from "./layout-card";
import { MoveLayoutDialog } from "./move-layout-dialog";
import { RenameLayoutDialog } from "./rename-layout-dialog";
import { useUndoableDelete } from "./use-undoable-delete";

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
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<LayoutSort>("newest");
  const [renaming, setRenaming] = useState<LayoutSummary | null>(null);
  const [deleting, setDeleting] = useState<LayoutSummary | null>(null);
  const [moving, setMoving] = useState<LayoutSummary | null>(null);
  const { workspaces, current } = useWorkspaces();
  const may = (action: "move" | "delete") => !!current?.actions.includes(action);
  const duplicate = useDuplicateLayout();
  const retry = useRetryExtraction();
  const { hidden, remove } = useUndoableDelete();

  const visible = useMemo(() => (layouts ?? []).filter((l) => !hidden.has(l.id)), [layouts, hidden]);
  const shown = useMemo(() => filterAndSortLayouts(visible, query, sort), [visible, query, sort]);

  return (
    <section id="layouts" aria-labelledby="layouts-heading" className="scroll-mt-20">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="layouts-heading" className="text-lg font-semibold">
            Recent Layouts
          </h2>
          {!!visible.length && <span className="text-sm text-muted-foreground">{visible.length} total</span>}
        </div>
        {!!visible.length && (
          <div className="flex w-full min-w-0 flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:items-center">
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search by name or URL"
                aria-label="Search layouts"
                className="pl-8 sm:w-64"
              />
            </div>
            <Select value={sort} onValueChange={(v) => setSort(v as LayoutSort)}>
              <SelectTrigger aria-label="Sort layouts" className="sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(LAYOUT_SORTS).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </div>
      {isLoading ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading layouts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : !visible.length ? (
        <EmptyState trialEnded={trialEnded} />
      ) : !shown.length ? (
        <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground" data-testid="layouts-no-match">
          No layouts match "{query.trim()}".{" "}
          <button type="button" className="font-medium text-foreground underline" onClick={() => setQuery("")}>
            Clear search
          </button>
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="layout-grid">
          {shown.map((layout) => (
            <LayoutCard
              key={layout.id}
              layout={layout}
              selected={selectedId === layout.id}
              onSelect={() => setSelectedId((id) => (id === layout.id ? null : layout.id))}
              actions={{
                onRename: () => setRenaming(layout),
                onDuplicate: () => duplicate.mutate(layout.id),
                // A failed extraction has nothing to lose: dismissing it skips the confirmation, Undo still works.
                onDelete: () => (layout.status === "failed" ? remove(layout) : setDeleting(layout)),
                onMove: may("move") && workspaces.length > 1 ? () => setMoving(layout) : undefined,
                canDelete: may("delete"),
              }}
              onRetry={() => retry.mutate(layout.id)}
              retrying={retry.isPending && retry.variables === layout.id}
            />
          ))}
        </ul>
      )}
      <RenameLayoutDialog layout={renaming} onClose={() => setRenaming(null)} />
      <MoveLayoutDialog layout={moving} workspaces={workspaces} onClose={() => setMoving(null)} />
      <DeleteLayoutDialog
        layout={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(layout) => {
          setDeleting(null);
          remove(layout);
        }}
      />
    </section>
  );
}
