import { describe, expect, it } from "vitest";
import type { LayoutAttr, LayoutNode } from "../model/layout-nodes.ts";
import { printMarkup } from "./markup-printer.ts";
import { printJsx } from "./jsx-printer.ts";
import { renderWordPressMarkup } from "./php-markup.ts";
import { presentationalHintRules } from "../css/presentational-hints.ts";

// Trees built by hand, as if the sanitizer had let everything through: each printer must refuse on its own.
const el = (tag: string, children: LayoutNode[] = [], attrs: LayoutAttr[] = []): LayoutNode => ({ type: "element", tag, ns: "html", attrs, children });
const text = (value: string): LayoutNode => ({ type: "text", value, preformatted: false });
const HOSTILE_TAGS = ["x<?=system('id');__halt_compiler();", "w{...(globalThis.pwned=1,{})}", "Foo", "script", "iframe"];
const HOSTILE_ATTRS = ["data-x{...(globalThis.pwned=1,{})}", "onclick", "onerror", "v-html", "@click", ":href", "x<?php", "dangerouslySetInnerHTML", "srcdoc"];
const tree = (): LayoutNode[] => [
  ...HOSTILE_TAGS.map((tag) => el(tag, [text("inside")], [{ name: "align", value: "center" }])),
  el("p", [text("kept")], [...HOSTILE_ATTRS.map((name) => ({ name, value: "x" })), { name: "class", value: "ok" }]),
];

describe("every printer re-checks names", () => {
  it("markup for HTML, Vue and PHP leaves refused elements and attributes out", () => {
    for (const target of ["html", "vue", "php"] as const) {
      const out = target === "php" ? renderWordPressMarkup({ nodes: tree(), css: "", title: "T" }) : printMarkup(tree(), { target });
      for (const name of [...HOSTILE_TAGS, ...HOSTILE_ATTRS]) expect(out, `${target}: ${name}`).not.toContain(name);
      expect(out, target).not.toContain("inside");
      expect(out, target).toMatch(/<p class="ok">.*kept.*<\/p>/);
    }
  });

  it("Vue leaves out elements its template compiler refuses; HTML writes <style> text as CSS", () => {
    const styled = [el("style", [text('a::after{content:"</style><b>"}')]), el("p", [text("x")])];
    expect(printMarkup(styled, { target: "vue" })).toBe("<p>x</p>");
    expect(printMarkup(styled)).toBe('<style>a::after{content:"<\\/style><b>"}</style>\n<p>x</p>');
  });

  it("JSX leaves them out too, and refuses component-looking tags", () => {
    const { code } = printJsx(tree(), { typed: true, depth: 0 });
    for (const name of [...HOSTILE_TAGS, ...HOSTILE_ATTRS]) expect(code, name).not.toContain(name);
    expect(code).toBe('<p className="ok">kept</p>');
  });

  it("presentational hints put no refused tag into a selector", () => {
    expect(presentationalHintRules(tree(), "#w").join("\n")).toBe("");
  });
});
