import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "../../export-layout.ts";

/**
 * Every group of three or more same-shaped siblings is printed once and rendered from data in every framework
 * format, also when the siblings are identical (a demo album) or carry no content at all (a count).
 */
const card = '<div class="col"><div class="card"><img src="/t.svg" alt="Thumb"><p class="card-text">Supporting text.</p><a href="#" class="btn">View</a></div></div>';
const HTML = `<main><section id="album"><h2>Album</h2><div class="row">${card.repeat(9)}</div><div class="dots">${'<span class="dot"></span>'.repeat(4)}</div></section></main>`;
const CSS = ".card{border:1px solid #ccc}.dot{display:inline-block;width:8px;height:8px}";

const single = async (format: "react" | "nextjs" | "vue" | "svelte" | "astro") =>
  new TextDecoder().decode((await exportLayout(format, { html: HTML, css: CSS, title: "Album" })).body);

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("repeats from data", () => {
  it("writes nine identical cards once, with nine identical records, and four empty dots from a count, in every single-file format", async () => {
    const loops: Record<string, string> = { react: ".map(", nextjs: ".map(", vue: "v-for=", svelte: "{#each ", astro: ".map(" };
    for (const [format, loop] of Object.entries(loops)) {
      const text = await single(format as "react");
      expect(count(text, "Supporting text."), format).toBe(9); // in the records only
      expect(count(text, '"card-text"'), format).toBe(1);
      expect(count(text, loop), format).toBeGreaterThanOrEqual(2);
      expect(text, format).toContain("Array.from({ length: 4 }, (_, index) => index)");
    }
  });

  it("renders both lists from data in every project of the zip, props only where there is content", async () => {
    const zip = unzipSync((await exportLayout("zip", { html: HTML, css: CSS, title: "Album" }, { fetchAsset: async () => null })).body);
    const files = (prefix: string) => Object.keys(zip).filter((p) => p.startsWith(prefix)).map((p) => strFromU8(zip[p])).join("\n");
    const loops: Record<string, RegExp> = { "react/src/": /\.map\(/g, "nextjs/": /\.map\(/g, "vue/src/": /v-for=/g, "svelte/src/": /\{#each /g, "astro/src/": /\.map\(/g };
    for (const [prefix, loop] of Object.entries(loops)) {
      const source = files(prefix);
      expect(source.match(loop)?.length, prefix).toBe(2);
      expect(count(source, "Supporting text."), prefix).toBe(9);
      expect(source, prefix).toContain("// The page shows this item 4 times, all alike: rendered from a count.");
    }
    // The count list's item component declares no props (no empty interface for lint to flag).
    expect(files("nextjs/")).not.toMatch(/interface \w+Props \{\s*\}/);
  });
});
