import type { ExportFormatDefinition } from "../export-format.ts";
import { renderAstroComponent } from "./astro-component.ts";
import { astroProject } from "../../projects/astro-project.ts";

/** `ExportedLayout.astro`: one drop-in Astro component; in the zip, an Astro project. */
export const astroFormat: ExportFormatDefinition<"astro"> = {
  id: "astro",
  filename: "ExportedLayout.astro",
  contentType: "text/x-astro; charset=utf-8",
  render: ({ tree, componentRoot }) => renderAstroComponent(tree, componentRoot),
  zip: {
    folder: "astro/",
    readme: "an Astro project: src/pages/index.astro renders one component per region from src/components/ (its own rules in its scoped <style>), repeated items mapped from data in the frontmatter, tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
    tailwindReadme: "an Astro project with Tailwind CSS v4: src/pages/index.astro renders one component per region from src/components/ styled with utility classes, repeated items mapped from data in the frontmatter, one stylesheet src/styles/global.css (Tailwind through @tailwindcss/vite, the tokens in its @theme block; tokens.json beside it), images and fonts in public/assets/: npm install && npm run dev",
    assetsAt: "astro/public/",
    files: (zip) => astroProject(zip.rootProject("attributes")),
  },
};
