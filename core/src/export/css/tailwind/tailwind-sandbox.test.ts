import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { compileTailwind, tailwindSource } from "./compile-tailwind.ts";
import { closeTailwindSandbox, sandboxCommand } from "./tailwind-sandbox.ts";

/**
 * The process Tailwind compiles in is confined by Node's permission model. A probe started with the exact command
 * the compiler process uses tries what a page's module would: write a file, read one, import the page's module,
 * start a process, and compile `@plugin`/`@config` with a loader that does follow them. Everything is refused and no
 * marker file appears. The live compiler process runs with that command.
 */
const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "tailwind-sandbox-"));
const payloads = join(dir, "payloads");
const marker = (name: string) => join(payloads, `pwned-${name}`);
const plugin = join(payloads, "evil-plugin.mjs");
const probe = join(dir, "probe.mjs");
const run = promisify(execFile);
afterAll(() => {
  closeTailwindSandbox();
  rmSync(dir, { recursive: true, force: true });
});

const PROBE = `
import { writeFileSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const packageDir = process.argv[2];
const payloads = ${JSON.stringify(payloads)};
const code = (fn) => { try { fn(); return "allowed"; } catch (e) { return e.code ?? e.message; } };
const codeAsync = async (fn) => { try { await fn(); return "allowed"; } catch (e) { return e.code ?? e.message; } };
const { compile } = await import(pathToFileURL(join(packageDir, "dist", "lib.mjs")).href);
const follow = { base: payloads, loadModule: async (id) => ({ path: id, base: payloads, module: (await import(pathToFileURL(id).href)).default }), loadStylesheet: async () => { throw new Error("no"); } };
console.log(JSON.stringify({
  write: code(() => writeFileSync(join(payloads, "pwned-write"), "x")),
  writeTmp: code(() => writeFileSync("/tmp/pwned-" + process.pid, "x")),
  read: code(() => readFileSync(join(payloads, "evil-plugin.mjs"))),
  spawn: code(() => execFileSync(process.execPath, ["-e", "1"])),
  importModule: await codeAsync(() => import(pathToFileURL(join(payloads, "evil-plugin.mjs")).href)),
  plugin: await codeAsync(() => compile('@plugin "' + join(payloads, "evil-plugin.mjs") + '";', follow)),
  config: await codeAsync(() => compile('@config "' + join(payloads, "evil-plugin.mjs") + '";', follow)),
}));
`;

describe("the Tailwind compiler's process", () => {
  it("can write no file, read no page module, start no process, even with a loader that follows @plugin", async () => {
    mkdirSync(payloads, { recursive: true });
    writeFileSync(plugin, `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker("plugin"))}, "ran"); export default function () {}`);
    writeFileSync(probe, PROBE);
    const { command, args } = sandboxCommand(probe);
    const { stdout } = await run(command, args, { env: {}, timeout: 30_000 });
    const result = JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, string>;
    expect(result).toEqual({
      write: "ERR_ACCESS_DENIED",
      writeTmp: "ERR_ACCESS_DENIED",
      read: "ERR_ACCESS_DENIED",
      spawn: "ERR_ACCESS_DENIED",
      importModule: "ERR_ACCESS_DENIED",
      plugin: "ERR_ACCESS_DENIED",
      config: "ERR_ACCESS_DENIED",
    });
    expect(readdirSync(payloads).filter((f) => f.startsWith("pwned-"))).toEqual([]);
    // The control: the same module imported by an unconfined Node does write its marker.
    await run(process.execPath, [plugin], { env: {}, timeout: 30_000 });
    expect(existsSync(marker("plugin"))).toBe(true);
  });

  it("is the process the exports compile in, started with that command and kept for the next compile", async () => {
    expect(await compileTailwind(tailwindSource([], ".k { color: red }"), ["flex"])).toMatch(/\.flex \{\s*display: flex;/);
    const expected = sandboxCommand().args;
    const children = () =>
      readdirSync("/proc")
        .filter((pid) => /^\d+$/.test(pid))
        .flatMap((pid) => {
          try {
            const ppid = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1];
            const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
            return Number(ppid) === process.pid && argv.includes(expected.at(-2)!) ? [{ pid, argv }] : [];
          } catch {
            return [];
          }
        });
    const [first] = children();
    expect(first.argv.slice(1)).toEqual(expected);
    expect(first.argv.join(" ")).not.toMatch(/--allow-fs-write|--allow-child-process|--allow-worker/);
    await compileTailwind(tailwindSource([], ".j { color: blue }"), ["grid"]);
    expect(children().map((c) => c.pid)).toEqual([first.pid]);
    // A process that dies is replaced on the next compile.
    process.kill(Number(first.pid), "SIGKILL");
    await expect.poll(() => children().map((c) => c.pid).includes(first.pid) && existsSync(`/proc/${first.pid}/cmdline`) && readFileSync(`/proc/${first.pid}/stat`, "utf8").split(") ")[1][0] !== "Z").toBe(false);
    expect(await compileTailwind(tailwindSource([], ".i { color: green }"), ["block"])).toMatch(/\.block \{/);
    expect(children().map((c) => c.pid)).not.toContain(first.pid);
  });
});
