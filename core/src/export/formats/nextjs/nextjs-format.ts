import type { ExportFormatDefinition } from "../export-format.ts";
import { renderNextPage } from "./next-page.ts";
import { nextProject } from "../../projects/next-project.ts";

/** `ExportedLayout.tsx`: an App Router page with typed components; in the zip, a Next.js project. */
export const nextjsFormat: ExportFormatDefinition<"nextjs"> = {
  id: "nextjs",
  filename: "ExportedLayout.tsx",
  contentType: "text/x-typescript; charset=utf-8",
  render: ({ tree, componentRoot }) => renderNextPage(tree, componentRoot),
  tailwind: async ({ componentRoot }, { flavoured }) => {
    const tw = await flavoured();
    return renderNextPage(tw.tree, componentRoot, { css: tw.css, note: tw.note });
  },
  zip: {
    folder: "nextjs/",
    readme: "a Next.js App Router project: app/page.tsx renders components/<Name>.tsx (CSS modules), tokens in styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
    tailwindReadme: "a Next.js App Router project with Tailwind CSS v4: app/page.tsx renders components/<Name>.tsx styled with utility classes, one stylesheet app/globals.css (Tailwind through @tailwindcss/postcss, the tokens in its @theme block; tokens.json in styles/), images and fonts in public/assets/: npm install && npm run dev",
    assetsAt: "nextjs/public/",
    files: (zip) => nextProject(zip.rootProject()),
  },
};
