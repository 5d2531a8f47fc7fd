import { withDeveloperSetup } from "./developer-setup.ts";
import type { ProjectParts } from "./project-parts.ts";
import { json, projectReadme, TAILWIND_VERSION, TAILWIND_VITE_PLUGIN } from "./scaffolds.ts";
import { astroAppImports, astroAppMarkup, astroComponentFile, frontmatter } from "../print/components/astro-components.ts";
import { braceAttribute, braceText } from "../print/components/brace-markup.ts";
import { safeDocumentAttributes } from "../../contract/document-attributes.ts";
import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile, needsBehaviourScript } from "../print/behaviour-script.ts";

const attributes = (attrs: Record<string, string> | undefined) =>
  Object.entries(safeDocumentAttributes(attrs)).map(([k, v]) => ` ${braceAttribute(k, v)}`).join("");

/**
 * `astro/`: an Astro project (a static site by default): src/pages/index.astro is the page's document, rendering
 * the regions from src/components/<Name>.astro. Menus, tabs and dialogs work as in the html export: the elements
 * keep their behaviour attributes and the page loads our runtime from public/.
 */
export function astroProject(parts: ProjectParts, prefix = "astro/"): Record<string, string> {
  const { tree, layout, tailwind = false } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  put("package.json", json({
    name: "layoutlift-astro-export",
    private: true,
    version: "0.1.0",
    type: "module",
    scripts: { dev: "astro dev", build: "astro build", preview: "astro preview", astro: "astro" },
    dependencies: { astro: "^5.18.0" },
    ...(tailwind ? { devDependencies: { [TAILWIND_VITE_PLUGIN.package]: TAILWIND_VERSION, tailwindcss: TAILWIND_VERSION } } : {}),
  }));
  put("astro.config.mjs", [
    'import { defineConfig } from "astro/config";',
    ...(tailwind ? [`import ${TAILWIND_VITE_PLUGIN.importAs} from "${TAILWIND_VITE_PLUGIN.package}";`] : []),
    "",
    "// `where` scoping adds no specificity: component styles cascade exactly as in the original page.",
    tailwind
      ? `export default defineConfig({ scopedStyleStrategy: "where", vite: { plugins: [${TAILWIND_VITE_PLUGIN.importAs}()] } });`
      : 'export default defineConfig({ scopedStyleStrategy: "where" });',
    "",
  ].join("\n"));
  put("tsconfig.json", json({ extends: "astro/tsconfigs/strict", include: [".astro/types.d.ts", "**/*"], exclude: ["dist"] }));
  put("README.md", projectReadme(tree.title, "Astro", ["npm install", "npm run dev     # http://localhost:4321", "npm run build   # static site in dist/"], [], tailwind ? "src/styles/global.css" : undefined));
  if (!tailwind) put("src/styles/tokens.css", parts.tokensCss + "\n");
  if (parts.tokensJson) put("src/styles/tokens.json", parts.tokensJson);
  put("src/styles/global.css", parts.globalCss + "\n");
  const behaviours = needsBehaviourScript(tree);
  if (behaviours) put(`public/${BEHAVIOUR_SCRIPT_FILE}`, behaviourScriptFile());
  put("src/pages/index.astro", [
    ...frontmatter([...(tailwind ? [] : ['import "../styles/tokens.css";']), 'import "../styles/global.css";', ...astroAppImports(layout.plan, "../components/")], null, layout.plan.appLists),
    "<!doctype html>",
    `<html${attributes({ lang: "en", ...tree.document?.html })}>`,
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${braceText(tree.title, { type: "element", tag: "title", ns: "html", attrs: [], children: [] })}</title>`,
    ...(behaviours ? [`    <script is:inline src="/${BEHAVIOUR_SCRIPT_FILE}" defer></script>`] : []),
    "  </head>",
    `  <body${attributes(tree.document?.body)}>`,
    astroAppMarkup(layout.plan, 2),
    "  </body>",
    "</html>",
    "",
  ].join("\n"));
  for (const def of layout.plan.components) put(`src/components/${def.name}.astro`, astroComponentFile(def, parts.moduleCss.get(def.name) ?? null));
  return withDeveloperSetup(files, prefix, "astro");
}
