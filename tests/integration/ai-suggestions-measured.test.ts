import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { buildDocument } from "@layoutlift/core/extract/document";
import { createBuiltinProvider } from "@layoutlift/core/ai/builtin/builtin-provider";
import type { LayoutDocument } from "@layoutlift/core/ai/provider";
import { launchTestBrowser } from "../helpers/browser.ts";

/**
 * Issue 15 item 2: each suggestion's promise (the chip's title in the prompt bar) measured in Chromium on a
 * layout whose own rules fight it: class rules more specific than the suggestion's tag rules, a fixed 1,100 px
 * hero, a three-column grid, a flex header and small buttons.
 */
const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#94a3b8"/></svg>')}`;
const layout: LayoutDocument = {
  html: `<header class="site-header" data-name="header"><span class="logo">Acme</span><nav class="nav"><a class="nav-link" href="/a">Docs</a><a class="nav-link" href="/b">Blog</a></nav></header>
<section class="hero"><h1 class="hero-title">Ship faster</h1><p class="hero-lead">A lead paragraph with <a href="/inline">an inline link</a> inside.</p><a class="btn" href="/start">Start</a><button class="ghost">More</button></section>
<section class="features"><div class="card"><h3 class="card-title">One</h3><p>First</p><img class="shot" src="${IMAGE}" alt=""></div><div class="card"><h3 class="card-title">Two</h3><p>Second</p></div><div class="card"><h3 class="card-title">Three</h3><p>Third</p></div></section>
<footer class="footer"><p class="note">Footer</p></footer>`,
  css: `body { margin: 0; font-family: "Georgia", serif; color: #1f2937; background: #fff; }
.site-header { display: flex; justify-content: space-between; align-items: center; padding: 8px 16px; }
.nav { display: flex; gap: 8px; }
.nav-link { font-size: 13px; color: #1f2937; }
.hero { width: 1100px; padding: 8px; }
.hero-title { font-size: 22px; font-family: "Times New Roman", serif; }
.btn { display: inline-block; padding: 2px 6px; border-radius: 0; font-size: 12px; background: #1d4ed8; color: #fff; }
.hero button.ghost { padding: 2px 4px; border-radius: 0; font-size: 12px; }
.features { display: grid; grid-template-columns: repeat(3, 320px); gap: 16px; padding: 8px; }
.card { border: 1px solid #e5e7eb; padding: 12px; border-radius: 2px; }
.shot { width: 200px; }
.footer { padding: 4px; }`,
};

const provider = createBuiltinProvider({
  renderer: { render: () => Promise.reject(new Error("these suggestions need no measurement")), close: () => Promise.resolve() },
});

describe("each built-in suggestion does what it says, measured in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchTestBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(doc: LayoutDocument, width: number, reducedMotion: "reduce" | "no-preference" = "no-preference"): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion });
    await page.setContent(buildDocument(doc), { waitUntil: "load" });
    return page;
  }

  /** Resolves when every finite animation and transition in `selector`'s subtree has finished. */
  const animationsDone = (page: Page, selector: string) =>
    page.$eval(selector, (el) =>
      Promise.all(
        el
          .getAnimations({ subtree: true })
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
          .map((a) => a.finished),
      ).then(() => undefined),
    );

  /** Hovers `selector` and waits until the page has applied :hover and any transition it started has ended. */
  async function hoverSettled(page: Page, selector: string): Promise<void> {
    await page.hover(selector);
    await page.waitForFunction((sel) => document.querySelector(sel)?.matches(":hover"), selector);
    await animationsDone(page, selector);
  }

  it("'Mobile optimize': at 390 px nothing sticks out sideways, columns stack and tap targets are at least 44 × 44 px", async () => {
    const out = await provider.edit({ prompt: "Mobile optimize", ...layout });
    expect(out.summary).toBe(
      "Optimised for phones (below 768 px, no sideways scrolling): stacked .site-header, .nav into a column; put the grid .features in one column; made the fixed width of .hero fluid; sized 4 tap targets to at least 44 × 44 px.",
    );
    const measure = (page: Page) =>
      page.evaluate(() => {
        const visible = [...document.body.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().width > 0);
        const targets = [...document.querySelectorAll("button, .btn, nav a, header a")].map((el) => el.getBoundingClientRect());
        const cards = [...document.querySelectorAll(".card")].map((el) => el.getBoundingClientRect());
        return {
          scrollWidth: document.documentElement.scrollWidth,
          widest: Math.max(...visible.map((el) => el.getBoundingClientRect().right)),
          targets: targets.map((r) => [Math.round(r.width), Math.round(r.height)]),
          cardLefts: cards.map((r) => Math.round(r.left)),
          cardTops: cards.map((r) => Math.round(r.top)),
        };
      });
    const before = await measure(await open(layout, 390));
    // The fixture really scrolls sideways and has small targets on a phone before the edit.
    expect(before.scrollWidth).toBeGreaterThan(390);
    expect(before.targets.some(([w, h]) => w < 44 || h < 44)).toBe(true);

    const phone = await measure(await open(out, 390));
    expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    expect(phone.widest).toBeLessThanOrEqual(390.5);
    expect(phone.targets).toHaveLength(4);
    for (const [w, h] of phone.targets) {
      expect(w).toBeGreaterThanOrEqual(44);
      expect(h).toBeGreaterThanOrEqual(44);
    }
    // One column: the cards share a left edge and sit one under another.
    expect(new Set(phone.cardLefts).size).toBe(1);
    expect(phone.cardTops).toEqual([...phone.cardTops].sort((a, b) => a - b));
    expect(new Set(phone.cardTops).size).toBe(3);
    // Desktop is untouched: the block lives below 768 px.
    const desktop = await measure(await open(out, 1280));
    expect(desktop.cardTops[0]).toBe(desktop.cardTops[1]);
  });

  it("'Make it modern': system font stack, fluid heading sizes, roomier sections, rounded buttons and images, soft card shadows — over the page's own class rules", async () => {
    const out = await provider.edit({ prompt: "Make it modern", ...layout });
    expect(out.summary).toBe(
      "Made it modern: the system font stack (in place of 2 font choices), a fluid size scale on 4 headings, roomier spacing in 4 sections, rounded corners on 2 buttons and fields and 1 image, soft shadows on 3 cards.",
    );
    const measure = (page: Page) => page.evaluate(() => {
      const style = (sel: string) => getComputedStyle(document.querySelector(sel)!);
      return {
        fonts: [...document.querySelectorAll("h1, p, a, h3")].map((el) => getComputedStyle(el).fontFamily),
        h1: parseFloat(style("h1").fontSize),
        h3: parseFloat(style("h3").fontSize),
        sections: [...document.querySelectorAll("section, header, footer")].map((el) => parseFloat(getComputedStyle(el).paddingTop)),
        radii: [...document.querySelectorAll("button, .btn")].map((el) => getComputedStyle(el).borderTopLeftRadius),
        image: style("img").borderTopLeftRadius,
        cards: [...document.querySelectorAll(".card")].map((el) => [getComputedStyle(el).boxShadow, getComputedStyle(el).borderTopLeftRadius]),
      };
    });
    // Before the edit the page's own class rules say otherwise (square buttons, a 22 px serif title).
    const before = await measure(await open(layout, 1280));
    expect(before.radii).toEqual(["0px", "0px"]);
    expect(before.h1).toBe(22);
    expect(before.fonts.some((f) => !f.startsWith("system-ui"))).toBe(true);
    const m = await measure(await open(out, 1280));
    for (const family of m.fonts) expect(family.startsWith("system-ui")).toBe(true);
    expect(m.h1).toBeGreaterThanOrEqual(36);
    expect(m.h3).toBeGreaterThanOrEqual(20);
    for (const padding of m.sections) expect(padding).toBeGreaterThanOrEqual(32);
    expect(m.radii).toEqual(["10px", "10px"]);
    expect(m.image).toBe("12px");
    for (const [shadow, radius] of m.cards) {
      expect(shadow).not.toBe("none");
      expect(radius).toBe("16px");
    }
  });

  it("'Add animations': sections fade up, buttons and cards lift on hover; with reduced motion nothing moves", async () => {
    const out = await provider.edit({ prompt: "Add animations", ...layout });
    expect(out.summary).toBe(
      "Added motion: 4 sections fade up on load, 2 buttons and 3 cards lift on hover; none of it plays when the system asks for reduced motion.",
    );
    const moving = await open(out, 1280);
    const names = await moving.evaluate(() =>
      [...document.querySelectorAll("section, header, footer")].map((el) => el.getAnimations().map((a) => (a as CSSAnimation).animationName)),
    );
    for (const list of names) expect(list).toContain("layoutlift-fade-up");
    await animationsDone(moving, "body");
    for (const sel of [".btn", ".card"]) {
      await hoverSettled(moving, sel);
      expect(await moving.$eval(sel, (el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42), sel).toBeLessThan(0);
    }

    const still = await open(out, 1280, "reduce");
    const calm = await still.evaluate(() => ({
      animations: [...document.querySelectorAll("section, header, footer")].map((el) => getComputedStyle(el).animationName),
      running: document.getAnimations().filter((a) => a.playState === "running").length,
    }));
    expect(calm.animations.every((name) => name === "none")).toBe(true);
    expect(calm.running).toBe(0);
    await hoverSettled(still, ".btn");
    expect(await still.$eval(".btn", (el) => getComputedStyle(el).transform)).toBe("none");
  });
});
