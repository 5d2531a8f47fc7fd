import { PREVIEW_ESCAPE_RELAY } from "@layoutlift/core/behaviours/preview-relay";
import { BEHAVIOUR_RUNTIME } from "@layoutlift/core/behaviours/runtime.gen";
import { safeDocumentAttributes, type DocumentAttributes } from "@layoutlift/core/contract/document-attributes";
import { indentBlock } from "@layoutlift/core/export/css/css-text";
import { documentShell } from "@layoutlift/core/export/print/document-shell";
import { escapeStyleElementText } from "@layoutlift/core/html/raw-text";
import { serializeLayout } from "../state/document/serialize-layout";
import type { LayoutDoc } from "../state/document/types";

/**
 * The current document as the HTML export writes it (core's document shell, the stylesheet inline, the markup
 * without editor stamps) with our behaviour runtime inline, so menus, tabs and dialogs work in Preview, and the relay
 * that lets an Escape which closed nothing leave Preview. The app's Content-Security-Policy names both by hash (srcdoc frames inherit it); the page's own scripts were never
 * kept, so the runtime is the only script there is.
 */
export function previewDocument(doc: LayoutDoc, options: { title?: string; document?: DocumentAttributes | null; fontCss?: string } = {}): string {
  if (/<\/script|<!--/i.test(BEHAVIOUR_RUNTIME)) throw new Error("the behaviour runtime cannot be inlined");
  const document = options.document
    ? { html: safeDocumentAttributes(options.document.html), body: safeDocumentAttributes(options.document.body) }
    : undefined;
  return documentShell(
    { nodes: [], css: doc.css, title: options.title ?? "", document },
    {
      head: [
        `    <style>\n${indentBlock(escapeStyleElementText(doc.css), "      ")}\n    </style>`,
        // The page's fonts as bytes the editor read (preview-fonts.ts), after the page's rules so they win.
        ...(options.fontCss ? [`    <style>\n${indentBlock(escapeStyleElementText(options.fontCss), "      ")}\n    </style>`] : []),
      ],
      body: [serializeLayout(doc, "export"), `    <script>${BEHAVIOUR_RUNTIME}</script>`, `    <script>${PREVIEW_ESCAPE_RELAY}</script>`],
    },
  );
}
