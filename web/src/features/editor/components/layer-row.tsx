import { memo, useState } from "react";
import { BoxIcon, ChevronRightIcon, EyeIcon, EyeOffIcon, ImageIcon, LockIcon, RectangleHorizontalIcon, TextCursorInputIcon, TypeIcon, UnlockIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { Layer } from "../state/document/layers";
import type { EditorAction } from "../state/actions";

const TYPE_ICONS = { text: TypeIcon, image: ImageIcon, button: RectangleHorizontalIcon, input: TextCursorInputIcon, container: BoxIcon };

interface LayerRowProps {
  layer: Layer;
  selectedId: string | null;
  /** Ids whose subtree must be open because the selection is inside. */
  openPath: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
}

/** One layer and, when expanded, its children; memoised so a selection change re-renders only what differs. */
export const LayerRow = memo(function LayerRow({ layer, selectedId, openPath, dispatch }: LayerRowProps) {
  // Only the top level starts open: a 2,000-element page would otherwise render thousands of rows at once.
  const [expanded, setExpanded] = useState(layer.depth < 1);
  const open = expanded || openPath.has(layer.id);
  const Icon = TYPE_ICONS[layer.type];
  const selected = layer.id === selectedId;
  return (
    <li role="treeitem" aria-selected={selected} aria-expanded={layer.children.length ? open : undefined} data-layer-id={layer.id}>
      <div
        className={cn(
          "group flex h-7 items-center gap-1 rounded pr-1 text-xs hover:bg-muted",
          selected && "bg-indigo-500/15 text-indigo-700 dark:text-indigo-300",
          !layer.visible && "opacity-50",
        )}
        style={{ paddingLeft: 4 + layer.depth * 12 }}
        onMouseEnter={() => dispatch({ type: "hover", id: layer.id })}
        onMouseLeave={() => dispatch({ type: "hover", id: null })}
      >
        <button
          type="button"
          aria-label={open ? "Collapse" : "Expand"}
          className={cn("grid size-4 place-items-center rounded", !layer.children.length && "invisible")}
          onClick={() => setExpanded(!open)}
        >
          <ChevronRightIcon className={cn("size-3 transition-transform", open && "rotate-90")} />
        </button>
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-1.5 text-left disabled:cursor-not-allowed"
          onClick={() => dispatch({ type: "select", id: layer.id })}
          disabled={layer.locked}
          title={`${layer.name} (${layer.type})`}
        >
          <Icon className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="truncate">{layer.name}</span>
        </button>
        <button
          type="button"
          aria-label={layer.visible ? `Hide ${layer.name}` : `Show ${layer.name}`}
          className={cn("grid size-5 place-items-center rounded hover:bg-background", layer.visible && "opacity-0 group-hover:opacity-100 focus:opacity-100")}
          onClick={() => dispatch({ type: "toggleVisibility", id: layer.id })}
        >
          {layer.visible ? <EyeIcon className="size-3.5" /> : <EyeOffIcon className="size-3.5" />}
        </button>
        <button
          type="button"
          aria-label={layer.locked ? `Unlock ${layer.name}` : `Lock ${layer.name}`}
          className={cn("grid size-5 place-items-center rounded hover:bg-background", !layer.locked && "opacity-0 group-hover:opacity-100 focus:opacity-100")}
          onClick={() => dispatch({ type: "toggleLock", id: layer.id })}
        >
          {layer.locked ? <LockIcon className="size-3.5" /> : <UnlockIcon className="size-3.5" />}
        </button>
      </div>
      {open && layer.children.length > 0 && (
        <ul role="group">
          {layer.children.map((child) => (
            <LayerRow key={child.id} layer={child} selectedId={selectedId} openPath={openPath} dispatch={dispatch} />
          ))}
        </ul>
      )}
    </li>
  );
});
