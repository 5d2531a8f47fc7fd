import { describe, expect, it } from "vitest";
import { parseLayout } from "../../model/layout-tree.ts";
import { parseCss } from "../css-format.ts";
import type { LayoutElement } from "../../model/layout-nodes.ts";
import { defaultThemeVariables, recogniseNativeUtilities, removePreflight } from "./native-utilities.ts";
import { tailwindLayout } from "./tailwind-export.ts";

/** A page as Tailwind v4 builds it (rules as Chromium serialises them): its layers, theme, Preflight and utilities. */
const SHADOW = "0 1px 3px 0 var(--tw-shadow-color, rgb(0 0 0 / 0.1)), 0 1px 2px -1px var(--tw-shadow-color, rgb(0 0 0 / 0.1))";
const BOX_SHADOW = "var(--tw-inset-shadow), var(--tw-inset-ring-shadow), var(--tw-ring-offset-shadow), var(--tw-ring-shadow), var(--tw-shadow)";
const tailwindPage = (extra = "") => `
@layer properties;
@layer theme, base, components, utilities;
@layer theme { :root, :host { --color-gray-500: oklch(55.1% 0.027 264.364); --color-brand: #123456; --spacing: 0.25rem; } }
@layer base {
  *, ::after, ::before, ::backdrop { box-sizing: border-box; margin: 0px; padding: 0px; border: 0px solid; }
  h1 { font-size: inherit; font-weight: inherit; }
  .page-own { color: red; }
}
@layer utilities {
  .mt-4 { margin-top: calc(var(--spacing) * 4); }
  .shadow-sm { --tw-shadow: ${SHADOW}; box-shadow: ${BOX_SHADOW}; }
  .text-gray-500 { color: var(--color-gray-500); }
  .p-4 { padding: 99px; }
  .card { border-radius: 4px; }
  @media (width >= 48rem) { .md\\:flex { display: flex; } }
  ${extra}
}`;
const HTML = `<div class="mt-4 shadow-sm md:flex card p-4"><h1 class="text-gray-500">Hi</h1></div>`;
const classOf = (nodes: ReturnType<typeof parseLayout>["nodes"], i = 0) => (nodes[i] as LayoutElement).attrs.find((a) => a.name === "class")?.value;

describe("a Tailwind-built page's own utilities", () => {
  it("are recognised when every rule of the class is what Tailwind compiles for it, --tw-* compositions and variants included", async () => {
    const root = parseCss(tailwindPage());
    const recognised = await recogniseNativeUtilities(root, new Set(["mt-4", "shadow-sm", "md:flex", "card", "p-4", "text-gray-500"]));
    // p-4 holds another value than Tailwind's, card is the page's own class: they are not Tailwind's.
    expect([...recognised].sort()).toEqual(["md:flex", "mt-4", "shadow-sm", "text-gray-500"]);
    expect(root.toString()).toContain(".shadow-sm"); // recognising changes nothing
  });

  it("are not recognised when two that set one property come in another order than Tailwind's", async () => {
    const css = (first: string, second: string) => `@layer utilities { ${first} ${second} }`;
    const p4 = ".p-4 { padding: calc(var(--spacing) * 4); }";
    const px2 = ".px-2 { padding-inline: calc(var(--spacing) * 2); }";
    const candidates = new Set(["p-4", "px-2"]);
    expect([...(await recogniseNativeUtilities(parseCss(css(p4, px2)), candidates))].sort()).toEqual(["p-4", "px-2"]);
    expect((await recogniseNativeUtilities(parseCss(css(px2, p4)), candidates)).size).toBe(0);
  });

  it("are not looked for on a page without a utilities layer", async () => {
    const root = parseCss(`.mt-4 { margin-top: calc(var(--spacing) * 4); }`);
    expect((await recogniseNativeUtilities(root, new Set(["mt-4"]))).size).toBe(0);
  });

  it("stay in the markup as themselves, written by Tailwind, and their rules leave the stylesheet", async () => {
    const tree = parseLayout({ html: HTML, css: tailwindPage() });
    const tw = await tailwindLayout(tree, parseCss(tree.css));
    const classes = classOf(tw.tree.nodes)!.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["mt-4", "shadow-sm", "md:flex"]));
    expect(classes.some((c) => c.startsWith("[box-shadow") || c.startsWith("mt-["))).toBe(false);
    expect(tw.source.keptCss).not.toMatch(/\.shadow-sm|\.mt-4|md\\:flex/);
    expect(tw.css).toMatch(/\.shadow-sm \{\s*--tw-shadow:/);
    expect(tw.css).toMatch(/@media \(width >= 48rem\) \{\s*\.md\\:flex/);
    expect(tw.source.preflight).toBe(true);
    // The page's own base rule matches no element of the layout: dead CSS, not exported (dead-rules.ts).
    expect(tw.source.keptCss).not.toContain(".page-own");
  });

  it("stay CSS when a kept rule of the utilities layer competes with them on an element carrying them", async () => {
    const css = tailwindPage(`.late-rule { color: blue !important; }`);
    const tree = parseLayout({ html: `<h1 class="text-gray-500 late-rule">Hi</h1>`, css });
    const tw = await tailwindLayout(tree, parseCss(tree.css));
    expect(tw.source.keptCss).toMatch(/\.text-gray-500/);
  });
});

describe("Preflight in a Tailwind page's base layer", () => {
  it("leaves the stylesheet where it is Preflight's own, and the page's other base rules stay", async () => {
    const root = parseCss(tailwindPage());
    const removed = await removePreflight(root, []);
    expect(removed).toBe(6);
    expect(root.toString()).not.toMatch(/box-sizing|font-weight: inherit/);
    expect(root.toString()).toContain(".page-own");
  });

  it("is not assumed without Preflight's first rule", async () => {
    const root = parseCss(`@layer base { h1 { font-size: inherit; font-weight: inherit; } }`);
    expect(await removePreflight(root, [])).toBeNull();
    expect(root.toString()).toContain("font-weight: inherit");
  });
});

describe("theme variables equal to Tailwind's defaults", () => {
  it("are left to Tailwind unless another variable or the markup reads them", async () => {
    const theme = [
      { name: "color-gray-500", value: "oklch(55.1% 0.027 264.364)" },
      { name: "color-gray-700", value: "oklch(37.3% 0.034 259.733)" },
      { name: "color-brand", value: "#123456" },
      { name: "color-link", value: "var(--color-gray-700)" },
      { name: "spacing", value: "0.3rem" },
      { name: "radius-md", value: "0.375rem" },
    ];
    const left = await defaultThemeVariables(theme, `<p style="border-radius: var(--radius-md)">`);
    expect([...left]).toEqual(["color-gray-500"]);
  });
});
