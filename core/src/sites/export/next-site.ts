import type { DownloadedAssets } from "../../export/assets/assets.ts";
import { cssTemplateLiteral } from "../../export/print/jsx-printer.ts";
import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile } from "../../export/print/behaviour-script.ts";
import { jsxDocumentAttributes, NEXT_COMMANDS, NEXT_ENV_TYPES, nextPackage, nextTsconfig, readmeText } from "../../export/projects/scaffolds.ts";
import { escapeStyleElementText } from "../../html/raw-text.ts";
import { jsxRegionComponent, jsxSiteCode } from "./jsx-site.ts";
import type { SiteProjectModel } from "./site-project.ts";
import { routeTable } from "./vite-site.ts";

/**
 * `nextjs/`: an App Router site. The shared regions render once, in app/layout.tsx (a small client component reads
 * the path for the navigation's `active` link); each page is `app/<route>/page.tsx` with its own rules in a
 * <style> that leaves with the page, so one page's rules never reach another's markup.
 */
export function nextSiteProject(model: SiteProjectModel, assets: DownloadedAssets, prefix = "nextjs/"): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  const put = (path: string, body: string | Uint8Array) => void (files[prefix + path] = body);
  const jsx = jsxSiteCode(model.routes, { typed: true, attribute: "href", importLine: 'import Link from "next/link";' });
  const { document } = model;
  put("package.json", nextPackage("layoutlift-nextjs-site"));
  // allowJs: the route table is a JavaScript module the client component imports.
  put("tsconfig.json", nextTsconfig(true));
  put("next-env.d.ts", NEXT_ENV_TYPES);
  put("README.md", readmeText(document.title, [
    "A Next.js (App Router) site exported by LayoutLift: one route per captured page (`app/<route>/page.tsx`), the parts every page shares in `components/`, rendered once by `app/layout.tsx`; links between pages use `next/link`.",
  ], NEXT_COMMANDS));
  if (model.behaviours) put(`public/${BEHAVIOUR_SCRIPT_FILE}`, behaviourScriptFile());
  for (const { path, body } of assets.files.values()) put(`public/${path}`, body);
  put("app/site.css", model.globalCss + "\n");
  put("components/site-pages.js", routeTable(model));
  for (const region of model.regions) {
    put(`components/${region.name}.tsx`, jsxRegionComponent(jsx, region, region.hasActive ? "{ active }: { active: string | null }" : ""));
  }
  const withActive = model.regions.filter((r) => r.hasActive);
  if (withActive.length) {
    put("components/CurrentPage.tsx", [
      '"use client";',
      "",
      'import { usePathname } from "next/navigation";',
      'import { pageAt } from "./site-pages.js";',
      ...withActive.map((r) => `import ${r.name} from "./${r.name}";`),
      "",
      "/** The shared regions that mark the current page's link, told which page is shown. */",
      ...withActive.map((r) => [
        `export function Current${r.name}() {`,
        "  return <" + r.name + " active={pageAt(usePathname())?.active ?? null} />;",
        "}",
      ].join("\n")),
      "",
    ].join("\n"));
  }
  const use = (placement: "start" | "end") =>
    model.regions.filter((r) => r.placement === placement).map((r) => `        <${r.hasActive ? `Current${r.name}` : r.name} />`);
  put("app/layout.tsx", [
    'import type { Metadata } from "next";',
    'import type { ReactNode } from "react";',
    ...(model.behaviours ? ['import Script from "next/script";'] : []),
    'import "./site.css";',
    ...model.regions.filter((r) => !r.hasActive).map((r) => `import ${r.name} from "../components/${r.name}";`),
    ...(withActive.length ? [`import { ${withActive.map((r) => `Current${r.name}`).join(", ")} } from "../components/CurrentPage";`] : []),
    "",
    `export const metadata: Metadata = { title: ${JSON.stringify(document.title)} };`,
    "",
    "export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {",
    "  return (",
    `    <html${jsxDocumentAttributes({ lang: "en", ...document.document?.html })}>`,
    `      <body${jsxDocumentAttributes(document.document?.body ?? {})}>`,
    ...use("start"),
    "        {children}",
    ...use("end"),
    ...(model.behaviours ? [`        <Script src="/${BEHAVIOUR_SCRIPT_FILE}" strategy="afterInteractive" />`] : []),
    "      </body>",
    "    </html>",
    "  );",
    "}",
    "",
  ].join("\n"));
  for (const page of model.pages) {
    const folder = page.route === "/" ? "app/" : `app${page.route}/`;
    const code = jsx.print(page.nodes, 3);
    put(`${folder}page-styles.ts`, `/** This page's own rules (the site's shared ones are in app/site.css). */\nexport default ${cssTemplateLiteral(escapeStyleElementText(page.css))};\n`);
    put(`${folder}page.tsx`, [
      'import type { Metadata } from "next";',
      ...jsx.linkImport(code),
      'import css from "./page-styles";',
      "",
      `export const metadata: Metadata = { title: ${JSON.stringify(page.title)} };`,
      "",
      `export default function ${page.component}() {`,
      "  return (",
      "    <>",
      code,
      // After the page's markup, so no sibling selector of the page sees an extra element before its content.
      "      <style dangerouslySetInnerHTML={{ __html: css }} />",
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n"));
  }
  return files;
}
