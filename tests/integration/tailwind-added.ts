import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Adds Tailwind CSS v4 to an exported Vite project (React or Vue) the way Tailwind's Vite guide says: install
 * `tailwindcss` and `@tailwindcss/vite`, add the plugin to vite.config.js, `@import "tailwindcss";` at the top of
 * the stylesheet. Offline: the plugin comes from the web workspace (linked in, as export-project-build.ts links
 * @vitejs/plugin-react) and resolves tailwindcss and its compiler from the root node_modules.
 */
const ROOT = process.cwd();
const PLUGIN = [join(ROOT, "node_modules", "@tailwindcss", "vite"), join(ROOT, "web", "node_modules", "@tailwindcss", "vite")].find(existsSync);

export function addTailwind(dir: string, stylesheet = "src/styles/global.css"): void {
  if (!PLUGIN) throw new Error("@tailwindcss/vite is not installed (web workspace devDependency)");
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  manifest.devDependencies = { ...manifest.devDependencies, tailwindcss: "^4.0.0", "@tailwindcss/vite": "^4.0.0" };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  const config = readFileSync(join(dir, "vite.config.js"), "utf8");
  if (!config.includes("plugins: [")) throw new Error(`vite.config.js has no plugins list:\n${config}`);
  writeFileSync(join(dir, "vite.config.js"), `import tailwindcss from "@tailwindcss/vite";\n${config.replace("plugins: [", "plugins: [tailwindcss(), ")}`);
  writeFileSync(join(dir, stylesheet), `@import "tailwindcss";\n${readFileSync(join(dir, stylesheet), "utf8")}`);
  const linked = join(dir, "node_modules", "@tailwindcss", "vite");
  if (!existsSync(linked) && PLUGIN !== join(ROOT, "node_modules", "@tailwindcss", "vite")) {
    mkdirSync(join(dir, "node_modules", "@tailwindcss"), { recursive: true });
    symlinkSync(PLUGIN, linked, "dir");
  }
}
