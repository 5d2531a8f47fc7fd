import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { transform } from "@astrojs/compiler";
import { experimental_AstroContainer, type AstroContainerUserConfig } from "astro/container";

/**
 * A long-lived Astro renderer, forked once per test file (export-execution-brace.ts) with an IPC channel: each message
 * `{ id, dir, file }` compiles `<dir>/<file>` and the .astro files it imports with @astrojs/compiler, evaluates it
 * and renders it with Astro's container API (as `astro build` renders a page), then writes the HTML to
 * `<dir>/<file>.html` and the compiled <style> blocks to `<dir>/<file>.css`, and answers `{ id, output, error }`.
 * A process of its own: Astro's runtime is loaded by Node, not through the test runner's module transform. Starting
 * Node, tsx and Astro's runtime cost more than the render itself, once for every render when each had a process.
 *
 * `output` is everything the page's code printed (stdout and stderr) while it was compiled, evaluated and rendered,
 * plus anything printed since the previous answer (a timer a payload left behind), so no canary line goes unseen.
 */
let pending = "";
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    pending += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stream.write;
}

const containerReady = experimental_AstroContainer.create({} satisfies AstroContainerUserConfig);
let renders = 0;

async function render(dir: string, file: string): Promise<void> {
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
  // A name of its own per render: Node caches a module by URL, and a file rewritten in the same folder must run again.
  const compiled = join(dir, `${file}.${renders++}.mjs`);
  writeFileSync(compiled, result.outputFiles[0].text);
  const mod = (await import(pathToFileURL(compiled).href)) as { default: Parameters<experimental_AstroContainer["renderToString"]>[0] };
  writeFileSync(join(dir, `${file}.html`), await (await containerReady).renderToString(mod.default));
  // The components' <style> blocks as compiled (a build links them from the page's <head>).
  writeFileSync(join(dir, `${file}.css`), styles.join("\n"));
}

// One render at a time: the output captured belongs to the render that is running.
let queue = Promise.resolve();
process.on("message", (message: { id: number; dir: string; file: string }) => {
  queue = queue.then(async () => {
    let error: string | null = null;
    try {
      await render(message.dir, message.file);
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    }
    const output = pending;
    pending = "";
    process.send!({ id: message.id, output, error });
  });
});
// A payload's timer that throws would end a one-shot process with its message on stderr: here it is output too.
process.on("uncaughtException", (error) => {
  pending += `uncaught: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
});
process.on("unhandledRejection", (reason) => {
  pending += `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`;
});
// The test worker that forked this renderer has gone: nothing more to render.
process.on("disconnect", () => process.exit(0));
process.send!({ ready: true });
