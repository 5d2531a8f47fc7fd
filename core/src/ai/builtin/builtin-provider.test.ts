import { describe, expect, it } from "vitest";
import postcss, { type AtRule } from "postcss";
import { parse, wcagContrast } from "culori";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { createBuiltinProvider, NO_MODEL_LOG } from "./builtin-provider.ts";
import { walkTextPairs } from "./improve-contrast.ts";
import { AppError } from "../../errors.ts";

type Element = DefaultTreeAdapterMap["element"];

const html = `
<header class="site-header" data-name="header"><nav class="nav"><a class="nav-link" href="/a">Docs</a></nav></header>
<section class="hero" data-name="hero">
  <h1 class="hero-title">Ship faster</h1>
  <p class="hero-lead">Pale grey on white</p>
  <a class="btn" href="/start">Start</a>
</section>
<section class="features"><div class="card"><h3 class="card-title">Yellow on white</h3><p class="muted">Faint</p></div></section>
<footer class="footer"><p class="footer-note">Dark on dark</p></footer>`;

const css = `
body { font-family: "Georgia", serif; color: #333; background: #fff; }
.site-header { display: flex; justify-content: space-between; background: #0f172a; }
.nav-link { color: #334155; }
.hero { width: 1200px; padding: 40px; }
.hero-lead { color: #c8c8c8; }
.btn { background-color: #60a5fa; color: #ffffff; padding: 4px 8px; }
.features { display: grid; grid-template-columns: repeat(3, 1fr); }
.card-title { color: #facc15; }
.muted { color: rgba(0, 0, 0, 0.2); }
.footer { background: linear-gradient(#1e293b, #0f172a); }
.footer-note { color: #475569; }
`;

const provider = createBuiltinProvider();

function findByClass(fragmentHtml: string, cls: string): Element {
  const stack = [...parseFragment(fragmentHtml).childNodes];
  while (stack.length) {
    const node = stack.shift()!;
    if (!("tagName" in node)) continue;
    if (node.attrs.some((a) => a.name === "class" && a.value.split(/\s+/).includes(cls))) return node;
    stack.push(...node.childNodes);
  }
  throw new Error(`no .${cls}`);
}

function inlineColour(el: Element): string | undefined {
  const style = el.attrs.find((a) => a.name === "style")?.value ?? "";
  return /(?:^|;)\s*color:\s*([^;]+)/.exec(style)?.[1].trim();
}

describe("built-in AI provider", () => {
  it("'Improve contrast' brings every text/background pair to WCAG AA", async () => {
    const before: number[] = [];
    walkTextPairs({ html, css }, (pair) => {
      before.push(pair.ratio);
    });
    expect(before.filter((r) => r < 4.5).length).toBeGreaterThanOrEqual(5);

    const out = await provider.edit({ prompt: "Improve contrast", html, css });
    const after: number[] = [];
    walkTextPairs(out, (pair) => {
      after.push(pair.ratio);
    });
    expect(after).toHaveLength(before.length);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(4.5);

    // Checked independently of the resolver for pairs whose background is known: culori straight on the output.
    const samples: [string, string][] = [
      ["hero-lead", "#ffffff"],
      ["card-title", "#ffffff"],
      ["nav-link", "#0f172a"],
      ["btn", "#60a5fa"],
      ["footer-note", "#1e293b"],
    ];
    for (const [cls, background] of samples) {
      const colour = inlineColour(findByClass(out.html, cls));
      expect(colour, cls).toBeDefined();
      expect(wcagContrast(parse(colour!)!, parse(background)!), cls).toBeGreaterThanOrEqual(4.5);
    }
    // Text that already passed keeps its colour.
    expect(inlineColour(findByClass(out.html, "hero-title"))).toBeUndefined();
  });

  it("'Mobile optimize' adds a phone media block with stacked columns, fluid widths and tap targets", async () => {
    const out = await provider.edit({ prompt: "Mobile optimize", html, css });
    const media: AtRule[] = [];
    postcss.parse(out.css).walkAtRules("media", (r) => {
      if (r.params.includes("max-width: 767px")) media.push(r);
    });
    expect(media).toHaveLength(1);
    const rules = new Map<string, string>();
    media[0].walkRules((r) => {
      rules.set(r.selector, r.nodes.map((n) => n.toString()).join("; "));
    });
    expect(rules.get(".site-header")).toContain("flex-direction: column");
    expect(rules.get(".features")).toContain("grid-template-columns: 1fr");
    expect(rules.get(".hero")).toContain("max-width: 100%");
    expect([...rules].find(([sel]) => sel.includes("button"))?.[1]).toContain("min-height: 44px");
    expect(out.html).toBe(html);
  });

  it("'Add animations' keeps all motion behind prefers-reduced-motion", async () => {
    const out = await provider.edit({ prompt: "add some subtle animations", html, css });
    const root = postcss.parse(out.css);
    let animated = 0;
    root.walkDecls(/^(animation|transition)/, (decl) => {
      const media = decl.parent?.parent as AtRule | undefined;
      const inGuard = media?.type === "atrule" && /prefers-reduced-motion/.test(media.params);
      expect(inGuard, `${decl.toString()} outside a reduced-motion guard`).toBe(true);
      animated += 1;
    });
    expect(animated).toBeGreaterThan(3);
    expect(out.css).toContain("@media (prefers-reduced-motion: no-preference)");
    expect(out.css).toContain("@media (prefers-reduced-motion: reduce)");
  });

  it("'Make it modern' sets the system font stack, a type scale, radius and soft shadows — once, even when repeated", async () => {
    const once = await provider.edit({ prompt: "Make it modern", html, css });
    const twice = await provider.edit({ prompt: "modernize the design", ...once });
    expect(twice.css).toBe(once.css);
    const root = postcss.parse(once.css);
    const fonts: string[] = [];
    root.walkDecls("font-family", (d) => {
      fonts.push(d.value);
    });
    expect(fonts.every((f) => f.startsWith("system-ui"))).toBe(true);
    expect(once.css).toMatch(/h1 \{ font-size: clamp\(/);
    expect(once.css).toMatch(/border-radius: 16px/);
    expect(once.css).toMatch(/box-shadow: 0 1px 2px/);
  });

  it("applies several intents named in one prompt", async () => {
    const out = await provider.edit({ prompt: "make it responsive and more readable", html, css });
    expect(out.css).toContain("max-width: 767px");
    expect(out.html).toMatch(/style="color: #/);
  });

  it("answers 422 for prompts it does not understand, in plain words for the user; the configuration goes to the operator's log", async () => {
    const err = await provider.edit({ prompt: "Translate everything into French", html, css }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(422);
    expect((err as AppError).message).toBe("Free-form prompts need an AI model; try one of the suggestions.");
    expect((err as AppError).message).not.toMatch(/OPENAI/);
    expect(NO_MODEL_LOG).toMatch(/OPENAI_API_KEY/);
    expect(NO_MODEL_LOG).toMatch(/OPENAI_BASE_URL/);
  });
});
