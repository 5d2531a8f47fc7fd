import type { DownloadedAssets } from "../../export/assets/assets.ts";
import { jsxRegionComponent, jsxSiteCode } from "./jsx-site.ts";
import type { SiteProjectModel } from "./site-project.ts";
import { pageStylesheet, routeTable, viteSiteScaffold } from "./vite-site.ts";

/** `react/`: a Vite + React Router app; the shared regions render once in the layout route, each page is a route. */
export function reactSiteProject(model: SiteProjectModel, assets: DownloadedAssets, prefix = "react/"): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  const put = (path: string, body: string | Uint8Array) => void (files[prefix + path] = body);
  const scaffold = viteSiteScaffold(model, assets, {
    name: "react",
    dependencies: { react: "^19.1.0", "react-dom": "^19.1.0", "react-router": "^7.0.0" },
    plugin: { package: "@vitejs/plugin-react", version: "^6.0.0", importAs: "react" },
    mountId: "root",
    entry: "src/main.jsx",
    readme: [
      "A Vite + React site exported by LayoutLift: one route per captured page in `src/pages/`, the parts every page shares in `src/components/` (rendered once, by `src/SiteLayout.jsx`), links between pages as React Router links.",
      "Each page's own rules are in `src/pages/<Page>.css`, applied while that page is shown; rules every page uses are in `src/styles/site.css`.",
    ],
  });
  for (const [path, body] of Object.entries(scaffold)) put(path, body);
  const jsx = jsxSiteCode(model.routes, { typed: false, attribute: "to", importLine: 'import { Link } from "react-router";' });

  put("src/site-pages.js", routeTable(model));
  put("src/page-style.js", [
    'import { useLayoutEffect } from "react";',
    "",
    "/** A page's own stylesheet, in the document while the page is shown (after the site's, as in the static site). */",
    "export function usePageStyle(css) {",
    "  useLayoutEffect(() => {",
    '    const style = document.createElement("style");',
    "    style.textContent = css;",
    "    document.head.append(style);",
    "    return () => style.remove();",
    "  }, [css]);",
    "}",
    "",
  ].join("\n"));
  for (const region of model.regions) {
    put(`src/components/${region.name}.jsx`, jsxRegionComponent(jsx, region, region.hasActive ? "{ active }" : ""));
  }
  const use = (placement: "start" | "end") =>
    model.regions.filter((r) => r.placement === placement).map((r) => `      <${r.name}${r.hasActive ? " active={page?.active ?? null}" : ""} />`);
  put("src/SiteLayout.jsx", [
    'import { useEffect } from "react";',
    'import { Outlet, useLocation } from "react-router";',
    'import { pageAt } from "./site-pages.js";',
    ...model.regions.map((r) => `import ${r.name} from "./components/${r.name}.jsx";`),
    "",
    "export default function SiteLayout() {",
    "  const { pathname, hash } = useLocation();",
    "  const page = pageAt(pathname);",
    "  useEffect(() => {",
    "    if (page) document.title = page.title;",
    "  }, [page]);",
    "  // A new page starts at its top, or at the section its link names, as a page load would.",
    "  useEffect(() => {",
    "    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;",
    "    if (target) target.scrollIntoView();",
    "    else window.scrollTo(0, 0);",
    "  }, [pathname, hash]);",
    "  return (",
    "    <>",
    ...use("start"),
    "      <Outlet />",
    ...use("end"),
    "    </>",
    "  );",
    "}",
    "",
  ].join("\n"));
  for (const page of model.pages) {
    const code = jsx.print(page.nodes, 3);
    put(pageStylesheet(page.component), page.css + "\n");
    put(`src/pages/${page.component}.jsx`, [
      ...jsx.linkImport(code),
      'import { usePageStyle } from "../page-style.js";',
      `import css from "./${page.component}.css?inline";`,
      "",
      `export default function ${page.component}() {`,
      "  usePageStyle(css);",
      "  return (",
      "    <>",
      code,
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n"));
  }
  const route = (p: SiteProjectModel["pages"][number]) =>
    p.route === "/" ? `          <Route index element={<${p.component} />} />` : `          <Route path=${JSON.stringify(p.route.slice(1))} element={<${p.component} />} />`;
  put("src/main.jsx", [
    'import { StrictMode } from "react";',
    'import { createRoot } from "react-dom/client";',
    'import { BrowserRouter, Route, Routes } from "react-router";',
    'import "./styles/site.css";',
    'import SiteLayout from "./SiteLayout.jsx";',
    ...model.pages.map((p) => `import ${p.component} from "./pages/${p.component}.jsx";`),
    "",
    'createRoot(document.getElementById("root")).render(',
    "  <StrictMode>",
    "    <BrowserRouter>",
    "      <Routes>",
    "        <Route element={<SiteLayout />}>",
    ...model.pages.map(route),
    "        </Route>",
    "      </Routes>",
    "    </BrowserRouter>",
    "  </StrictMode>,",
    ");",
    "",
  ].join("\n"));
  return files;
}
