import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { pageCall, pageEvaluator } from "@layoutlift/core/extract/browser/page-script";
import { watchPendingWork } from "@layoutlift/core/extract/browser/pending-watch";
import type { BehaviourCapture } from "@layoutlift/core/extract/browser/in-page/behaviour-record";
import { inPageBrowserForFile } from "../helpers/in-page-browser.ts";

/**
 * The behaviour recording settles a step without waiting a frame when the page has nothing left to run for it
 * (in-page/watch-pending.ts counts what the page schedules; issue 24's capture time). It must still see every change a
 * page makes late: after a library's short timer, a chain of zero timers, a posted message (React's scheduler), an
 * animation frame (Alpine's transitions), a ResizeObserver's report and a CSS animation's end (Radix's Presence).
 */
const browser = inPageBrowserForFile();

/** Each button opens its panel (class `open`, aria-expanded) by the way `later` names, and closes it at once. */
const LATER: Record<string, string> = {
  sync: "(f) => f()",
  timer: "(f) => setTimeout(f, 5)",
  zeroTimers: "(f) => setTimeout(() => setTimeout(() => setTimeout(f)))",
  message: "(f) => { const c = new MessageChannel(); c.port1.onmessage = f; c.port2.postMessage(0); }",
  windowMessage: "(f) => { addEventListener('message', function once() { removeEventListener('message', once); f(); }); postMessage('x', '*'); }",
  frame: "(f) => requestAnimationFrame(f)",
  frameThenTimer: "(f) => requestAnimationFrame(() => setTimeout(f, 5))",
  messageThenFrame: "(f) => { const c = new MessageChannel(); c.port1.onmessage = () => setTimeout(() => requestAnimationFrame(f)); c.port2.postMessage(0); }",
  resizeObserver: "(f) => { const ro = new ResizeObserver(() => { ro.disconnect(); f(); }); ro.observe(document.body); }",
  // Observers watching since the page loaded: a step that resizes or moves what they watch makes them report.
  resized: "(f) => { window.onResized = () => { window.onResized = null; f(); }; sizer.style.width = '200px'; }",
  intersected: "(f) => { window.onIntersected = () => { window.onIntersected = null; f(); }; spy.style.marginTop = '0px'; }",
  animationEnd: "(f, button) => { button.addEventListener('animationend', f, { once: true }); button.style.animation = 'pop 1s'; }",
};

function pageHtml(names: string[], extra = ""): string {
  const controls = names
    .map((name) => `<button id="b-${name}" aria-expanded="false" aria-controls="p-${name}">${name}</button><div id="p-${name}" class="panel">${name} panel</div>`)
    .join("");
  const script = names
    .map(
      (name) => `{
        const button = document.getElementById("b-${name}");
        const panel = document.getElementById("p-${name}");
        const later = ${LATER[name]};
        button.addEventListener("click", () => {
          if (button.getAttribute("aria-expanded") === "true") {
            button.setAttribute("aria-expanded", "false");
            panel.classList.remove("open");
            button.style.animation = "";
            sizer.style.width = "100px";
            spy.style.marginTop = "3000px";
            return;
          }
          later(() => { panel.classList.add("open"); button.setAttribute("aria-expanded", "true"); }, button);
        });
      }`,
    )
    .join("\n");
  const observers = `
    const sizer = document.getElementById("sizer");
    const spy = document.getElementById("spy");
    new ResizeObserver(() => window.onResized?.()).observe(sizer);
    new IntersectionObserver(() => window.onIntersected?.(), { rootMargin: "0px 0px -10% 0px", threshold: [0, 0.5, 1] }).observe(spy);`;
  return `<!DOCTYPE html><html><head><style>.panel{display:none}.panel.open{display:block}@keyframes pop{from{opacity:0}to{opacity:1}}</style></head><body>${controls}<div id="sizer" style="width:100px;height:10px"></div><div id="spy" style="height:10px;margin-top:3000px"></div><script>${observers}${script}${extra}</script></body></html>`;
}

async function record(names: string[], watched: boolean, extra = ""): Promise<{ page: Page; capture: BehaviourCapture }> {
  const page = await browser().newPage();
  if (watched) await watchPendingWork(page);
  await page.goto(`data:text/html,${encodeURIComponent(pageHtml(names, extra))}`, { waitUntil: "load" });
  const evaluate = pageEvaluator(page);
  await evaluate(pageCall("stamp", 1000));
  const capture = await evaluate(pageCall("behaviours", 60, 8000, null, false));
  return { page, capture };
}

const stampOf = (page: Page, id: string) => page.$eval(`#${id}`, (el) => el.getAttribute("data-ll-id"));

/**
 * A portal menu that mounts on the first click (in a microtask, as React renders) and, closing, waits for the end of
 * its closing animation (`closingAnimation`) before it unmounts; the names of the ends it saw are in `window.ends`.
 */
function portalMenuPage(style: string, closingAnimation: string): string {
  return `<!DOCTYPE html><html><head><style>${style}.menu[data-state=closed]{animation:${closingAnimation}}</style></head><body>
    <button id="t" aria-haspopup="menu" aria-expanded="false">Account</button>
    <script>
      const t = document.getElementById("t");
      let menu = null;
      window.ends = [];
      t.addEventListener("click", () => {
        if (!menu) {
          Promise.resolve().then(() => {
            menu = document.createElement("div");
            menu.className = "menu";
            menu.dataset.state = "open";
            menu.textContent = "Profile settings";
            document.body.append(menu);
            t.setAttribute("aria-expanded", "true");
          });
          return;
        }
        const closing = menu;
        menu = null;
        closing.dataset.state = "closed";
        t.setAttribute("aria-expanded", "false");
        closing.addEventListener("animationend", (e) => { window.ends.push(e.animationName); closing.remove(); }, { once: true });
      });
    </script></body></html>`;
}

/** Keeps the mounted content of the page's one menu; the copies made, the animation ends the page saw, the menus left. */
async function keepPortalMenu(html: string) {
  const page = await browser().newPage();
  await watchPendingWork(page);
  try {
    await page.goto(`data:text/html,${encodeURIComponent(html)}`, { waitUntil: "load" });
    const kept = await pageEvaluator(page)(pageCall("keepMounted", 60, 1500));
    const ends = await page.evaluate(() => (window as unknown as { ends: string[] }).ends);
    const menus = await page.$$eval(".menu", (els) => els.map((el) => [el.textContent, el.hasAttribute("hidden")]));
    return { copies: kept.copies, ends, menus };
  } finally {
    await page.close();
  }
}

describe("settling a recorded step by what the page still has to run", () => {
  it("sees every change a page makes late, whatever it waits for, and leaves the page closed", async () => {
    const names = Object.keys(LATER);
    const { page, capture } = await record(names, true);
    try {
      expect(capture.records).toHaveLength(names.length);
      for (const name of names) {
        const control = await stampOf(page, `b-${name}`);
        const panel = await stampOf(page, `p-${name}`);
        const own = capture.records.find((r) => r.control === control);
        expect(own?.shown, name).toEqual([panel]);
        expect(own!.changes.find((c) => c.stamp === panel)?.added, name).toEqual(["open"]);
      }
      expect(await page.$$eval(".panel.open", (els) => els.length)).toBe(0);
      // The page's own timers, frames and messages still work through the watch (and can be cancelled).
      const works = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen: string[] = [];
            const cancelled = setTimeout(() => seen.push("cancelled timer"), 1);
            clearTimeout(cancelled);
            cancelAnimationFrame(requestAnimationFrame(() => seen.push("cancelled frame")));
            const interval = setInterval(() => {
              seen.push("interval");
              clearInterval(interval);
            }, 1);
            requestAnimationFrame((t) => seen.push(typeof t));
            const c = new MessageChannel();
            c.port1.onmessage = (e) => seen.push(`message ${e.data}`);
            c.port2.postMessage(7);
            setTimeout((a: string) => seen.push(a), 2, "timer arg");
            setTimeout(() => resolve(seen.sort()), 60);
          }),
      );
      expect(works).toEqual(["interval", "message 7", "number", "timer arg"]);
    } finally {
      await page.close();
    }
  });

  it("waits no frame for a step the page finished at once, and waits frames where nobody answers", async () => {
    const names = ["sync"];
    const watched = await record(names, true);
    const unwatched = await record(names, false);
    try {
      // Work is counted at its idle price: a frame check is 25 ms, a check that needed none a tenth of it.
      expect(watched.capture.records[0].shown).toHaveLength(1);
      expect(unwatched.capture.records[0].shown).toHaveLength(1);
      expect(watched.capture.workMs).toBeLessThan(25);
      expect(unwatched.capture.workMs).toBeGreaterThanOrEqual(50);
    } finally {
      await watched.page.close();
      await unwatched.page.close();
    }
  });

  it("keeps a copy of a portal menu that unmounts only at the end of its closing animation (Radix's Presence)", async () => {
    const kept = await keepPortalMenu(portalMenuPage("@keyframes out{from{opacity:1}to{opacity:0}}", "out .2s"));
    expect(kept.copies).toBe(1);
    expect(kept.ends).toEqual(["out"]);
    expect(kept.menus).toEqual([["Profile settings", true]]);
  });

  it("tells the page a zero-length closing animation ended when the browser never does (Chromium under load)", async () => {
    // Under STILL the closing animation is zero-length and its end is due at the next frame, but under load Chromium
    // now and then never starts it until STILL is gone. An animation name with no @keyframes is one the browser never
    // starts at all: the page that unmounts at its end must still see that end.
    const kept = await keepPortalMenu(portalMenuPage("", "never-defined .2s"));
    expect(kept.copies).toBe(1);
    expect(kept.ends).toEqual(["never-defined"]);
    expect(kept.menus).toEqual([["Profile settings", true]]);
  });

  it("leaves a page's own frame loop to the frames while it records by frames", async () => {
    const loop = "window.ticks = 0; const tick = () => { window.ticks++; requestAnimationFrame(tick); }; requestAnimationFrame(tick);";
    const { page, capture } = await record(["sync", "frame", "timer"], true, loop);
    try {
      expect(capture.records.map((r) => r.shown.length)).toEqual([1, 1, 1]);
      // Frame checks, as without the watch: the loop always has a frame callback pending.
      expect(capture.workMs).toBeGreaterThanOrEqual(75);
      const ticks = await page.evaluate(() => new Promise<number>((resolve) => {
        const start = (window as unknown as { ticks: number }).ticks;
        setTimeout(() => resolve((window as unknown as { ticks: number }).ticks - start), 250);
      }));
      // About one a frame (at most 60 Hz, and the headless compositor may skip some): not a loop of zero timers.
      expect(ticks).toBeGreaterThan(0);
      expect(ticks).toBeLessThan(40);
    } finally {
      await page.close();
    }
  });

  it("ends a transition already running when the recording starts (a resize's easing) instead of waiting frames for it", async () => {
    // The page eases a padding for 5 s from load on (as a navbar does after the recording's resize): STILL holds only
    // for transitions that start after it, so every check saw this one running and waited a frame.
    const easing = `const nav = document.createElement("nav"); nav.style.cssText = "transition: padding-top 5s linear; padding-top: 0px"; document.body.append(nav); getComputedStyle(nav).paddingTop; nav.style.paddingTop = "40px";`;
    const { page, capture } = await record(["sync"], true, easing);
    try {
      expect(capture.records.map((r) => r.shown.length)).toEqual([1]);
      // Checks that needed no frame (a tenth of 25 ms each), as on a page with nothing running.
      expect(capture.workMs).toBeLessThan(25);
      expect(await page.$eval("nav", (nav) => [getComputedStyle(nav).paddingTop, nav.getAnimations().length])).toEqual(["40px", 0]);
    } finally {
      await page.close();
    }
  });

  it("stops waiting for an observer's report that its boxes wrongly promised (an inline target reports no size)", async () => {
    // A ResizeObserver on an inline box reports 0x0 while the box has a size: the report the boxes promise never comes.
    const inline = `document.body.insertAdjacentHTML("beforeend", '<span id="inline">inline words</span>'); new ResizeObserver(() => {}).observe(document.getElementById("inline"));`;
    const { page, capture } = await record(["sync"], true, inline);
    try {
      expect(capture.records.map((r) => r.shown.length)).toEqual([1]);
      // Two steps that changed the page (open, close): a frame each as without the answers, and one frame more once
      // for the promised report (3 checks at 25 ms); not three more after each step (8).
      expect(capture.workMs).toBeLessThan(5 * 25);
    } finally {
      await page.close();
    }
  });
});
