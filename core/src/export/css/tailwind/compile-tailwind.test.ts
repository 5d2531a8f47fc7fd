import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileTailwind, TailwindLoadRefused, tailwindSource } from "./compile-tailwind.ts";

/**
 * The compiler itself refuses every load a stylesheet names, even if one reached it: a module that would write a
 * marker file when imported is named every way Tailwind loads things, and the marker never appears.
 */
const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "tailwind-loads-"));
const marker = join(dir, "imported");
const plugin = join(dir, "evil-plugin.mjs");
writeFileSync(plugin, `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker)}, "ran"); export default function () {}`);
writeFileSync(join(dir, "evil.css"), ".x { color: red }");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Tailwind compiler we run", () => {
  it.each([
    ["@plugin", `@plugin ${JSON.stringify(plugin)};`],
    ["@config", `@config ${JSON.stringify(plugin)};`],
    ["@plugin relative", `@plugin "./evil-plugin.mjs";`],
    ["@import of a page file", `@import ${JSON.stringify(join(dir, "evil.css"))};`],
    ["@import of a package", `@import "tailwindcss/index.css";`],
    ["@reference", `@reference ${JSON.stringify(join(dir, "evil.css"))};`],
  ])("refuses %s and imports nothing", async (_name, line) => {
    await expect(compileTailwind(tailwindSource([], line), ["flex"])).rejects.toBeInstanceOf(TailwindLoadRefused);
    expect(existsSync(marker)).toBe(false);
  });

  it("still reads Tailwind's own theme and utilities", async () => {
    expect(await compileTailwind(tailwindSource([], ".k { color: red }"), ["flex"])).toMatch(/\.flex \{\s*display: flex;/);
  });

  it("reads Tailwind's Preflight into the base layer when the page's base layer was Preflight", async () => {
    const css = await compileTailwind(tailwindSource([], "", ["theme", "base", "components", "utilities"], true), ["flex"]);
    expect(css).toMatch(/@layer base \{[\s\S]*box-sizing: border-box;/);
    expect(css).toMatch(/\.flex \{\s*display: flex;/);
  });

  it("keeps a design token that could end its declaration out of @theme", () => {
    const source = tailwindSource(
      [
        { name: "color-ok", value: "#fff", group: "color", uses: 2 },
        { name: "color-bad", value: `red; } @plugin "x"; :root {`, group: "color", uses: 2 },
      ],
      "",
    );
    expect(source).toContain("--color-ok: #fff;");
    expect(source).not.toContain("@plugin");
  });
});
