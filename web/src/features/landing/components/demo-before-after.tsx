import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { demoCss, demoHtml } from "../data/demo-sample";
import { previewDocument } from "../lib/sanitize-html";
import { DemoPreviewFrame } from "./demo-preview-frame";

/** Left: the page as the visitor saw it. Right: the clean code LayoutLift produced from it. */
export function DemoBeforeAfter() {
  const srcDoc = useMemo(() => previewDocument(demoHtml, demoCss), []);
  return (
    // min-w-0: a grid item is as wide as its longest unbreakable code line otherwise (1,110 px on a phone).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <figure className="flex min-w-0 flex-col gap-3">
        <figcaption className="flex items-center gap-2 text-sm font-medium">
          <Badge variant="secondary">Before</Badge> The original website
        </figcaption>
        <DemoPreviewFrame title="Original website" srcDoc={srcDoc} address="https://acme.example" />
      </figure>
      <figure className="flex min-w-0 flex-col gap-3">
        <figcaption className="flex items-center gap-2 text-sm font-medium">
          <Badge variant="success">After</Badge> Clean, editable code
        </figcaption>
        <pre
          tabIndex={0}
          aria-label="Extracted HTML and CSS"
          className="h-[537px] overflow-auto rounded-xl border bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <code>
            <span className="text-slate-400">{"<!-- index.html -->"}</span>
            {"\n"}
            {demoHtml}
            {"\n\n"}
            <span className="text-slate-400">{"/* styles.css */"}</span>
            {"\n"}
            {demoCss}
          </code>
        </pre>
      </figure>
    </div>
  );
}
