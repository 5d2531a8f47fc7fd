import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { SiteSave } from "@layoutlift/core/contract/site-history";
import { FolderClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { layoutQueryOptions } from "@/features/layouts";
import { useRestoreSiteSave, useSiteHistory } from "../api/site-history";
import { useEditorStoreApi } from "../state/editor-store";
import { HistorySheet } from "./history-sheet";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const routeName = (route: string) => (route === "/" ? "Home" : route);
const saveName = (save: SiteSave) => (save.original ? "the extraction" : timeFormat.format(new Date(save.createdAt)));

/** One save of the site: when, who, which pages it changed. */
function SiteSaveRow({ save, current, restoring, onRestore }: { save: SiteSave; current: boolean; restoring: boolean; onRestore: () => void }) {
  const restore = !save.original && save.pages.every((p) => p.restoredFrom !== null);
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-save-id={save.id}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          {save.original ? "Extraction" : restore ? "Restore" : "Save"}
          {current && <Badge variant="secondary">Current</Badge>}
        </span>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={save.createdAt}>
          {timeFormat.format(new Date(save.createdAt))}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">
        {save.original ? "extracted by" : "by"} {save.author.name}
      </p>
      <p className="text-xs" data-testid="save-pages">
        {save.original ? `${save.pages.length} ${save.pages.length === 1 ? "page" : "pages"}` : `Changed ${save.pages.length === 1 ? "1 page" : `${save.pages.length} pages`}`}:{" "}
        {save.pages.map((p) => routeName(p.route)).join(", ")}
      </p>
      {!current && (
        <div>
          <Button size="sm" disabled={restoring} onClick={onRestore} aria-label={`Restore site to ${saveName(save)}`}>
            Restore site
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The site's history in a page's editor: the saves of every page, newest first (an edit of the shared header that
 * reached every page is one save), each restorable as a whole site. A restore is one new save; the page open here,
 * when it changed, takes the restored content as one undo step.
 */
export function SiteHistoryPanel({ siteId, layoutId, onRestored }: { siteId: string; layoutId: string; onRestored: (layout: LayoutResponse) => void }) {
  const store = useEditorStoreApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<SiteSave | null>(null);
  const history = useSiteHistory(siteId, open);
  const restore = useRestoreSiteSave(siteId);

  const restoreSave = (save: SiteSave) => {
    setConfirming(null);
    if (!history.data) return;
    // The page open here is checked at the version the editor has, so a save made since the list was read counts.
    const pageVersions = { ...history.data.pageVersions, [layoutId]: store.getState().version };
    restore.mutate(
      { saveId: save.id, pageVersions },
      {
        onSuccess: async (result) => {
          setOpen(false);
          const changed = result.restored.length;
          toast.success(changed ? `Site restored to ${saveName(save)}` : "Nothing to restore", {
            description: [
              changed ? `${changed === 1 ? "1 page" : `${changed} pages`} changed: ${result.restored.map((p) => routeName(p.route)).join(", ")}.` : "Every page is already as it was then.",
              result.unknown.length ? `Not restored (older than your plan's history): ${result.unknown.map((p) => routeName(p.route)).join(", ")}.` : "",
            ]
              .filter(Boolean)
              .join(" "),
          });
          if (result.restored.some((p) => p.layoutId === layoutId)) onRestored(await queryClient.fetchQuery({ ...layoutQueryOptions(layoutId), staleTime: 0 }));
        },
        onError: (err) =>
          toast.error("Site not restored", { description: err instanceof ApiError ? err.serverMessage : "Please try again." }),
      },
    );
  };
  return (
    <HistorySheet
      title="Site history"
      icon={<FolderClockIcon />}
      open={open}
      onOpenChange={setOpen}
      description={`Saves of every page of this site${history.data ? `, kept for ${history.data.keepDays} days` : ""}. Restoring brings every page back to how it was after that save.`}
      listLabel="Site saves"
      history={history}
      items={history.data?.saves}
      renderItem={(save, i) => <SiteSaveRow key={save.id} save={save} current={i === 0} restoring={restore.isPending} onRestore={() => setConfirming(save)} />}
      confirm={{
        item: confirming,
        title: (save) => `Restore the site to ${saveName(save)}?`,
        description: (unsaved) =>
          (unsaved ? "Edits on this page that you have not saved are replaced if the restore changes this page (Undo brings them back). " : "") +
          "Every page changed since is brought back, as one new save; what you have now stays in the history.",
        label: "Restore site",
        onConfirm: restoreSave,
        onCancel: () => setConfirming(null),
      }}
    />
  );
}
