import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Adds Tailwind CSS v4 to an exported project the way Tailwind's guides say. Vite (React, Vue, Svelte): install
 * `tailwindcss` and `@tailwindcss/vite`, add the plugin to vite.config.js, `@import "tailwindcss";` at the top of
 * the stylesheet. Astro: the same Vite plugin under `vite.plugins` in astro.config.mjs. Next.js: install
 * `@tailwindcss/postcss`, add postcss.config.mjs naming it, `@import "tailwindcss";` at the top of the global
 * stylesheet. Offline: the Vite plugin comes from the web workspace (linked in, as export-project-build.ts links
 * @vitejs/plugin-react), the PostCSS plugin and tailwindcss from the root node_modules.
 */
const ROOT = process.cwd();
const PLUGIN = [join(ROOT, "node_modules", "@tailwindcss", "vite"), join(ROOT, "web", "node_modules", "@tailwindcss", "vite")].find(existsSync);

export type TailwindProject = "react" | "vue" | "svelte" | "astro" | "nextjs";

/** Where each project keeps the stylesheet every page loads (a single layout's projects; site projects differ). */
const GLOBAL_STYLESHEET: Record<TailwindProject, string> = {
  react: "src/styles/global.css",
  vue: "src/styles/global.css",
  svelte: "src/styles/global.css",
  astro: "src/styles/global.css",
  nextjs: "app/globals.css",
};

export function addTailwind(dir: string, framework: TailwindProject, stylesheet = GLOBAL_STYLESHEET[framework]): void {
  if (framework === "nextjs") return addTailwindToNext(dir, stylesheet);
  if (!PLUGIN) throw new Error("@tailwindcss/vite is not installed (web workspace devDependency)");
  addDevDependencies(dir, { tailwindcss: "^4.0.0", "@tailwindcss/vite": "^4.0.0" });
  if (framework === "astro") {
    const config = readFileSync(join(dir, "astro.config.mjs"), "utf8");
    if (!config.includes("defineConfig({")) throw new Error(`astro.config.mjs has no defineConfig({:\n${config}`);
    writeFileSync(join(dir, "astro.config.mjs"), `import tailwindcss from "@tailwindcss/vite";\n${config.replace("defineConfig({", "defineConfig({ vite: { plugins: [tailwindcss()] }, ")}`);
  } else {
    const config = readFileSync(join(dir, "vite.config.js"), "utf8");
    if (!config.includes("plugins: [")) throw new Error(`vite.config.js has no plugins list:\n${config}`);
    writeFileSync(join(dir, "vite.config.js"), `import tailwindcss from "@tailwindcss/vite";\n${config.replace("plugins: [", "plugins: [tailwindcss(), ")}`);
  }
  importTailwind(join(dir, stylesheet));
  const linked = join(dir, "node_modules", "@tailwindcss", "vite");
  if (!existsSync(linked) && PLUGIN !== join(ROOT, "node_modules", "@tailwindcss", "vite")) {
    mkdirSync(join(dir, "node_modules", "@tailwindcss"), { recursive: true });
    symlinkSync(PLUGIN, linked, "dir");
  }
}

/** Links @tailwindcss/vite (the web workspace's) into a project that names it already (a Tailwind export). */
export function addTailwindPlugin(dir: string): void {
  if (!PLUGIN) throw new Error("@tailwindcss/vite is not installed (web workspace devDependency)");
  const linked = join(dir, "node_modules", "@tailwindcss", "vite");
  if (existsSync(linked) || PLUGIN === join(ROOT, "node_modules", "@tailwindcss", "vite")) return;
  mkdirSync(join(dir, "node_modules", "@tailwindcss"), { recursive: true });
  symlinkSync(PLUGIN, linked, "dir");
}

function addTailwindToNext(dir: string, stylesheet: string): void {
  addDevDependencies(dir, { tailwindcss: "^4.0.0", "@tailwindcss/postcss": "^4.0.0", postcss: "^8.0.0" });
  writeFileSync(join(dir, "postcss.config.mjs"), 'const config = { plugins: { "@tailwindcss/postcss": {} } };\n\nexport default config;\n');
  importTailwind(join(dir, stylesheet));
}

function addDevDependencies(dir: string, packages: Record<string, string>): void {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { devDependencies?: Record<string, string> };
  manifest.devDependencies = { ...manifest.devDependencies, ...packages };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2));
}

function importTailwind(stylesheet: string): void {
  writeFileSync(stylesheet, `@import "tailwindcss";\n${readFileSync(stylesheet, "utf8")}`);
}
