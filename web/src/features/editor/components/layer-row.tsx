import { memo, useState, type DragEvent } from "react";
import { BoxIcon, ChevronRightIcon, EyeIcon, EyeOffIcon, ImageIcon, LockIcon, PencilIcon, RectangleHorizontalIcon, TextCursorInputIcon, TypeIcon, UnlockIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { layerTitle, type Layer } from "../state/document/layers";
import type { EditorAction } from "../state/actions";
import { topLevelElements } from "../state/document/tree-ops";
import { useEditorStoreApi } from "../state/editor-store";
import { layerDropMove, layerDropPosition } from "../lib/layer-drop";
import { useLayerDragStore, useRowDropPosition } from "../lib/layer-drag-context";
import { LayerNameInput } from "./layer-name-input";

const TYPE_ICONS = { text: TypeIcon, image: ImageIcon, button: RectangleHorizontalIcon, input: TextCursorInputIcon, container: BoxIcon };
const DRAG_TYPE = "application/x-layoutlift-layers";

interface LayerRowProps {
  layer: Layer;
  selected: ReadonlySet<string>;
  /** Ids whose subtree must be open because a selected element is inside. */
  openPath: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
}

/** One layer and, when expanded, its children; memoised so a selection change re-renders only what differs. */
export const LayerRow = memo(function LayerRow({ layer, selected, openPath, dispatch }: LayerRowProps) {
  // Only the top level starts open: a 2,000-element page would otherwise render thousands of rows at once.
  const [expanded, setExpanded] = useState(layer.depth < 1 && !layer.folded);
  const [renaming, setRenaming] = useState(false);
  const store = useEditorStoreApi();
  const drag = useLayerDragStore();
  const dropPosition = useRowDropPosition(layer.id);
  const open = expanded || openPath.has(layer.id);
  const Icon = TYPE_ICONS[layer.type];
  const isSelected = selected.has(layer.id);

  const onDragStart = (e: DragEvent) => {
    e.stopPropagation();
    const state = store.getState();
    if (!state.selectedIds.includes(layer.id)) state.select(layer.id);
    const ids = store.getState().selectedIds;
    e.dataTransfer.setData(DRAG_TYPE, ids.join(","));
    e.dataTransfer.effectAllowed = "move";
    drag.setState({ dragging: ids, over: null });
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    const dragging = drag.getState().dragging;
    if (!dragging) return;
    e.stopPropagation();
    const doc = store.getState().doc;
    const moving = topLevelElements(doc, dragging);
    const rect = e.currentTarget.getBoundingClientRect();
    const rel = (e.clientY - rect.top) / Math.max(1, rect.height);
    let position = layerDropPosition(rel, layer.type === "container");
    let move = layerDropMove(doc, moving, layer.id, position);
    if (!move && position === "inside") {
      position = rel < 0.5 ? "before" : "after";
      move = layerDropMove(doc, moving, layer.id, position);
    }
    if (!move) {
      if (drag.getState().over?.id === layer.id) drag.setState({ over: null });
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = "move";
    const over = drag.getState().over;
    if (over?.id !== layer.id || over.position !== position) drag.setState({ over: { id: layer.id, position } });
  };
  const onDrop = (e: DragEvent) => {
    const { dragging, over } = drag.getState();
    drag.setState({ dragging: null, over: null });
    if (!dragging || !over) return;
    e.preventDefault();
    e.stopPropagation();
    const doc = store.getState().doc;
    const moving = topLevelElements(doc, dragging);
    const move = layerDropMove(doc, moving, over.id, over.position);
    if (move) dispatch({ type: "moveElements", ids: moving.map((m) => m.id), ...move });
  };

  return (
    <li role="treeitem" aria-selected={isSelected} aria-expanded={layer.children.length ? open : undefined} data-layer-id={layer.id}>
      <div
        className={cn(
          "group relative flex h-7 items-center gap-1 rounded pr-1 text-xs hover:bg-muted",
          isSelected && "bg-indigo-500/15 text-indigo-700 dark:text-indigo-300",
          !layer.visible && "opacity-50",
          dropPosition === "inside" && "ring-2 ring-inset ring-indigo-500",
        )}
        style={{ paddingLeft: 4 + layer.depth * 12 }}
        draggable={!layer.locked}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragEnd={() => drag.setState({ dragging: null, over: null })}
        onMouseEnter={() => store.getState().hover(layer.id)}
        onMouseLeave={() => store.getState().hover(null)}
        data-drop={dropPosition ?? undefined}
      >
        {(dropPosition === "before" || dropPosition === "after") && (
          <span
            data-testid="layer-drop-indicator"
            className={cn("pointer-events-none absolute right-0 h-0.5 rounded bg-indigo-500", dropPosition === "before" ? "top-0" : "bottom-0")}
            style={{ left: 4 + layer.depth * 12 }}
          />
        )}
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
          onClick={(e) => store.getState().select(layer.id, e.shiftKey)}
          onDoubleClick={() => setRenaming(true)}
          disabled={layer.locked}
          title={`${layerTitle(layer)} (${layer.component ? "component, " : ""}${layer.type})`}
        >
          <Icon className="size-3.5 shrink-0 text-muted-foreground" />
          <span className={cn("truncate", layer.component && "font-medium")} data-testid="layer-name">
            {layer.name}
          </span>
          {layer.restingState && (
            <span className="shrink-0 text-muted-foreground" data-testid="layer-state">
              · {layer.restingState}
            </span>
          )}
        </button>
        <button
          type="button"
          aria-label={`Rename ${layer.name}`}
          title="Rename: the name of this component in exports"
          className="grid size-5 place-items-center rounded opacity-0 hover:bg-background focus:opacity-100 group-hover:opacity-100"
          onClick={() => setRenaming(true)}
        >
          <PencilIcon className="size-3" />
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
      {renaming && (
        <LayerNameInput
          initial={layer.name}
          depth={layer.depth}
          onCommit={(name) => {
            setRenaming(false);
            dispatch({ type: "renameLayer", id: layer.id, name });
          }}
          onCancel={() => setRenaming(false)}
        />
      )}
      {open && layer.children.length > 0 && (
        <ul role="group">
          {layer.children.map((child) => (
            <LayerRow key={child.id} layer={child} selected={selected} openPath={openPath} dispatch={dispatch} />
          ))}
        </ul>
      )}
    </li>
  );
});
