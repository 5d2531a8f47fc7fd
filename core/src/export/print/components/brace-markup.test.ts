import { describe, expect, it } from "vitest";
import type { LayoutElement } from "../../model/layout-nodes.ts";
import { braceAttribute, braceText, printBraceTemplate, type BraceDialect } from "./brace-markup.ts";

const dialect: BraceDialect = { target: "svelte", prop: (n) => `item.${n}`, use: () => "<Used />" };
const el = (tag: string, attrs: LayoutElement["attrs"], children: LayoutElement["children"]): LayoutElement => ({ type: "element", tag, ns: "html", attrs, children });

describe("Svelte and Astro template text", () => {
  it("writes every brace of page text and attribute values as an entity, delimiters split as everywhere else", () => {
    expect(braceText("a { b } c", null)).toBe("a &#123; b &#125; c");
    expect(braceText("{{ x }} ${y}", null)).not.toMatch(/[{}]/);
    expect(braceText("<b>&", null)).toBe("&lt;b&gt;&amp;");
    expect(braceAttribute("title", '{x} "q"')).toBe('title="&#123;x&#125; &quot;q&quot;"');
    expect(braceAttribute("hidden", "")).toBe("hidden");
    expect(braceAttribute("alt", "")).toBe('alt=""');
  });

  it("prints props as the only expressions and leaves directives, <script> and <style> out", () => {
    const tree = el("div", [{ name: "class", value: "x", prop: "className" }, { name: "on:click", value: "alert(1)" }, { name: "set:html", value: "<img>" }], [
      { type: "text", value: "{title}", preformatted: false, prop: "title" },
      { type: "text", value: " {literal}", preformatted: false },
      el("script", [], [{ type: "text", value: "alert(1)", preformatted: false }]),
    ]);
    const printed = printBraceTemplate([tree], dialect, 0);
    expect(printed).toBe("<div class={item.className}>{item.title} &#123;literal&#125;</div>");
  });

  it("writes a shadow root's <slot> as our own markup: the tag and a checked name, never page text", () => {
    const template = (slot: LayoutElement) => el("template", [{ name: "shadowrootmode", value: "open" }], [slot]);
    expect(printBraceTemplate([template(el("slot", [{ name: "name", value: "title" }], []))], dialect, 0)).toContain('{@html "<slot name=\\"title\\"></slot>"}');
    const hostile = printBraceTemplate([template(el("slot", [{ name: "name", value: 'x"><img src=x onerror=alert(1)>' }, { name: "onclick", value: "alert(1)" }], []))], dialect, 0);
    expect(hostile).toContain('{@html "<slot></slot>"}');
    expect(hostile).not.toMatch(/onerror|onclick|<img/);
    const astro = printBraceTemplate([template(el("slot", [], []))], { ...dialect, target: "astro" }, 0);
    expect(astro).toContain('<Fragment set:html={"<slot></slot>"} />');
  });
});
