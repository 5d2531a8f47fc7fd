import { describe, expect, it } from "vitest";
import postcss, { type AtRule } from "postcss";
import { createBuiltinProvider, NO_MODEL_LOG } from "./builtin-provider.ts";
import { AppError } from "../../errors.ts";

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

/** These suggestions work on the CSS alone; 'Improve contrast' renders the page and is tested with Chromium (tests/integration). */
const provider = createBuiltinProvider({
  renderer: {
    render: () => Promise.reject(new Error("only 'Improve contrast' renders the page")),
    close: () => Promise.resolve(),
  },
});

describe("built-in AI provider", () => {
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
    // The summary names what changed in this layout.
    // Tap targets: the nav link and the button-classed link.
    expect(out.summary).toBe(
      "Optimised for phones (below 768 px, no sideways scrolling): stacked .site-header into a column; put the grid .features in one column; made the fixed width of .hero fluid; sized 2 tap targets to at least 44 × 44 px.",
    );
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
    // header, two sections and the footer carry data-name or are sections: 4 fade up; one .btn; one .card.
    expect(out.summary).toBe(
      "Added motion: 4 sections fade up on load, 1 button and 1 card lift on hover; none of it plays when the system asks for reduced motion.",
    );
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
    expect(once.summary).toBe(
      "Made it modern: the system font stack (in place of 1 font choice), a fluid size scale on 2 headings, roomier spacing in 4 sections, rounded corners on 1 button or field, soft shadows on 1 card.",
    );
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
