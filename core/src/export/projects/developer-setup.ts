/**
 * What a developer's own project starts with beside the code: a `.gitignore`, the framework's standard lint set-up
 * (the one its own starter writes: `npm create vite`'s React template, create-next-app, create-vue, `sv create`,
 * `npm create astro`) and a Prettier config, with `lint`/`check` and `format` scripts. The zip formats the project
 * with that Prettier config (prettier-format.ts), so `npm run format` changes nothing on a fresh export.
 */
export type ProjectKind = "react" | "vue" | "nextjs" | "svelte" | "astro";

const ESLINT = "^9.39.0";
const PRETTIER = "^3.6.0";

const GITIGNORE_COMMON = ["# dependencies", "node_modules/", "", "# logs and local files", "*.log", ".DS_Store", ".env", ".env.*", "!.env.example", ""];
const GITIGNORE_BUILD: Record<ProjectKind, string[]> = {
  react: ["# build output", "dist/", "dist-ssr/"],
  vue: ["# build output", "dist/", "dist-ssr/", "coverage/"],
  svelte: ["# build output", "dist/"],
  astro: ["# build output", "dist/", "", "# generated types", ".astro/"],
  nextjs: ["# build output", ".next/", "out/", "build/", "", "# TypeScript", "*.tsbuildinfo"],
};

/** The Vite React template's eslint.config.js. */
const REACT_ESLINT = `import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  globalIgnores(["dist"]),
  {
    files: ["**/*.{js,jsx}"],
    extends: [js.configs.recommended, reactHooks.configs.flat.recommended, reactRefresh.configs.vite],
    languageOptions: {
      ecmaVersion: 2020,
      globals: globals.browser,
      parserOptions: { ecmaVersion: "latest", ecmaFeatures: { jsx: true }, sourceType: "module" },
    },
    rules: { "no-unused-vars": ["error", { varsIgnorePattern: "^[A-Z_]" }] },
  },
]);
`;

/** create-next-app's eslint.config.mjs for Next.js 16: eslint-config-next's own flat configs (core web vitals and the TypeScript rules). */
const NEXT_ESLINT = `import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts"]),
]);

export default eslintConfig;
`;

/** create-vue's eslint.config.js with eslint-plugin-vue's recommended rules; Prettier owns the formatting rules. */
const VUE_ESLINT = `import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import js from "@eslint/js";
import pluginVue from "eslint-plugin-vue";
import skipFormatting from "eslint-config-prettier/flat";

export default defineConfig([
  { name: "app/files-to-lint", files: ["**/*.{js,mjs,jsx,vue}"] },
  globalIgnores(["**/dist/**", "**/dist-ssr/**", "**/coverage/**"]),
  { languageOptions: { globals: { ...globals.browser } } },
  js.configs.recommended,
  ...pluginVue.configs["flat/recommended"],
  skipFormatting,
]);
`;

interface Setup {
  files: Record<string, string>;
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * The Prettier config: Prettier's defaults, plus the official plugin where the framework has its own file type.
 * Svelte and Astro keep whitespace between elements as HTML does, so Prettier must not add any there (`strict`):
 * a line break between two inline-block items would open a gap the page does not have. JSX and Vue templates drop
 * whitespace that holds a line break, so their defaults are safe.
 */
export function prettierConfig(kind: ProjectKind): Record<string, unknown> {
  const strict = { htmlWhitespaceSensitivity: "strict" };
  if (kind === "svelte") return { ...strict, plugins: ["prettier-plugin-svelte"], overrides: [{ files: "*.svelte", options: { parser: "svelte" } }] };
  if (kind === "astro") return { ...strict, plugins: ["prettier-plugin-astro"], overrides: [{ files: "*.astro", options: { parser: "astro" } }] };
  return {};
}

/** Files Prettier leaves alone: the assets and our minified behaviour runtime in public/ (code the developer does not edit). */
export const PRETTIER_IGNORE = "public/\n";

function setup(kind: ProjectKind): Setup {
  const prettier = { prettier: PRETTIER };
  const format = { format: "prettier --write .", "format:check": "prettier --check ." };
  switch (kind) {
    case "react":
      return {
        files: { "eslint.config.js": REACT_ESLINT },
        scripts: { lint: "eslint .", ...format },
        devDependencies: { "@eslint/js": ESLINT, eslint: ESLINT, "eslint-plugin-react-hooks": "^7.0.0", "eslint-plugin-react-refresh": "^0.5.0", globals: "^17.0.0", ...prettier },
      };
    case "nextjs":
      return {
        files: { "eslint.config.mjs": NEXT_ESLINT },
        scripts: { lint: "eslint .", ...format },
        devDependencies: { eslint: ESLINT, "eslint-config-next": "^16.4.0", ...prettier },
      };
    case "vue":
      return {
        files: { "eslint.config.js": VUE_ESLINT },
        scripts: { lint: "eslint .", ...format },
        devDependencies: { "@eslint/js": ESLINT, eslint: ESLINT, "eslint-config-prettier": "^10.1.0", "eslint-plugin-vue": "^10.5.0", globals: "^17.0.0", ...prettier },
      };
    case "svelte":
      // `sv create`'s type check; the issue's lint target for Svelte (svelte-check) needs no ESLint.
      return {
        files: {},
        scripts: { check: "svelte-check", ...format },
        devDependencies: { "svelte-check": "^4.3.0", typescript: "^5.9.0", "prettier-plugin-svelte": "^4.0.0", ...prettier },
      };
    case "astro":
      return {
        files: {},
        scripts: { check: "astro check", ...format },
        devDependencies: { "@astrojs/check": "^0.9.0", typescript: "^5.9.0", "prettier-plugin-astro": "^0.14.0", ...prettier },
      };
  }
}

/**
 * Adds the developer set-up to a project's files (paths under `prefix`): the config files, and the scripts and
 * development dependencies in its package.json (which must already be there).
 */
export function withDeveloperSetup(files: Record<string, string>, prefix: string, kind: ProjectKind): Record<string, string> {
  const { files: configs, scripts, devDependencies } = setup(kind);
  const pkgPath = `${prefix}package.json`;
  const pkg = JSON.parse(files[pkgPath]) as { scripts?: Record<string, string>; devDependencies?: Record<string, string> };
  pkg.scripts = { ...pkg.scripts, ...scripts };
  pkg.devDependencies = Object.fromEntries(Object.entries({ ...pkg.devDependencies, ...devDependencies }).sort(([a], [b]) => a.localeCompare(b)));
  files[pkgPath] = JSON.stringify(pkg, null, 2) + "\n";
  files[`${prefix}.gitignore`] = [...GITIGNORE_COMMON, ...GITIGNORE_BUILD[kind], ""].join("\n");
  files[`${prefix}.prettierrc.json`] = JSON.stringify(prettierConfig(kind), null, 2) + "\n";
  files[`${prefix}.prettierignore`] = PRETTIER_IGNORE;
  for (const [path, text] of Object.entries(configs)) files[prefix + path] = text;
  return files;
}
