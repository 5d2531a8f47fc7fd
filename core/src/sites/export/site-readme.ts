/** The folders a site zip can hold, in the order the README lists them. */
const FOLDERS: [string, string][] = [
  ["site/", "the static site: open site/index.html in a browser (works from disk or any folder of any host); site.json lists the pages"],
  ["react/", "a Vite + React Router project: `npm install && npm run dev`"],
  ["vue/", "a Vite + Vue Router project: `npm install && npm run dev`"],
  ["nextjs/", "a Next.js App Router project: `npm install && npm run dev`"],
  ["wix/", "one embed per page for Wix (Embed HTML), named after the page's route"],
  ["squarespace/", "one embed per page for Squarespace (Code block), named after the page's route"],
];

/** `README.md` of a site zip: what was captured and what each folder is. */
export function siteReadme(title: string, routes: string[], paths: string[]): string {
  return [
    `# ${title.replace(/[\r\n]+/g, " ")}`,
    "",
    `A whole site exported by LayoutLift: ${routes.length} page(s) (${routes.join(", ")}). The header and footer every page shares are one component in each project; links between these pages lead to their routes, other links to the original site.`,
    "",
    ...FOLDERS.filter(([folder]) => paths.some((p) => p.startsWith(folder))).map(([folder, text]) => `- \`${folder}\` — ${text}`),
    "",
  ].join("\n");
}
