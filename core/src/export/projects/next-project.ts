import { withDeveloperSetup } from "./developer-setup.ts";
import type { ProjectParts } from "./project-parts.ts";
import { namedComponentsNote, unique } from "./project-parts.ts";
import { printJsxApp, printJsxComponent } from "../print/components/jsx-components.ts";
import { typeImports } from "../print/tsx-type-imports.ts";
import type { JsxUsage } from "../print/jsx-printer.ts";
import { reactInteractionHooks } from "../print/components/interactions-react.ts";
import { reactInteractionProvider } from "../print/components/interactions-provider.ts";
import { jsxDocumentAttributes, NEXT_COMMANDS, NEXT_ENV_TYPES, nextPackage, nextTsconfig, projectReadme, TAILWIND_POSTCSS_CONFIG } from "./scaffolds.ts";

/** `nextjs/`: an App Router project; app/page.tsx renders components/<Name>.tsx, each with its CSS module. */
export function nextProject(parts: ProjectParts, prefix = "nextjs/"): Record<string, string> {
  const { tree, layout, split, interactions, tailwind = false } = parts;
  const stateful = interactions.states.length > 0;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  put("package.json", nextPackage("layoutlift-nextjs-export", tailwind));
  if (tailwind) put("postcss.config.mjs", TAILWIND_POSTCSS_CONFIG);
  put("tsconfig.json", nextTsconfig(false));
  put("next-env.d.ts", NEXT_ENV_TYPES);
  const notes = [
    ...namedComponentsNote(parts, "components/"),
    ...(stateful
      ? ["Menus, accordions, dialogs and scroll effects keep what is open in `components/PageInteractions.tsx` (React state, with the hooks of `components/interactions.ts`); the client components that show it read it with `useInteractions()`."]
      : []),
  ];
  put("README.md", projectReadme(tree.title, "Next.js", NEXT_COMMANDS, notes, tailwind ? "app/globals.css" : undefined));
  put("app/layout.tsx", [
    'import type { Metadata } from "next";',
    'import type { ReactNode } from "react";',
    ...(tailwind ? [] : ['import "../styles/tokens.css";']),
    'import "./globals.css";',
    ...(stateful ? ['import PageInteractions from "../components/PageInteractions";'] : []),
    "",
    `export const metadata: Metadata = { title: ${JSON.stringify(tree.title)} };`,
    "",
    "export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {",
    "  return (",
    `    <html${jsxDocumentAttributes({ lang: "en", ...tree.document?.html })}>`,
    `      <body${jsxDocumentAttributes(tree.document?.body ?? {})}>${stateful ? "<PageInteractions>{children}</PageInteractions>" : "{children}"}</body>`,
    "    </html>",
    "  );",
    "}",
    "",
  ].join("\n"));
  if (!tailwind) put("styles/tokens.css", parts.tokensCss + "\n");
  if (parts.tokensJson) put("styles/tokens.json", parts.tokensJson);
  if (stateful) {
    put("components/interactions.ts", reactInteractionHooks(true));
    const { context, provider } = reactInteractionProvider(interactions.states, true, { hooks: "./interactions", context: "./useInteractions" });
    put("components/useInteractions.ts", context);
    put("components/PageInteractions.tsx", provider);
  }
  // Components that read interaction state, or hold their own, run in the browser: they are client components.
  const client = (usage: JsxUsage, from: string, own: string[] = []) => [
    ...(usage.states.size || own.length ? ['"use client";', ""] : []),
    ...(usage.states.size ? [`import { useInteractions } from "${from}";`] : []),
  ];
  const reactImport = (names: string[], types: string[]) =>
    names.length || types.length ? [`import { ${[...names, ...types.map((t) => `type ${t}`)].join(", ")} } from "react";`] : [];
  put("app/globals.css", parts.globalCss + "\n");
  const options = { typed: true, moduleClasses: split.moduleClasses, filePerComponent: true, nextImage: true, localStates: parts.localStates };
  const imageImport = (usage: JsxUsage) => (usage.nextImage ? ['import Image from "next/image";'] : []);
  const page = printJsxApp(layout.plan, "Page", options);
  const importLine = (n: string, from: string, propTypes: string[]) =>
    propTypes.includes(n) ? `import ${n}, { type ${n}Props } from "${from}${n}";` : `import ${n} from "${from}${n}";`;
  put("app/page.tsx", [
    ...client(page.usage, "../components/useInteractions"),
    ...imageImport(page.usage),
    ...typeImports(page.usage),
    ...page.uses.filter(unique).map((n) => importLine(n, "../components/", page.propTypes)),
    "",
    page.code,
    "",
  ].join("\n"));
  for (const def of layout.plan.components) {
    const c = printJsxComponent(def, options);
    const lines = [
      ...client(c.usage, "./useInteractions", c.reactImports),
      ...reactImport(c.reactImports, c.reactTypeImports),
      ...(c.reactDomImports.length ? [`import { ${c.reactDomImports.join(", ")} } from "react-dom";`] : []),
      ...imageImport(c.usage),
      ...typeImports(c.usage),
      ...(c.hasModule ? [`import styles from "./${def.name}.module.css";`] : []),
      ...c.uses.filter(unique).map((n) => importLine(n, "./", c.propTypes)),
    ];
    put(`components/${def.name}.tsx`, [...lines, ...(lines.length ? [""] : []), c.code, ""].join("\n"));
    const css = parts.moduleCss.get(def.name);
    if (css) put(`components/${def.name}.module.css`, css + "\n");
  }
  return withDeveloperSetup(files, prefix, "nextjs");
}
