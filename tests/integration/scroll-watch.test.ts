import type { Page } from "puppeteer-core";
import { beforeEach, describe, expect, it } from "vitest";
import { inPageBrowserForFile } from "../helpers/in-page-browser.ts";
import { followsHover, followsScroll, watchScrollFollowers } from "@layoutlift/core/extract/browser/scroll-watch";

/**
 * The capture skips the scroll-state walk on a page none of whose scripts can learn of a scroll (issue 29): the watch
 * must see every way a script hears of one, and let everything the page does through it work as before. Likewise the
 * behaviour recording points at menus first only where a script listens for a pointer arriving (issue 24).
 */
const browser = inPageBrowserForFile();
let page: Page;

beforeEach(async () => {
  await page?.close();
  page = await browser().newPage();
  await watchScrollFollowers(page);
});

const STICKY = `<nav style="position:sticky;top:0"><a href="#b">B</a></nav><div style="height:3000px"></div><section id="b">B</section>`;

async function open(script: string, body = STICKY): Promise<void> {
  const html = `<!DOCTYPE html><html><body ${script.startsWith("onscroll") ? script : ""}>${body}${script.startsWith("onscroll") ? "" : `<script>${script}</script>`}</body></html>`;
  await page.goto(`data:text/html,${encodeURIComponent(html)}`, { waitUntil: "load" });
}

describe("watching for scripts that follow a scroll", () => {
  it("finds none on a page laid out and styled by CSS alone, or whose scripts listen to other events", async () => {
    await open("");
    expect(await followsScroll(page)).toBe(false);
    await open(`addEventListener("click", () => {}); document.body.onclick = () => {}; new ResizeObserver(() => {});`);
    expect(await followsScroll(page)).toBe(false);
    // React listens for every event on its root container: a page scroll never reaches an element, so it hears none.
    await open(`document.querySelector("nav").addEventListener("scroll", () => {}, true); document.querySelector("nav").addEventListener("scrollend", () => {})`);
    expect(await followsScroll(page)).toBe(false);
  });

  it("forgets what a popup's positioning attached only while it was open (floating-ui's autoUpdate)", async () => {
    await open(`
      const update = () => {};
      const observer = new IntersectionObserver(update);
      window.openPopup = () => { addEventListener("scroll", update, { passive: true }); observer.observe(document.getElementById("b")); };
      window.closePopup = () => { removeEventListener("scroll", update); observer.disconnect(); };
    `);
    expect(await followsScroll(page)).toBe(false);
    await page.evaluate("openPopup()");
    expect(await followsScroll(page)).toBe(true);
    await page.evaluate("closePopup()");
    expect(await followsScroll(page)).toBe(false);
  });

  it.each([
    ["a scroll listener on the window", `addEventListener("scroll", () => {}, { passive: true })`],
    ["a scrollend listener on the document", `document.addEventListener("scrollend", () => {})`],
    ["a listener that removes itself after one scroll", `addEventListener("scroll", () => {}, { once: true })`],
    ["an IntersectionObserver", `new IntersectionObserver(() => {}).observe(document.getElementById("b"))`],
    ["an onscroll handler set on the window", `window.onscroll = () => {}`],
    ["an onscroll handler set on an element", `document.querySelector("nav").onscroll = () => {}`],
    ["an onscroll attribute", `onscroll="void 0"`],
  ])("sees %s", async (_, script) => {
    await open(script);
    expect(await followsScroll(page)).toBe(true);
  });

  it("leaves the page's own listeners and observers working", async () => {
    await open(`
      window.heard = { scroll: 0, seen: false, handler: 0 };
      addEventListener("scroll", () => heard.scroll++);
      document.querySelector("nav").onscroll = () => heard.handler++;
      new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) heard.seen = true; }).observe(document.getElementById("b"));
    `);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction("window.heard.scroll > 0 && window.heard.seen");
    expect(await page.evaluate(() => typeof document.querySelector("nav")!.onscroll)).toBe("function");
  });
});

describe("watching for scripts that follow a pointer arriving", () => {
  it("finds none where scripts listen to clicks and scrolls only", async () => {
    await open(`addEventListener("click", () => {}); addEventListener("scroll", () => {}); document.body.onmouseleave = () => {};`);
    expect(await followsHover(page)).toBe(false);
  });

  it.each([
    ["a mouseenter listener on an element (Alpine's @mouseenter)", `document.querySelector("nav").addEventListener("mouseenter", () => {})`],
    ["a pointerover listener on the document (React's root)", `document.addEventListener("pointerover", () => {})`],
    ["an onmouseover handler set by script", `document.querySelector("nav").onmouseover = () => {}`],
    ["an onmouseenter attribute", `document.querySelector("nav").setAttribute("onmouseenter", "void 0")`],
  ])("sees %s", async (_, script) => {
    await open(script);
    expect(await followsHover(page)).toBe(true);
  });
});
