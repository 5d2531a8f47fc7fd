import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { inlineStylesToClasses } from "./inline-styles.ts";
import { boostedClassSelector } from "../css/competitors.ts";
import { specificity, compareSpecificity } from "../css/selectors.ts";

describe("inline-styles", () => {
  it("moves style attributes into classes whose rule still beats a more specific author rule", () => {
    const ctx = makeContext(
      `<header class="masthead" style="background: rgb(1, 2, 3); padding: 4px">x</header>`,
      `header.masthead { background: white; }`,
    );
    inlineStylesToClasses(ctx);
    expect(bodyHtml(ctx)).toBe(`<header class="masthead ll-style-1">x</header>`);
    const rules: Array<{ selector: string; text: string }> = [];
    ctx.css.walkRules((r) => {
      rules.push({ selector: r.selector, text: r.toString() });
    });
    const ours = rules[rules.length - 1];
    expect(ours.text).toContain("background: rgb(1, 2, 3)");
    expect(compareSpecificity(specificity(ours.selector), specificity("header.masthead"))).toBeGreaterThanOrEqual(0);
  });

  it("drops declarations that lost to an author !important rule and shares classes between identical styles", () => {
    const ctx = makeContext(`<p class="t" style="color: red; margin: 0">a</p><p class="t" style="color: red; margin: 0">b</p>`, `.t { color: blue !important; }`);
    inlineStylesToClasses(ctx);
    expect(bodyHtml(ctx)).toBe(`<p class="t ll-style-1">a</p><p class="t ll-style-1">b</p>`);
    const last = ctx.css.last!.toString();
    expect(last).not.toContain("color");
    expect(last).toContain("margin: 0");
  });

  it("boosts with :not(#_) when an id selector competes", () => {
    expect(boostedClassSelector("c", [1, 1, 0])).toBe(".c:not(#_)");
    expect(boostedClassSelector("c", [0, 1, 1])).toBe(".c.c");
    expect(boostedClassSelector("c", [0, 1, 0])).toBe(".c");
  });

  it("turns body style attributes into a body rule", () => {
    const ctx = makeContext(`<p>x</p>`, `body { margin: 8px; }`, { bodyAttrs: `style="margin: 0"` });
    inlineStylesToClasses(ctx);
    expect(ctx.css.last!.toString()).toMatch(/^body:not\(#_\) \{\s*margin: 0;?\s*\}$/);
  });
});
