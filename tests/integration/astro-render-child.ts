import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { transform } from "@astrojs/compiler";
import { experimental_AstroContainer, type AstroContainerUserConfig } from "astro/container";

/**
 * `node --import tsx astro-render-child.ts <dir> <file>`: compiles `<dir>/<file>` and the .astro files it imports
 * with @astrojs/compiler, evaluates it and renders it with Astro's container API (as `astro build` renders a page),
 * then writes the HTML to `<dir>/<file>.html` and the compiled <style> blocks to `<dir>/<file>.css`. A process of its own: Astro's runtime is loaded by Node, not through
 * the test runner's module transform. Anything the page's code logs goes to this process's output.
 */
const [dir, file] = process.argv.slice(2);

const styles: string[] = [];
const astroFiles: Plugin = {
  name: "astro-files",
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: "css-stub" }));
    b.onLoad({ filter: /.*/, namespace: "css-stub" }, () => ({ contents: "", loader: "js" }));
    b.onLoad({ filter: /\.astro$/ }, async (args) => {
      const out = await transform(readFileSync(args.path, "utf8"), { filename: args.path, internalURL: "astro/runtime/server/index.js", resolvePath: async (s) => s });
      const errors = out.diagnostics.filter((d) => d.severity === 1);
      if (errors.length) throw new Error(`astro compile failed: ${errors.map((d) => d.text).join("; ")}`);
      styles.push(...out.css);
      return { contents: out.code, loader: "ts", resolveDir: dirname(args.path) };
    });
  },
};

const result = await build({
  stdin: { contents: `export { default } from "./${file}";`, loader: "js", resolveDir: dir },
  bundle: true,
  format: "esm",
  platform: "node",
  write: false,
  logLevel: "silent",
  plugins: [astroFiles],
  external: ["astro", "astro/*"],
});
const compiled = join(dir, `${file}.mjs`);
writeFileSync(compiled, result.outputFiles[0].text);
const mod = (await import(pathToFileURL(compiled).href)) as { default: Parameters<experimental_AstroContainer["renderToString"]>[0] };
const container = await experimental_AstroContainer.create({} satisfies AstroContainerUserConfig);
writeFileSync(join(dir, `${file}.html`), await container.renderToString(mod.default));
// The components' <style> blocks as compiled (a build links them from the page's <head>).
writeFileSync(join(dir, `${file}.css`), styles.join("\n"));
