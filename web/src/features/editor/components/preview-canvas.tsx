import { useMemo, useRef } from "react";
import type { DocumentAttributes } from "@layoutlift/core/contract/document-attributes";
import { previewDocument } from "../lib/preview-document";
import { useEditor } from "../state/editor-store";
import { canvasHeight, canvasWidth } from "../state/view-slice";
import { CANVAS_GUTTER, fitCanvas, useElementSize } from "../hooks/use-canvas-fit";

/**
 * Preview: the document as the HTML export writes it, at the canvas's device width and scale, where the recorded
 * menus, tabs and dialogs work. `allow-scripts` without `allow-same-origin`: our runtime runs in an opaque origin
 * that can reach neither the editor nor the API, and nothing here writes to the document.
 */
export function PreviewCanvas({ title, documentAttributes }: { title?: string; documentAttributes?: DocumentAttributes | null }) {
  const deviceWidth = useEditor(canvasWidth);
  const deviceHeight = useEditor(canvasHeight);
  const zoom = useEditor((s) => s.zoom);
  const fitToWidth = useEditor((s) => s.fitToWidth);
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const { width, height, scale, left, contentWidth, contentHeight } = fitCanvas(area, { width: deviceWidth, height: deviceHeight }, zoom, fitToWidth);
  // Redrawn only when the document changes (an edit from the properties panel); the page restarts then.
  const doc = useEditor((s) => s.doc);
  const srcDoc = useMemo(() => previewDocument(doc, { title, document: documentAttributes }), [doc, title, documentAttributes]);

  return (
    <div ref={areaRef} className="relative min-h-0 flex-1 overflow-auto bg-muted/40" aria-label="Preview">
      <div className="relative" style={{ width: contentWidth, height: contentHeight }}>
        <div
          className="absolute origin-top-left"
          style={{ width, height, left, top: CANVAS_GUTTER, transform: `scale(${scale})` }}
          data-canvas-width={width}
        >
          <iframe
            title="Layout preview"
            sandbox="allow-scripts"
            srcDoc={srcDoc}
            className="block h-full w-full border-0 bg-white shadow-lg ring-1 ring-border"
          />
        </div>
      </div>
    </div>
  );
}
