import { useEffect, useMemo, useRef } from "react";
import { LEAVE_PREVIEW_MESSAGE } from "@layoutlift/core/behaviours/preview-relay";
import type { DocumentAttributes } from "@layoutlift/core/contract/document-attributes";
import { previewDocument } from "../lib/preview-document";
import { usePreviewFontSheet } from "../lib/preview-fonts";
import { useEditor, useEditorStoreApi } from "../state/editor-store";
import { canvasHeight, canvasWidth } from "../state/view-slice";
import { fitCanvas, useElementSize } from "../hooks/use-canvas-fit";
import { CanvasStage, PAGE_FRAME_CLASS } from "./canvas-stage";

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
  const fit = fitCanvas(area, { width: deviceWidth, height: deviceHeight }, zoom, fitToWidth);
  // Redrawn only when the document changes (an edit from the properties panel); the page restarts then.
  const doc = useEditor((s) => s.doc);
  // The page's own fonts, read by the editor and inlined: this frame has no origin to read them itself.
  const fontCss = usePreviewFontSheet(useEditor((s) => s.layoutId), doc.css);
  const srcDoc = useMemo(() => previewDocument(doc, { title, document: documentAttributes, fontCss }), [doc, title, documentAttributes, fontCss]);
  // Escape inside the frame that closed nothing there leaves Preview, as Escape does outside it. Only this frame's
  // messages count (its origin is opaque: the source window is what identifies it).
  const frameRef = useRef<HTMLIFrameElement>(null);
  const store = useEditorStoreApi();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frameRef.current?.contentWindow && event.data === LEAVE_PREVIEW_MESSAGE) store.getState().setPreview(false);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [store]);

  return (
    <CanvasStage areaRef={areaRef} label="Preview" fit={fit}>
      <iframe ref={frameRef} title="Layout preview" sandbox="allow-scripts" srcDoc={srcDoc} className={PAGE_FRAME_CLASS} />
    </CanvasStage>
  );
}
