import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { nameComponents } from "./components.ts";
import { renameGeneratedClasses } from "./rename-classes.ts";

const page = `
<header><nav><a href="/">Home</a><a href="/a">A</a></nav></header>
<main>
  <section><h1 class="css-1x2y3z">Build faster</h1><p>Intro</p></section>
  <section><h2>Features</h2><div class="grid">
    <div class="sc-bdVaJa kDjSbo"><h3>One</h3><p>First feature text</p></div>
    <div class="sc-bdVaJa kDjSbo"><h3>Two</h3><p>Second feature text</p></div>
    <div class="sc-bdVaJa kDjSbo"><h3>Three</h3><p>Third feature text</p></div>
  </div></section>
  <section><h2>Simple pricing</h2><p>$9 per month</p></section>
  <section><h2>Frequently asked questions</h2></section>
  <section><h2>Ready to get started?</h2><a class="btn">Sign up</a></section>
</main>
<footer><p>© 2026</p></footer>`;

describe("components", () => {
  it("names landmarks, sections by their headings and repeated siblings as cards", () => {
    const ctx = makeContext(page, "", {});
    // Cards need a size to count as cards; every element is 100×20 by default.
    for (const snap of ctx.snapshots.values()) for (const s of snap.values()) s.h = 120;
    nameComponents(ctx);
    const kinds = ctx.components.map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(["header", "nav", "footer", "hero", "features", "pricing", "faq", "cta", "card"]));
    expect(kinds.filter((k) => k === "card")).toHaveLength(3);
    const features = ctx.components.find((c) => c.kind === "features")!;
    expect(features.children).toEqual(["card", "card-2", "card-3"]);
  });

  it("renames generated classes after their component and role, consistently in HTML and CSS", () => {
    const ctx = makeContext(page, `.css-1x2y3z { font-size: 3rem; } .kDjSbo { padding: 1rem; } .kDjSbo h3 { margin: 0; } .btn { color: red; }`);
    for (const snap of ctx.snapshots.values()) for (const s of snap.values()) s.h = 120;
    nameComponents(ctx);
    renameGeneratedClasses(ctx);
    const css = ctx.css.toString();
    expect(css).toContain(".hero-title { font-size: 3rem; }");
    expect(css).toContain(".card { padding: 1rem; }");
    expect(css).toContain(".card h3");
    expect(css).toContain(".btn");
    const classes = new Set<string>();
    const walk = (n: typeof ctx.body) => {
      for (const c of (n.attribs?.class ?? "").split(/\s+/)) if (c) classes.add(c);
      for (const k of n.children) if (k.type === "tag") walk(k as typeof ctx.body);
    };
    walk(ctx.body);
    expect([...classes].sort()).toEqual(["btn", "card", "grid", "hero-title"]);
  });
});
