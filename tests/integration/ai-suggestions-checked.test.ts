import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { createBuiltinProvider } from "@layoutlift/core/ai/builtin/builtin-provider";
import type { AiEditProvider, LayoutDocument } from "@layoutlift/core/ai/provider";
import { createLayoutRenderer } from "@layoutlift/core/ai/rendered/layout-renderer";
import { buildDocument } from "@layoutlift/core/extract/document";
import { launchTestBrowser } from "../helpers/browser.ts";

/**
 * Issue 28 item 3: every suggestion, run by the built-in engine with its real renderer on three layouts built like
 * the pages people bring, leaves the page no wider than the phone and no section with less vertical padding than
 * before; the summary says it was checked, or says why it was not applied.
 */
const BOOTSTRAP = readFileSync(createRequire(import.meta.url).resolve("bootstrap/dist/css/bootstrap.min.css"), "utf8").replace(/\/\*# sourceMappingURL=.*?\*\//, "");

const fixtures: Record<string, LayoutDocument> = {
  // Generous section padding (96 px): "roomier" must not mean less.
  "roomy landing": {
    html: `<header class="top" data-name="header"><a class="brand" href="/">Acme</a></header>
<section class="hero"><h1>Ship faster</h1><p class="lead">Everything you need.</p><a class="cta" href="/go">Start</a></section>
<section class="features"><div class="card"><h3>One</h3><p>First</p></div><div class="card"><h3>Two</h3><p>Second</p></div></section>
<footer class="foot"><p>© Acme</p></footer>`,
    css: `body{margin:0;font-family:Georgia,serif;color:#222}.top{display:flex;padding:16px 24px;background:#0f172a}.brand{color:#fff}
.hero,.features{padding:96px 24px}.features{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px}
.card{border:1px solid #ddd;padding:16px}.cta{display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff}.foot{padding:48px 24px;background:#111;color:#aaa}`,
  },
  // Bootstrap's own stylesheet with an agency theme: fixed navbar, full-height masthead, 6rem page sections.
  "bootstrap agency": {
    html: `<nav class="navbar navbar-expand-lg navbar-dark fixed-top" id="mainNav"><div class="container"><a class="navbar-brand" href="#page-top">Agency</a><button class="navbar-toggler" type="button" aria-label="Menu">Menu</button><div class="collapse navbar-collapse" id="navbarResponsive"><ul class="navbar-nav ms-auto"><li class="nav-item"><a class="nav-link" href="#services">Services</a></li><li class="nav-item"><a class="nav-link" href="#team">Team</a></li></ul></div></div></nav>
<header class="masthead"><div class="container"><div class="masthead-subheading">Welcome To Our Studio!</div><div class="masthead-heading text-uppercase">It's Nice To Meet You</div><a class="btn btn-primary btn-xl text-uppercase" href="#services">Tell Me More</a></div></header>
<section class="page-section" id="services"><div class="container"><div class="text-center"><h2 class="section-heading text-uppercase">Services</h2><h3 class="section-subheading text-muted">Lorem ipsum dolor sit amet consectetur.</h3></div><div class="row text-center"><div class="col-md-4"><h4 class="my-3">E-Commerce</h4><p class="text-muted">Pellentesque habitant.</p></div><div class="col-md-4"><h4 class="my-3">Responsive Design</h4><p class="text-muted">Morbi tristique.</p></div><div class="col-md-4"><h4 class="my-3">Web Security</h4><p class="text-muted">Senectus et netus.</p></div></div></div></section>
<footer class="footer py-4"><div class="container"><div class="row align-items-center"><div class="col-lg-4 text-lg-start">Copyright © Agency</div></div></div></footer>`,
    css: `${BOOTSTRAP}
#mainNav{padding-top:1rem;padding-bottom:1rem;background-color:#212529}#mainNav .navbar-brand{color:#ffc800}
header.masthead{padding-top:10.5rem;padding-bottom:6rem;text-align:center;color:#fff;background:#333}
header.masthead .masthead-heading{font-size:3.25rem;font-weight:700;line-height:3.25rem;margin-bottom:2rem}
@media (min-width:768px){header.masthead{padding-top:17rem;padding-bottom:12.5rem}header.masthead .masthead-heading{font-size:4.5rem;line-height:4.5rem}}
section.page-section{padding:6rem 0}section.page-section h2.section-heading{font-size:2.5rem;margin-top:0}
@media (min-width:768px){section.page-section{padding:9rem 0}}`,
  },
  // An app dashboard: a sidebar grid that stacks on phones.
  dashboard: {
    html: `<div class="app" data-name="app"><aside class="sidebar"><a class="side-link" href="/">Overview</a><a class="side-link" href="/orders">Orders</a></aside><main class="content"><section class="stats"><div class="stat card"><h3>Revenue</h3><p class="num">$12k</p></div><div class="stat card"><h3>Orders</h3><p class="num">320</p></div></section><section class="table-wrap"><h2>Recent</h2><p class="muted">Nothing new today.</p></section></main></div>`,
    css: `body{margin:0;font-family:Arial,sans-serif}.app{display:grid;grid-template-columns:220px 1fr;min-height:100vh}.sidebar{background:#1e293b;padding:24px;display:flex;flex-direction:column;gap:8px}.side-link{color:#cbd5e1}
.content{padding:24px}.stats{display:grid;grid-template-columns:repeat(2,1fr);gap:16px;padding:16px 0}.card{border:1px solid #e2e8f0;padding:16px}.muted{color:#94a3b8}.table-wrap{padding:16px 0}
@media (max-width:768px){.app{grid-template-columns:1fr}.stats{grid-template-columns:1fr}}`,
  },
};

const SUGGESTIONS = ["Make it modern", "Add animations", "Improve contrast", "Mobile optimize"];

describe("built-in suggestions checked in a real render", () => {
  let browser: Browser;
  let provider: AiEditProvider;
  beforeAll(async () => {
    browser = await launchTestBrowser();
    provider = createBuiltinProvider({ renderer: createLayoutRenderer({ pool: createBrowserPool(), egress: { allowPrivate: false, loopbackOnly: true } }) });
  });
  afterAll(async () => {
    await provider?.close?.();
    await browser?.close();
  });

  /** Page width and each region's vertical padding at 390 and 1280, with motion finished. */
  async function layoutOf(doc: LayoutDocument) {
    const page = await browser.newPage();
    await page.setContent(buildDocument(doc), { waitUntil: "load" });
    const out: Record<number, { scrollWidth: number; padding: number[] }> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      out[width] = await page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((a) => (a.finish(), a.finished.catch(() => undefined))));
        return {
          scrollWidth: document.documentElement.scrollWidth,
          padding: [...document.querySelectorAll("section, header, footer, main, [data-name]")].map((el) => {
            const s = getComputedStyle(el);
            return Math.round(parseFloat(s.paddingTop) + parseFloat(s.paddingBottom));
          }),
        };
      });
    }
    await page.close();
    return out;
  }

  for (const [name, doc] of Object.entries(fixtures)) {
    it(`on the ${name}, no suggestion makes the page scroll sideways or any section tighter`, async () => {
      const before = await layoutOf(doc);
      for (const prompt of SUGGESTIONS) {
        const out = await provider.edit({ prompt, ...doc });
        expect(out.summary, `${prompt} on the ${name}`).toMatch(/Checked in a real render at 1280 and 390 px|^Did not apply/);
        const after = await layoutOf(out);
        for (const width of [390, 1280] as const) {
          expect(after[width]!.scrollWidth, `${prompt} at ${width}: page width`).toBeLessThanOrEqual(Math.max(width, before[width]!.scrollWidth));
          expect(after[width]!.padding.length).toBe(before[width]!.padding.length);
          after[width]!.padding.forEach((p, i) => expect(p, `${prompt} at ${width}: region ${i} padding`).toBeGreaterThanOrEqual(before[width]!.padding[i]! - 1));
        }
      }
    }, 240_000);
  }

  it("keeps a roomy page's section spacing when it makes it modern, and says so", async () => {
    const out = await provider.edit({ prompt: "Make it modern", ...fixtures["roomy landing"]! });
    expect(out.summary).toContain("section spacing kept as it was");
    expect(out.css).toContain("system-ui");
  }, 120_000);
});
