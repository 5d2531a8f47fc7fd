import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { parse, wcagContrast } from "culori";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { elements, parseHtmlFragment, serializeChildren } from "@layoutlift/core/extract/dom";
import { createLayoutRenderer, RENDERER_UNAVAILABLE_MESSAGE, type LayoutRenderer } from "@layoutlift/core/ai/rendered/layout-renderer";
import { measureTextBackgrounds, TEXT_STAMP, type MeasuredText } from "@layoutlift/core/ai/rendered/text-backgrounds";
import { CONTRAST_WIDTHS } from "@layoutlift/core/ai/builtin/improve-contrast";
import { AppError } from "@layoutlift/core/errors";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/** A dark photo: noisy blue-grey shades, never lighter than #4b5563-ish, like a night skyline. */
function darkPhoto(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 24) - 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const base = 20 + Math.round((40 * x) / width) + Math.round((15 * y) / height);
      png.data[i] = Math.max(0, base + noise());
      png.data[i + 1] = Math.max(0, base + 6 + noise());
      png.data[i + 2] = Math.max(0, base + 18 + noise());
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const fixtures = (photo: string) => ({
  /** The walkthrough's case: white text over a dark photo (passes) and a yellow button with white text (fails). */
  hero: {
    html: `<section class="hero" data-name="hero"><h1 class="hero-title">Ship faster</h1><p class="hero-lead">Layouts from any site, in seconds.</p><a class="btn btn-yellow" href="/start">Get started</a></section>
<section class="more"><h2 class="more-title">Dark text on white</h2><p class="pale">Pale grey that fails</p><div class="card"><p class="muted">Muted card text, set by a specific rule</p></div></section>`,
    css: `body { margin: 0; font-family: sans-serif; background: #ffffff; color: #111827; }
.hero { background: #222 url("${photo}") center / cover no-repeat; padding: 96px 40px; }
.hero-title { color: #ffffff; font-size: 48px; margin: 0 0 16px; }
.hero-lead { color: #f8fafc; font-size: 18px; }
.btn { display: inline-block; padding: 12px 20px; border-radius: 8px; text-decoration: none; }
.btn-yellow { background: #facc15; color: #ffffff; font-weight: 600; }
.more { padding: 40px; }
.more-title { color: #1f2937; }
.pale { color: #c8c8c8; }
.card { background: #f1f5f9; padding: 16px; }
section .card p.muted { color: #a0aec0; }`,
    fails: ["btn-yellow", "pale", "muted"],
    passes: ["hero-title", "hero-lead", "more-title"],
  },
  /** Text over a gradient from navy to royal blue: dark text fails across it, light blue fails at the bright end. */
  gradient: {
    html: `<section class="banner"><h2 class="banner-title">Across the gradient, dark</h2><p class="banner-lead">Light blue copy running across the whole gradient background, end to end</p><p class="banner-note">White copy that passes everywhere on it</p><span class="tag">A solid tag</span></section>`,
    css: `body { margin: 0; font-family: sans-serif; }
.banner { background: linear-gradient(90deg, #1e3a8a 0%, #2563eb 100%); padding: 48px 32px; }
.banner-title { color: #1e293b; font-size: 20px; font-weight: 400; }
.banner-lead { color: #93c5fd; font-size: 16px; }
.banner-note { color: #ffffff; }
.tag { display: inline-block; background: #0f172a; color: #e2e8f0; padding: 4px 8px; }`,
    fails: ["banner-title", "banner-lead"],
    passes: ["banner-note", "tag"],
  },
  /** Translucent layers over a dark page: only the browser's compositing says what is behind the text. */
  layers: {
    html: `<div class="outer"><p class="on-dark">Light text on the dark page</p><div class="mid"><div class="inner"><p class="slate">Slate text on two white veils</p><p class="ink">Ink text on the veils</p></div></div></div>`,
    css: `body { margin: 0; font-family: sans-serif; }
.outer { background: #0f172a; padding: 32px; }
.on-dark { color: #e2e8f0; }
.mid { background: rgba(255, 255, 255, 0.5); padding: 24px; }
.inner { background: rgba(255, 255, 255, 0.3); padding: 16px; }
.slate { color: #64748b; }
.ink { color: rgba(15, 23, 42, 0.95); }`,
    fails: ["slate"],
    passes: ["on-dark", "ink"],
  },
});

function stamped(html: string): string {
  const root = parseHtmlFragment(html);
  elements(root).forEach((el, i) => (el.attribs[TEXT_STAMP] = String(i)));
  return serializeChildren(root);
}

function classOfStamp(html: string): Map<string, string> {
  const out = new Map<string, string>();
  elements(parseHtmlFragment(html)).forEach((el, i) => out.set(String(i), el.attribs.class ?? el.name));
  return out;
}

const hex = (c: MeasuredText["colour"]) => `rgba(${Math.round(c.r * 255)}, ${Math.round(c.g * 255)}, ${Math.round(c.b * 255)}, ${c.alpha})`;

/** The lowest contrast of one text at one width against the pixels behind it, straight from culori. */
function worst(m: MeasuredText): number {
  const text = { mode: "rgb" as const, r: m.colour.r, g: m.colour.g, b: m.colour.b, alpha: m.colour.alpha };
  const against = (bg: MeasuredText["darkest"]) => {
    const a = m.colour.alpha;
    const blended = { mode: "rgb" as const, r: text.r * a + bg.r * (1 - a), g: text.g * a + bg.g * (1 - a), b: text.b * a + bg.b * (1 - a) };
    return wcagContrast(blended, { mode: "rgb", r: bg.r, g: bg.g, b: bg.b });
  };
  return Math.min(against(m.darkest), against(m.lightest));
}
const target = (m: MeasuredText) => (m.fontSize >= 24 || (m.fontSize >= 18.66 && m.fontWeight >= 700) ? 3 : 4.5);

describe("'Improve contrast' measures the rendered page (Chromium)", () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let server: FixtureServer;
  let renderer: LayoutRenderer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "contrast-fixture-"));
    writeFileSync(join(dir, "photo.png"), darkPhoto(640, 320));
    server = await startFixtureServer(dir);
    t = await createTestApp("pglite");
    const signedIn = await t.signIn();
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
    await t.runtime.deps.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
    renderer = createLayoutRenderer({ pool: createBrowserPool(), egress: { allowPrivate: false, loopbackOnly: true } });
  });
  afterAll(async () => {
    await renderer?.close();
    await t?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function measure(doc: { html: string; css: string }): Promise<Map<string, MeasuredText[]>> {
    const byWidth = await renderer.render({ html: stamped(doc.html), css: doc.css }, async (page) => {
      const all: MeasuredText[] = [];
      for (const width of CONTRAST_WIDTHS) all.push(...(await measureTextBackgrounds(page, width)));
      return all;
    });
    const names = classOfStamp(doc.html);
    // Keyed by each class the element had in the fixture (a class the edit adds is one more key, never a lost one).
    const out = new Map<string, MeasuredText[]>();
    for (const m of byWidth) for (const cls of names.get(m.stamp)!.split(" ")) out.set(cls, [...(out.get(cls) ?? []), m]);
    return out;
  }

  for (const name of ["hero", "gradient", "layers"] as const) {
    it(`${name}: every text passes AA afterwards, measured again from the rendered result; passing texts keep their colour`, async () => {
      const fixture = fixtures(server.url("photo.png"))[name];
      const before = await measure(fixture);
      // The fixture is what it claims: the failing texts fail, the passing ones pass, measured from pixels.
      for (const cls of fixture.fails) expect(Math.min(...before.get(cls)!.map((m) => worst(m) / target(m))), `${cls} before`).toBeLessThan(1);
      for (const cls of fixture.passes) expect(Math.min(...before.get(cls)!.map((m) => worst(m) / target(m))), `${cls} before`).toBeGreaterThanOrEqual(1);
      if (name === "hero") {
        // The photo is painted behind the hero title: its pixels are dark and uneven, not one flat colour.
        const title = before.get("hero-title")![0];
        expect(title.lightest.r).toBeLessThan(0.4);
        expect(title.lightest.r - title.darkest.r).toBeGreaterThan(0.05);
      }

      const [layout] = await t.runtime.deps.db.insert(layouts).values({ userId, url: "https://contrast.example/", status: "done", extractedHtml: fixture.html, extractedCss: fixture.css }).returning();
      const res = await t.request(`/api/layouts/${layout.id}/ai-edit`, { method: "POST", cookie, json: { prompt: "Improve contrast", currentHtml: fixture.html, currentCss: fixture.css } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { html: string; css: string; summary: string; provider: string };
      expect(body.provider).toBe("builtin");
      expect(body.summary).toMatch(new RegExp(`^Raised contrast on ${fixture.fails.length} texts?: .+\\. ${fixture.passes.length} already passed and kept their colours\\. Checked in a real render at 1280 and 390 px: no sideways scrolling, and no section lost spacing\\.$`));
      // Rules, as the editor writes them: no style attribute anywhere.
      expect(body.html).not.toMatch(/\sstyle=/);

      const after = await measure(body);
      expect(after.size).toBeGreaterThan(0);
      for (const [cls, measured] of after) {
        for (const m of measured) expect(worst(m), `${cls} at some width: ${hex(m.colour)}`).toBeGreaterThanOrEqual(target(m));
      }
      for (const cls of fixture.passes) {
        expect(after.get(cls)!.map((m) => hex(m.colour)), `${cls} kept its colour`).toEqual(before.get(cls)!.map((m) => hex(m.colour)));
      }
      // Every text of the fixture was measured both times.
      for (const cls of before.keys()) expect(after.has(cls), cls).toBe(true);

      if (name !== "hero") return;
      // Running it again changes nothing more.
      const again = await t.request(`/api/layouts/${layout.id}/ai-edit`, { method: "POST", cookie, json: { prompt: "Improve contrast", currentHtml: body.html, currentCss: body.css } });
      const second = (await again.json()) as { html: string; css: string };
      expect(second.css).toBe(body.css);
      expect(second.html).toBe(body.html);
      // Four renders for one run (measure, check the fix, and the layout checks before/after), twice for the hero.
    }, 180_000);
  }

  it("changes the rule that colours many failing texts once, fixes a text alone when no shared colour fits, and leaves out changes nobody would see", async () => {
    const html = `<main class="page"><p class="intro">Plenty of contrast here</p><div class="dark"><p class="note">A note on the dark box passes</p></div><p class="note">The same note on white fails</p>
<p class="shine">Gradient words painted by their fill</p><p class="ghost">Faded out entirely</p></main>
<footer class="site-footer">${["About", "Blog", "Careers", "Press", "Privacy", "Terms"].map((w) => `<a href="/${w.toLowerCase()}">${w}</a>`).join(" ")}</footer>`;
    const css = `body { margin: 0; font-family: sans-serif; background: #fff; color: #111; }
.page { padding: 24px; }
.dark { background: #222; padding: 8px; }
.note { color: #999999; }
.shine { color: #eeeeee; background: linear-gradient(90deg, #0f172a, #1e3a8a); -webkit-background-clip: text; background-clip: text; -webkit-text-fill-color: transparent; }
.ghost { color: #f4f4f4; opacity: 0; }
.site-footer { padding: 24px; }
.site-footer a { color: #b8b8b8; margin-right: 12px; }`;
    const [layout] = await t.runtime.deps.db.insert(layouts).values({ userId, url: "https://contrast.example/", status: "done", extractedHtml: html, extractedCss: css }).returning();
    const res = await t.request(`/api/layouts/${layout.id}/ai-edit`, { method: "POST", cookie, json: { prompt: "Improve contrast", currentHtml: html, currentCss: css } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { html: string; css: string; summary: string };
    const block = body.css.slice(body.css.indexOf("layoutlift:contrast:start"));
    // Six links, one changed rule, written with the page's own selector; no class added for them.
    expect(block).toMatch(/^\.site-footer a \{ color: #[0-9a-f]{6}; \}$/m);
    expect(body.html.match(/<a href="\/[a-z]+">/g)).toHaveLength(6);
    expect(body.summary).toContain("`.site-footer a` (6 texts) #b8b8b8");
    // `.note` passes on the dark box and fails on white: no colour fits both, so only the failing one changes.
    expect(block).not.toMatch(/^\.note \{/m);
    expect(body.summary).toMatch(/"The same note on white fails" #999999/);
    // Fill-painted and invisible texts: a colour change would show nothing, so nothing is written or counted.
    expect(block).not.toMatch(/shine|ghost/);
    expect(body.html).toContain('<p class="shine">');
    expect(body.html).toContain('<p class="ghost">');
    expect(body.summary).toMatch(/^Raised contrast on 7 texts: /);

    const after = await measure(body);
    for (const cls of ["note", "site-footer"]) for (const m of after.get(cls) ?? []) expect(worst(m), cls).toBeGreaterThanOrEqual(target(m));
    const links = [...after.values()].flat().filter((m) => ["About", "Blog", "Careers", "Press", "Privacy", "Terms"].includes(m.label));
    expect(links.length).toBe(12);
    for (const m of links) expect(worst(m), m.label).toBeGreaterThanOrEqual(target(m));
  }, 180_000);

  it("says so plainly when no browser can be started, instead of guessing", async () => {
    const broken = createLayoutRenderer({ pool: createBrowserPool({ chromePath: join(dir, "no-chromium") }), egress: { allowPrivate: false, loopbackOnly: true } });
    const err = await broken.render({ html: "<p>x</p>", css: "" }, async () => 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe(RENDERER_UNAVAILABLE_MESSAGE);
    await broken.close();
  });
});
