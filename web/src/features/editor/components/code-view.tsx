import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCanvasBridge, type CanvasBridge } from "../lib/canvas-bridge";
import { codeEditResult } from "../state/actions/code-edit";
import { serializeElement } from "../state/document/serialize-layout";
import { ID_ATTR } from "../state/document/types";
import { useDispatch, useEditorStoreApi } from "../state/editor-store";
import { rulesWhere } from "../state/styles/top-level-rules";

/** Which selectors the element matches, asked of the canvas itself so the answer is the browser's. */
function matcherFor(bridge: CanvasBridge, id: string): (selector: string) => boolean {
  const el = bridge.view?.document.querySelector(`[${ID_ATTR}="${id}"]`);
  return (selector) => {
    try {
      return !!el && el.matches(selector);
    } catch {
      return false; // pseudo-elements and selectors this browser does not know
    }
  };
}

/**
 * The selection's HTML and the stylesheet rules that apply to it (those inside @media blocks under their query),
 * editable. Apply validates first (see
 * codeEditResult) and shows why an edit is refused; an accepted edit is one undo step.
 */
export function CodeView({ id }: { id: string }) {
  const store = useEditorStoreApi();
  const bridge = useCanvasBridge();
  const dispatch = useDispatch();
  const [initial] = useState(() => {
    const { doc } = store.getState();
    return { html: serializeElement(doc, id), ...rulesWhere(doc.css, matcherFor(bridge.current, id)) };
  });
  const [html, setHtml] = useState(initial.html);
  const [css, setCss] = useState(initial.css);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const edit = { id, html, css, ruleSelectors: initial.selectors, mediaSelectors: initial.media };
    const result = codeEditResult(store.getState().doc, edit);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(null);
    dispatch({ type: "applyCodeEdit", ...edit });
  };

  return (
    <div className="grid gap-3 p-3" data-testid="code-view">
      <div className="grid gap-1.5">
        <Label htmlFor="code-view-html">HTML</Label>
        <Textarea id="code-view-html" value={html} onChange={(e) => setHtml(e.target.value)} spellCheck={false} className="min-h-32 font-mono text-xs" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="code-view-css">CSS rules</Label>
        <Textarea id="code-view-css" value={css} onChange={(e) => setCss(e.target.value)} spellCheck={false} className="min-h-32 font-mono text-xs" />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button size="sm" onClick={apply}>
        Apply code
      </Button>
    </div>
  );
}
