import { Link2Icon, Link2OffIcon } from "lucide-react";
import { DETACHED_PART_ATTR, type SitePart } from "@layoutlift/core/contract/site-parts";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useSiteParts } from "../api/site-parts";
import { getNode } from "../state/document/node-table";
import type { LayoutDoc } from "../state/document/types";
import { useDispatch, useEditor } from "../state/editor-store";
import { ReattachPartButton } from "./reattach-part-button";

const LABELS: Record<string, string> = { SiteHeader: "site header", SiteNav: "site navigation", SiteFooter: "site footer", Sidebar: "sidebar" };
const label = (name: string) => LABELS[name.replace(/\d+$/, "")] ?? name;

/** The top-level element the node sits in. */
function topLevelId(doc: LayoutDoc, id: string | null): string | null {
  let node = id ? getNode(doc.nodes, id) : undefined;
  while (node?.parent) node = getNode(doc.nodes, node.parent);
  return node?.id ?? null;
}

/** Its index among the page's top-level elements (what the server counts), -1 for a text node. */
const elementIndex = (doc: LayoutDoc, id: string) => doc.roots.filter((r) => getNode(doc.nodes, r)?.kind === "element").indexOf(id);

const isDetached = (doc: LayoutDoc, id: string) => {
  const node = getNode(doc.nodes, id);
  return node?.kind === "element" && DETACHED_PART_ATTR in node.attrs;
};

/**
 * Shown above the properties of an element inside a site's shared header, navigation or footer: edits there are
 * saved to every page that shares it, unless this page's copy is detached.
 */
export function SharedPartNotice({ readOnly = false }: { readOnly?: boolean }) {
  const layoutId = useEditor((s) => s.layoutId);
  const topId = useEditor((s) => topLevelId(s.doc, s.selectedId));
  const index = useEditor((s) => (topId ? elementIndex(s.doc, topId) : -1));
  const detachedNow = useEditor((s) => (topId ? isDetached(s.doc, topId) : false));
  const { data, error, refetch, isFetching } = useSiteParts(layoutId, !!topId);
  const dispatch = useDispatch();
  const part: SitePart | undefined = index >= 0 ? data?.parts.find((p) => p.elementIndex === index) : undefined;
  // The server could not read the site's pages (too slow, too large, busy): say so rather than nothing.
  if (topId && error) {
    return (
      <div className="flex flex-col gap-2 border-b bg-muted/50 px-3 py-2 text-xs" data-testid="shared-part-notice" data-error="true">
        <p>{error instanceof ApiError ? error.serverMessage : "The site's shared header and footer could not be read."}</p>
        <Button variant="outline" size="sm" className="self-start" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!topId || !part) return null;
  const pages = part.sharedWith.length;
  const others = `${pages} other page${pages === 1 ? "" : "s"}`;
  // The open document says whether this page's copy is detached (a detach or reattach not saved yet included).
  if (detachedNow) {
    return (
      <div className="flex flex-col gap-2 border-b bg-muted/50 px-3 py-2 text-xs" data-testid="shared-part-notice" data-detached="true">
        <p className="flex items-start gap-2">
          <Link2OffIcon className="mt-0.5 size-3.5 shrink-0" />
          <span>Detached: this page has its own copy of the {label(part.name)}. Edits here stay on this page; edits on the {others} no longer reach it.</span>
        </p>
        {!readOnly && layoutId && <ReattachPartButton layoutId={layoutId} id={topId} elementIndex={index} label={label(part.name)} />}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-b bg-primary/5 px-3 py-2 text-xs" data-testid="shared-part-notice">
      <p className="flex items-start gap-2">
        <Link2Icon className="mt-0.5 size-3.5 shrink-0" />
        <span>
          Part of the {label(part.name)}, shared with {others}. Edits here change every page when you save.
        </span>
      </p>
      {!readOnly && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => dispatch({ type: "detachSharedPart", id: topId })}>
          Detach for this page
        </Button>
      )}
    </div>
  );
}
