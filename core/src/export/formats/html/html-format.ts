import type { ExportFormatDefinition } from "../export-format.ts";
import { renderHtmlDocument } from "./html-document.ts";
import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile, needsBehaviourScript } from "../../print/behaviour-script.ts";

/** `layout.html`: one HTML5 document with its stylesheet inline; in the zip, the static copy at its root. */
export const htmlFormat: ExportFormatDefinition<"html"> = {
  id: "html",
  filename: "layout.html",
  contentType: "text/html; charset=utf-8",
  render: ({ tree, formattedCss }) => renderHtmlDocument(tree, formattedCss),
  tailwind: async (_layout, { flavoured }) => {
    const tw = await flavoured();
    return renderHtmlDocument(tw.tree, tw.css);
  },
  zip: {
    folder: "index.html + styles.css + assets/",
    readme: "a static copy: open index.html in a browser; images and fonts are downloaded into assets/",
    tailwindReadme: "a static copy: open index.html in a browser; the markup carries Tailwind utility classes and styles.css is Tailwind's compiled CSS, so it needs no build; images and fonts are downloaded into assets/",
    assetsAt: "",
    files: ({ local }) => ({
      "index.html": renderHtmlDocument(local.tree, "", { stylesheetHref: "styles.css", behaviourScriptSrc: BEHAVIOUR_SCRIPT_FILE }),
      "styles.css": local.css + "\n",
      ...(needsBehaviourScript(local.tree) ? { [BEHAVIOUR_SCRIPT_FILE]: behaviourScriptFile() } : {}),
    }),
  },
};
