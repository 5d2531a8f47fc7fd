import { safeDocumentAttributes } from "../../contract/document-attributes.ts";

/**
 * The files every project of a toolchain starts with, one place for the single-page projects (export/projects) and
 * the whole-site ones (sites/export): package.json, the bundler's configuration, the README's shape and commands.
 */

/** A Vite plugin: its package, version range and the name vite.config.js imports it as (`named`: not a default export). */
export interface VitePlugin {
  package: string;
  version: string;
  importAs: string;
  named?: boolean;
  /** The plugin's options, as code (`{ template: … }`), with the comment that says why. */
  options?: { code: string; why: string };
}

/**
 * Tailwind CSS v4 wired into a project's build the framework's standard way (Tailwind's installation guides): the
 * Vite plugin for Vite and Astro, the PostCSS plugin (postcss.config.mjs) for Next.js.
 */
export const TAILWIND_VERSION = "^4.3.0";
export const TAILWIND_VITE_PLUGIN: VitePlugin = { package: "@tailwindcss/vite", version: TAILWIND_VERSION, importAs: "tailwindcss" };
export const TAILWIND_POSTCSS_CONFIG = 'const config = {\n  plugins: {\n    "@tailwindcss/postcss": {},\n  },\n};\n\nexport default config;\n';

export function vitePackage(name: string, dependencies: Record<string, string>, plugin: VitePlugin, tailwind = false): string {
  const devDependencies: Record<string, string> = { [plugin.package]: plugin.version, vite: "^8.0.0" };
  if (tailwind) Object.assign(devDependencies, { [TAILWIND_VITE_PLUGIN.package]: TAILWIND_VERSION, tailwindcss: TAILWIND_VERSION });
  return json({
    name,
    private: true,
    version: "0.1.0",
    type: "module",
    scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
    dependencies,
    devDependencies: Object.fromEntries(Object.entries(devDependencies).sort(([a], [b]) => a.localeCompare(b))),
  });
}

export function viteConfig(plugin: VitePlugin, tailwind = false): string {
  const plugins = tailwind ? [plugin, TAILWIND_VITE_PLUGIN] : [plugin];
  const imports = plugins.map((p) => `import ${p.named ? `{ ${p.importAs} }` : p.importAs} from "${p.package}";`);
  const calls = plugins.map((p) => (p.options ? `${p.importAs}(${p.options.code})` : `${p.importAs}()`));
  const why = plugin.options ? [`// ${plugin.options.why}`] : [];
  return ['import { defineConfig } from "vite";', ...imports, "", ...why, `export default defineConfig({ plugins: [${calls.join(", ")}] });`, ""].join("\n");
}

/** The entry page's body: a mount point that takes no box (the page's flex and grid containers lay out as in the html export), then the entry module. */
export function viteMountLines(mountId: string, entryPath: string): string[] {
  return [`    <div id="${mountId}" style="display: contents"></div>`, `    <script type="module" src="/${entryPath}"></script>`];
}

export const VITE_COMMANDS = ["npm install", "npm run dev     # http://localhost:5173", "npm run build   # static site in dist/"];

export function nextPackage(name: string, tailwind = false): string {
  return json({
    name,
    private: true,
    version: "0.1.0",
    scripts: { dev: "next dev", build: "next build", start: "next start" },
    dependencies: { next: "^16.4.0", react: "^19.1.0", "react-dom": "^19.1.0" },
    devDependencies: {
      ...(tailwind ? { "@tailwindcss/postcss": TAILWIND_VERSION } : {}),
      "@types/node": "^20.0.0",
      "@types/react": "^19.1.0",
      "@types/react-dom": "^19.1.0",
      ...(tailwind ? { tailwindcss: TAILWIND_VERSION } : {}),
      typescript: "^5.9.0",
    },
  });
}

/** Next.js's own tsconfig.json; `allowJs` where the project has JavaScript modules of its own (a site's route table). */
export function nextTsconfig(allowJs: boolean): string {
  return json({
    compilerOptions: {
      target: "ES2017", lib: ["dom", "dom.iterable", "esnext"], allowJs, skipLibCheck: true, strict: true,
      noEmit: true, esModuleInterop: true, module: "esnext", moduleResolution: "bundler", resolveJsonModule: true,
      isolatedModules: true, jsx: "react-jsx", incremental: true, plugins: [{ name: "next" }],
    },
    include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
    exclude: ["node_modules"],
  });
}

export const NEXT_ENV_TYPES = '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n';

export const NEXT_COMMANDS = ["npm install", "npm run dev     # http://localhost:3000", "npm run build && npm start"];

/** The <html>/<body> attributes a JSX root layout may carry: the safe ones, `class` as `className`. */
export function jsxDocumentAttributes(attrs: Record<string, string>): string {
  return Object.entries(safeDocumentAttributes(attrs))
    .filter(([k]) => k === "class" || k === "lang" || k === "dir" || /^(data|aria)-[a-z0-9-]+$/.test(k))
    .map(([k, v]) => ` ${k === "class" ? "className" : k}=${JSON.stringify(v)}`)
    .join("");
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + "\n";
}

/**
 * A single-page project's README: what it holds, how to run it, then what its framework's files add. `tailwind`: the
 * project's one stylesheet, which Tailwind's build plugin reads.
 */
export const projectReadme = (title: string, framework: string, commands: string[], notes: string[] = [], tailwind?: string) =>
  readmeText(
    title,
    [
      tailwind
        ? `A ${framework} project with Tailwind CSS v4, exported by LayoutLift: one component per page region in \`${framework === "Next.js" ? "components/" : "src/components/"}\`, styled with Tailwind utility classes, repeated items rendered from data arrays, images and fonts in \`public/assets/\`. \`${tailwind}\` is the stylesheet: Tailwind's theme and utilities (without Preflight, so the page looks as it did, unless the page was itself built on Tailwind's Preflight), the design tokens in its \`@theme\` block (also in \`tokens.json\`, the Design Tokens Community Group format), and the rules no utility can say (pseudo-elements, keyframes, fonts). Tailwind runs in the build (\`${framework === "Next.js" ? "@tailwindcss/postcss" : "@tailwindcss/vite"}\`): utility classes you add are generated on the next \`npm run dev\` or build.`
        : `A ${framework} project exported by LayoutLift: one component per page region in \`${framework === "Next.js" ? "components/" : "src/components/"}\`, repeated items rendered from data arrays, design tokens in \`tokens.css\` (and \`tokens.json\`, the Design Tokens Community Group format, for design tools), images and fonts in \`public/assets/\`.`,
    ],
    commands,
    notes,
  );

/** A README: the title on one line, what the project is, the commands to run it, then any notes, a paragraph each. */
export function readmeText(title: string, intro: string[], commands: string[], notes: string[] = []): string {
  return [`# ${title.replace(/[\r\n]+/g, " ")}`, "", ...intro, "", "```sh", ...commands, "```", ...notes.flatMap((note) => ["", note]), ""].join("\n");
}
