import type { ExportFormatDefinition } from "../export-format.ts";
import { renderVueComponent } from "./vue-component.ts";
import { vueProject } from "../../projects/vue-project.ts";

/** `ExportedLayout.vue`: one drop-in single-file component; in the zip, a Vite + Vue project. */
export const vueFormat: ExportFormatDefinition<"vue"> = {
  id: "vue",
  filename: "ExportedLayout.vue",
  contentType: "text/x-vue; charset=utf-8",
  render: ({ tree, componentRoot }) => renderVueComponent(tree, componentRoot),
  tailwind: async ({ componentRoot }, { flavoured }) => {
    const tw = await flavoured();
    return renderVueComponent(tw.tree, componentRoot, { css: tw.css, note: tw.note });
  },
  zip: {
    folder: "vue/",
    readme: "a Vite + Vue project: one single-file component per region in src/components/ (each with its own rules), tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
    tailwindReadme: "a Vite + Vue project with Tailwind CSS v4: one single-file component per region in src/components/ styled with utility classes, one stylesheet src/index.css (Tailwind through @tailwindcss/vite, the tokens in its @theme block; tokens.json in src/styles/), images and fonts in public/assets/: npm install && npm run dev",
    assetsAt: "vue/public/",
    files: (zip) => vueProject(zip.rootProject()),
  },
};
