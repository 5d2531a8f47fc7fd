import type { ExportFormatDefinition } from "../export-format.ts";
import { renderReactComponent } from "./react-component.ts";
import { reactProject } from "../../projects/react-project.ts";

/** `ExportedLayout.jsx`: named function components in one drop-in file; in the zip, a Vite + React project. */
export const reactFormat: ExportFormatDefinition<"react"> = {
  id: "react",
  filename: "ExportedLayout.jsx",
  contentType: "text/javascript; charset=utf-8",
  render: ({ tree, componentRoot }) => renderReactComponent(tree, componentRoot),
  tailwind: async ({ componentRoot }, { flavoured }) => {
    const tw = await flavoured();
    return renderReactComponent(tw.tree, componentRoot, { css: tw.css, note: tw.note });
  },
  zip: {
    folder: "react/",
    readme: "a Vite + React project: one component per region in src/components/ (each with its CSS module), tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
    tailwindReadme: "a Vite + React project with Tailwind CSS v4: one component per region in src/components/ styled with utility classes, one stylesheet src/index.css (Tailwind through @tailwindcss/vite, the tokens in its @theme block; tokens.json in src/styles/), images and fonts in public/assets/: npm install && npm run dev",
    assetsAt: "react/public/",
    files: (zip) => reactProject(zip.rootProject()),
  },
};
