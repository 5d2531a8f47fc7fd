import { fileURLToPath } from "node:url";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { capturePage, type CapturedPage } from "@layoutlift/core/extract/browser/capture";
import { BEHAVIOUR_BUDGET_MS } from "@layoutlift/core/extract/browser/probes/behaviour-states-probe";
import { recordedStates, type RecordedStates } from "@layoutlift/core/extract/states/recorded-states";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/**
 * The behaviour-states probe on pages built on the real libraries (Bootstrap 5's own bundle, Alpine.js, Radix on
 * React 19, native details/popover/dialog) and on a hostile page: every control is activated in a fresh state at the phone and the
 * primary width, what it changed is recorded as classes and attributes, and the page is left as it was.
 */
const sites = fileURLToPath(new URL("../fixtures/sites/", import.meta.url));
const hostileRoot = fileURLToPath(new URL("../fixtures/extract/hostile-states/", import.meta.url));

let server: FixtureServer;
let hostileServer: FixtureServer;
let proxy: EgressProxy;
let browser: Browser;
const captured = new Map<string, { page: CapturedPage; states: RecordedStates; url: string; finalUrl: string }>();

async function capture(name: string, url: string): Promise<void> {
  const page = await browser.newPage();
  const result = await capturePage(page, url, { widths: [1280, 390], navigationMs: 20_000, maxElements: 15_000, maxHeightPx: 30_000 });
  captured.set(name, { page: result, states: recordedStates(result.behaviourCaptures.values()), url, finalUrl: page.url() });
  await page.close();
}

const stampOf = (name: string, id: string) => new RegExp(`id="${id}"[^>]*data-ll-id="(\\d+)"`).exec(captured.get(name)!.page.documentHtml)?.[1] ?? "";

beforeAll(async () => {
  server = await startFixtureServer(sites, { offlineRemoteUrls: true });
  hostileServer = await startFixtureServer(hostileRoot);
  proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  browser = await launchBrowser({ proxyServer: proxy.server });
  await capture("bootstrap", server.url("behaviours/bootstrap-agency/"));
  await capture("alpine", server.url("behaviours/tailwind-alpine/"));
  await capture("native", server.url("behaviours/details-native/"));
  await capture("hover", server.url("behaviours/hover-menu/"));
  await capture("radix", server.url("behaviours/radix-react/"));
  await capture("hostile", hostileServer.url("index.html"));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
  await hostileServer?.close();
});

describe("capturing behaviour states", () => {
  it("Bootstrap: every control is found and reproduced, at the phone width first, within the time budget", () => {
    const { page, states } = captured.get("bootstrap")!;
    expect([...page.behaviourCaptures.keys()]).toEqual([390, 1280]);
    // Navbar toggler, 2 dropdowns, modal, 3 tabs, 3 accordion headers, 3 indicators, prev/next, offcanvas.
    expect(states.found).toHaveLength(16);
    expect(states.reproduced).toHaveLength(16);
    expect(states.notReproduced).toEqual([]);
    const ms = [...page.behaviourCaptures.values()].reduce((sum, c) => sum + c.ms, 0);
    expect(ms).toBeLessThan(BEHAVIOUR_BUDGET_MS);
  });

  it("Bootstrap: the navbar collapse opens on the phone, with the toggler's class and aria-expanded", () => {
    const { states } = captured.get("bootstrap")!;
    const nav = states.behaviours.find((b) => b.target === stampOf("bootstrap", "navbarResponsive"))!;
    expect(nav).toMatchObject({ pattern: "disclosure", openAtCapture: false, group: null });
    const toggler = nav.parts.find((p) => p.ref === nav.controls[0].ref)!;
    expect(toggler).toMatchObject({ closedClass: ["collapsed"], openAttrs: { "aria-expanded": "true" }, closedAttrs: { "aria-expanded": "false" } });
    expect(nav.parts.find((p) => p.ref === nav.target)!.openClass).toEqual(["show"]);
    expect(states.revealed.has(nav.target)).toBe(true);
  });

  it("Bootstrap: tabs, accordion and carousel are exclusive groups; the modal has its backdrop, body class and Escape", () => {
    const { states } = captured.get("bootstrap")!;
    const byPattern = (pattern: string) => states.behaviours.filter((b) => b.pattern === pattern);
    expect(byPattern("tabs")).toHaveLength(3);
    expect(new Set(byPattern("tabs").map((b) => b.group)).size).toBe(1);
    expect(byPattern("tabs").filter((b) => b.openAtCapture)).toHaveLength(1);
    expect(byPattern("accordion")).toHaveLength(3);
    expect(byPattern("carousel")).toHaveLength(3);
    expect(states.steppers.map((s) => s.step).sort()).toEqual(["next", "prev"]);
    const modal = states.behaviours.find((b) => b.target === stampOf("bootstrap", "projectModal"))!;
    expect(modal).toMatchObject({ pattern: "dialog", dismiss: ["escape"], backdrop: ["modal-backdrop", "fade", "show"], bodyClass: ["modal-open"] });
    expect(modal.parts[0].openClass).toEqual(["show", "state-display-block"]);
    expect(modal.controls.filter((c) => c.action === "close")).toHaveLength(2);
    const menus = byPattern("dropdown");
    expect(menus).toHaveLength(2);
    for (const menu of menus) expect(menu.dismiss).toEqual(["escape", "outside"]);
  });

  it("leaves the page as it found it: the markup read before the clicks shows every control closed", () => {
    const { page } = captured.get("bootstrap")!;
    expect(page.documentHtml).toMatch(/class="collapse navbar-collapse" id="navbarResponsive"/);
    expect(page.documentHtml).not.toContain("modal-backdrop");
  });

  it("Alpine: x-show states become our display classes, and the desktop-only menu is recorded at the desktop width", () => {
    const { states } = captured.get("alpine")!;
    expect(states.found).toHaveLength(7);
    expect(states.reproduced).toHaveLength(7);
    const faq = states.behaviours.find((b) => b.target === stampOf("alpine", "faq-1"))!;
    expect(faq.parts.find((p) => p.ref === faq.target)).toMatchObject({ closedClass: ["state-display-none"] });
    expect(states.behaviours.find((b) => b.target === stampOf("alpine", "solutions-panel"))).toBeDefined();
    expect(states.behaviours.find((b) => b.target === stampOf("alpine", "demo-dialog"))).toMatchObject({ pattern: "dialog", dismiss: ["escape"] });
  });

  it("a flyout that opens while pointed at is recorded as a hover menu; the click menu beside it stays a click menu", () => {
    const { states, page } = captured.get("hover")!;
    const products = states.behaviours.find((b) => b.target === stampOf("hover", "products-menu"))!;
    const account = states.behaviours.find((b) => b.target === stampOf("hover", "account-menu"))!;
    expect(products).toMatchObject({ trigger: "hover" });
    expect(products.controls.map((c) => c.ref)).toEqual([stampOf("hover", "products-button")]);
    expect(account).toMatchObject({ trigger: "click" });
    expect(account.dismiss).toContain("escape");
    // Hovering was undone: both menus rest closed in the captured markup.
    expect(page.documentHtml).toMatch(/id="products-button"[^>]*aria-expanded="false"/);
    expect(page.documentHtml).toMatch(/id="account-button"[^>]*aria-expanded="false"/);
  });

  it("Radix: content mounted only while open (portal menu and dialog, emptied tab panes and accordion bodies) is kept, resting hidden", () => {
    const { page, states } = captured.get("radix")!;
    expect(states.found).toHaveLength(7);
    expect(states.reproduced).toHaveLength(7);
    expect(states.notReproduced).toEqual([]);
    const html = page.documentHtml;
    // The panes and bodies hold their words, hidden with their closed part; each appears once.
    for (const words of ["winter storage at half price", "parking space by the chandlery", "Diesel and petrol", "beyond the breakwater", "Billing history", "Pick your arrival night"]) {
      expect(html.split(words)).toHaveLength(2);
    }
    expect(html).toMatch(/<div data-radix-popper-content-wrapper=""[^>]*hidden=""/);
    expect(html).toMatch(/<div role="dialog"[^>]*class="dialog"[^>]*hidden=""/);
    // The page was put back: its own tab is selected again, nothing is open or hidden from screen readers.
    expect(html).toMatch(/aria-selected="true"[^>]*>Visitor</);
    expect(html).not.toMatch(/aria-expanded="true"|data-aria-hidden/);
    const dialog = states.behaviours.find((b) => b.pattern === "dialog")!;
    expect(dialog).toMatchObject({ backdrop: ["overlay"], dismiss: ["escape"] });
    const menu = states.behaviours.find((b) => b.pattern === "dropdown")!;
    expect(menu.dismiss).toEqual(["escape", "outside"]);
    // Radix's hideOthers (aria-hidden on everything else) is not a state of the page.
    expect(JSON.stringify(states.behaviours)).not.toContain("aria-hidden");
    expect(states.behaviours.filter((b) => b.pattern === "tabs").every((b) => b.group === "tabs-1")).toBe(true);
    // Accordion type="single" with nothing open at capture: probed, opening one question closes the other.
    const questions = states.behaviours.filter((b) => b.pattern === "accordion");
    expect(questions).toHaveLength(2);
    expect(questions.every((b) => b.group === "accordion-1" && b.controls.every((c) => c.action === "toggle"))).toBe(true);
    // The dialog's Cancel (Dialog.Close, no label naming it) closes it.
    expect(dialog.controls.filter((c) => c.action === "close")).toHaveLength(1);
  });

  it("Alpine: independent questions stay independent (the probe found opening one leaves the other open)", () => {
    const { page, states } = captured.get("alpine")!;
    const questions = ["faq-1", "faq-2"].map((id) => states.behaviours.find((b) => b.target === stampOf("alpine", id)));
    expect(questions.map((b) => [b?.pattern, b?.group])).toEqual([["disclosure", null], ["disclosure", null]]);
    expect(page.behaviourCaptures.get(390)!.exclusive).toEqual([]);
  });

  it("native details and popovers are left to the browser; what they reveal is kept", () => {
    const { states } = captured.get("native")!;
    expect(states.reproduced.length).toBeGreaterThanOrEqual(4);
    expect(states.revealed.size).toBeGreaterThan(0);
  });

  it("a hostile page: states with a handler, a javascript: value or a fetching style are refused; a link is never followed", () => {
    const { states, url, finalUrl } = captured.get("hostile")!;
    expect(finalUrl).toBe(url);
    const refused = states.notReproduced.map((n) => n.control);
    for (const id of ["handler", "scheme", "fetches"]) expect(refused).toContain(stampOf("hostile", id));
    const targets = states.behaviours.map((b) => b.target);
    expect(targets).toContain(stampOf("hostile", "p4"));
    expect(targets).toContain(stampOf("hostile", "p5"));
    expect(JSON.stringify(states.behaviours)).not.toMatch(/javascript:|onclick|url\(/);
  });
});
