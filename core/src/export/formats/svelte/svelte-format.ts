import type { ExportFormatDefinition } from "../export-format.ts";
import { renderSvelteComponent } from "./svelte-component.ts";
import { svelteProject } from "../../projects/svelte-project.ts";

/** `ExportedLayout.svelte`: one drop-in Svelte 5 component; in the zip, a Vite + Svelte project. */
export const svelteFormat: ExportFormatDefinition<"svelte"> = {
  id: "svelte",
  filename: "ExportedLayout.svelte",
  contentType: "text/x-svelte; charset=utf-8",
  render: ({ tree, componentRoot }) => renderSvelteComponent(tree, componentRoot),
  zip: {
    folder: "svelte/",
    readme: "a Vite + Svelte 5 project: one component per region in src/lib/ (its own rules in its <style>), repeated items rendered with {#each} from data arrays, tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
    tailwindReadme: "a Vite + Svelte 5 project with Tailwind CSS v4: one component per region in src/lib/ styled with utility classes, repeated items rendered with {#each} from data arrays, one stylesheet src/index.css (Tailwind through @tailwindcss/vite, the tokens in its @theme block; tokens.json in src/styles/), images and fonts in public/assets/: npm install && npm run dev",
    assetsAt: "svelte/public/",
    files: (zip) => svelteProject(zip.rootProject("attributes")),
  },
};
