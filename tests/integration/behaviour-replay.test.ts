import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { pageCall, pageEvaluator } from "@layoutlift/core/extract/browser/page-script";
import { watchPendingWork } from "@layoutlift/core/extract/browser/pending-watch";
import type { BehaviourCapture } from "@layoutlift/core/extract/browser/in-page/behaviour-record";
import { inPageBrowserForFile } from "../helpers/in-page-browser.ts";

/**
 * A control whose content the page mounts only while open is opened once to copy that content (in-page/
 * behaviour-mounts.ts); the recording replays what that open changed instead of opening it a second time
 * (in-page/behaviour-replay.ts), and opens it for real when the page did not put everything back on closing.
 */
const browser = inPageBrowserForFile();

/**
 * A React-like portal menu: each click that opens it counts in `window.opens`, mounts the menu and an empty backdrop
 * under <body> (a microtask later, as a framework commits), and marks the trigger and <body>; a click or Escape
 * unmounts both. `leaves` names an attribute the page sets on open and never takes back.
 */
function menuPage(leaves = ""): string {
  return `<!DOCTYPE html><html><head><style>.backdrop{position:fixed;inset:0}.menu{position:absolute;top:40px}</style></head><body>
    <button id="t" aria-haspopup="menu" aria-expanded="false" data-state="closed">Account</button>
    <p id="rest">Rest of the page</p>
    <script>
      window.opens = 0;
      window.clicks = 0;
      const t = document.getElementById("t");
      let parts = null;
      const close = () => {
        for (const p of parts) p.remove();
        parts = null;
        t.setAttribute("aria-expanded", "false");
        t.dataset.state = "closed";
        t.removeAttribute("aria-controls");
        document.body.classList.remove("menu-open");
      };
      t.addEventListener("click", () => {
        window.clicks++;
        if (parts) return close();
        window.opens++;
        Promise.resolve().then(() => {
          const backdrop = document.createElement("div");
          backdrop.className = "backdrop";
          const menu = document.createElement("div");
          menu.className = "menu";
          menu.id = "menu";
          menu.innerHTML = "<a href='#'>Profile settings</a><button>Sign out</button>";
          document.body.append(backdrop, menu);
          parts = [backdrop, menu];
          t.setAttribute("aria-expanded", "true");
          t.dataset.state = "open";
          t.setAttribute("aria-controls", "menu");
          document.body.classList.add("menu-open");
          ${leaves ? `t.setAttribute("${leaves}", "yes");` : ""}
        });
      });
      document.addEventListener("keydown", (e) => { if (e.key === "Escape" && parts) close(); });
    </script></body></html>`;
}

/** Keeps the copies, stamps, records; `opens` and `clicks` as the page counted them, `clicks` during the recording only. */
async function capture(html: string, copies = 1): Promise<{ page: Page; capture: BehaviourCapture; opens: number; clicks: number }> {
  const page = await browser().newPage();
  await watchPendingWork(page);
  await page.goto(`data:text/html,${encodeURIComponent(html)}`, { waitUntil: "load" });
  const evaluate = pageEvaluator(page);
  expect((await evaluate(pageCall("keepMounted", 60, 1500))).copies).toBe(copies);
  await evaluate(pageCall("stamp", 1000));
  await page.evaluate(() => void ((window as unknown as { clicks: number }).clicks = 0));
  const recorded = await evaluate(pageCall("behaviours", 60, 8000, null, false));
  const counts = await page.evaluate(() => {
    const { opens, clicks } = window as unknown as { opens: number; clicks: number };
    return { opens, clicks };
  });
  return { page, capture: recorded, opens: counts.opens, clicks: counts.clicks };
}

/** Tabs whose panes the page empties while not selected (Radix): the selected pane's text is rendered on selection. */
const TABS_PAGE = `<!DOCTYPE html><html><body>
  <div role="tablist">
    <button role="tab" id="t1" aria-selected="true" aria-controls="p1" data-state="active">Visitor</button>
    <button role="tab" id="t2" aria-selected="false" aria-controls="p2" data-state="inactive">Season</button>
    <button role="tab" id="t3" aria-selected="false" aria-controls="p3" data-state="inactive">Resident</button>
  </div>
  <div role="tabpanel" id="p1" data-state="active"></div>
  <div role="tabpanel" id="p2" data-state="inactive" hidden></div>
  <div role="tabpanel" id="p3" data-state="inactive" hidden></div>
  <script>
    window.opens = 0;
    window.clicks = 0;
    const text = { p1: "Pay per night", p2: "One berth from April", p3: "A permanent berth" };
    const select = (id) => {
      for (const n of [1, 2, 3]) {
        const tab = document.getElementById("t" + n);
        const pane = document.getElementById("p" + n);
        const on = tab.id === id;
        tab.setAttribute("aria-selected", String(on));
        tab.dataset.state = pane.dataset.state = on ? "active" : "inactive";
        pane.hidden = !on;
        pane.replaceChildren(...(on ? [Object.assign(document.createElement("p"), { textContent: text[pane.id] })] : []));
      }
    };
    for (const tab of document.querySelectorAll("[role=tab]")) tab.addEventListener("click", () => {
      window.clicks++;
      // As React bails out of a state that did not change: the selected tab renders nothing again.
      if (tab.getAttribute("aria-selected") === "true") return;
      window.opens++;
      Promise.resolve().then(() => select(tab.id));
    });
    select("t1");
  </script></body></html>`;

/**
 * An accordion whose panes the page renders only while open (Radix): `single`, opening an item closes the one open.
 * Every click counts in `window.clicks`.
 */
const accordionPage = (single: boolean) => `<!DOCTYPE html><html><body>
  <div class="accordion">
    ${[1, 2, 3].map((n) => `<h3><button class="trigger" id="b${n}" aria-expanded="false" aria-controls="p${n}" data-state="closed">Question ${n}</button></h3><div id="p${n}" data-state="closed" hidden></div>`).join("")}
  </div>
  <script>
    window.opens = 0;
    window.clicks = 0;
    const set = (n, on) => {
      const button = document.getElementById("b" + n);
      const pane = document.getElementById("p" + n);
      button.setAttribute("aria-expanded", String(on));
      button.dataset.state = pane.dataset.state = on ? "open" : "closed";
      pane.hidden = !on;
      pane.replaceChildren(...(on ? [Object.assign(document.createElement("p"), { textContent: "Answer " + n })] : []));
    };
    for (const n of [1, 2, 3]) document.getElementById("b" + n).addEventListener("click", (e) => {
      window.clicks++;
      const open = e.currentTarget.getAttribute("aria-expanded") === "true";
      if (!open) window.opens++;
      Promise.resolve().then(() => {
        if (!open && ${single}) for (const m of [1, 2, 3]) if (m !== n) set(m, false);
        set(n, !open);
      });
    });
  </script></body></html>`;

const stampOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.getAttribute("data-ll-id") ?? "");

describe("recording a control whose content the page mounts only while open", () => {
  it("replays the open that copied its content: one click in all, the same record", async () => {
    const { page, capture: recorded, opens } = await capture(menuPage());
    try {
      expect(opens).toBe(1);
      const [record] = recorded.records;
      expect(record.control).toBe(await stampOf(page, "#t"));
      // The copy (hidden at rest) is what opens; the trigger's state and <body>'s class are the page's own changes.
      expect(record.shown).toEqual([await stampOf(page, ".menu[hidden]")]);
      expect(record.changes.find((c) => c.stamp === record.control)?.attrs).toEqual({
        "aria-expanded": ["false", "true"],
        "data-state": ["closed", "open"],
        "aria-controls": [null, "menu"],
      });
      expect(record.bodyAdded).toEqual(["menu-open"]);
      expect(record.backdrop).toEqual(["backdrop"]);
      expect(record.escapeCloses).toBe(true);
      expect(record.closers).toEqual([]);
      expect(record.revealed.length).toBeGreaterThanOrEqual(3);
      // Put back as it was: the copy hidden, the trigger closed, nothing the recording set left behind.
      expect(await page.$eval("#t", (el) => [el.getAttribute("aria-expanded"), el.getAttribute("data-state"), el.hasAttribute("aria-controls")])).toEqual(["false", "closed", false]);
      expect(await page.$$eval(".menu", (els) => els.map((el) => el.hasAttribute("hidden")))).toEqual([true]);
      expect(await page.evaluate(() => document.body.className)).toBe("");
    } finally {
      await page.close();
    }
  });

  it("replays a tab's selection from the page's first choice: only the tab already selected is clicked", async () => {
    const { page, capture: recorded, clicks } = await capture(TABS_PAGE, 2);
    try {
      // The one click: the selected tab, which has nothing to copy (it changes nothing).
      expect(clicks).toBe(1);
      const [t1, t2, t3, p1, p2, p3] = await Promise.all(["#t1", "#t2", "#t3", "#p1", "#p2", "#p3"].map((s) => stampOf(page, s)));
      const byControl = new Map(recorded.records.map((r) => [r.control, r]));
      expect(byControl.get(t1)?.changes).toEqual([]);
      for (const [tab, pane] of [[t2, p2], [t3, p3]]) {
        const record = byControl.get(tab)!;
        // From the first choice, not from the tab opened before it: the first pane hides, this one shows.
        expect(record.shown).toEqual([pane]);
        expect(record.hidden).toEqual([p1]);
        expect(record.changes.find((c) => c.stamp === t1)?.attrs["aria-selected"]).toEqual(["true", "false"]);
        expect(record.changes.find((c) => c.stamp === tab)?.attrs["aria-selected"]).toEqual(["false", "true"]);
      }
      expect(await page.$$eval("[role=tab]", (els) => els.map((el) => el.getAttribute("aria-selected")))).toEqual(["true", "false", "false"]);
      expect(await page.$$eval("[role=tabpanel]", (els) => els.map((el) => [el.hasAttribute("hidden"), el.textContent]))).toEqual([
        [false, "Pay per night"],
        [true, "One berth from April"],
        [true, "A permanent berth"],
      ]);
    } finally {
      await page.close();
    }
  });

  it("tells an exclusive accordion from the opens that copied its panes: the recording clicks nothing", async () => {
    for (const single of [true, false]) {
      const { page, capture: recorded, clicks } = await capture(accordionPage(single), 3);
      try {
        const [b1, b2, b3, p1, p2, p3] = await Promise.all(["#b1", "#b2", "#b3", "#p1", "#p2", "#p3"].map((s) => stampOf(page, s)));
        // Each neighbour was opened while the one before was still open: the probe needed no clicks of its own.
        expect(clicks, `single ${single}`).toBe(0);
        expect(recorded.exclusive).toEqual(single ? [[b1, b2], [b2, b3]] : []);
        // Each item's record is its own open from the fresh state, not what it did to the item open before it.
        for (const [button, pane] of [[b1, p1], [b2, p2], [b3, p3]]) {
          const record = recorded.records.find((r) => r.control === button)!;
          expect(record.shown).toEqual([pane]);
          expect(record.hidden).toEqual([]);
          expect(record.changes.map((c) => c.stamp).sort()).toEqual([button, pane].sort());
        }
        expect(await page.$$eval(".trigger", (els) => els.map((el) => el.getAttribute("aria-expanded")))).toEqual(["false", "false", "false"]);
        expect(await page.$$eval("[id^=p]", (els) => els.map((el) => [el.hasAttribute("hidden"), el.textContent]))).toEqual([1, 2, 3].map((n) => [true, `Answer ${n}`]));
      } finally {
        await page.close();
      }
    }
  });

  it("replays the second of two popup toggles opened while the first was open, which the page closed as clicked outside", async () => {
    // Each toggle mounts its popup under <body> while open; a click anywhere else closes an open one.
    const html = `<!DOCTYPE html><html><head><style>.pop{position:absolute;top:40px}</style></head><body><div class="bar">
      <button class="toggle" id="b1" aria-expanded="false" data-state="closed">One</button><button class="toggle" id="b2" aria-expanded="false" data-state="closed">Two</button></div>
      <script>
        window.opens = 0;
        window.clicks = 0;
        const open = new Map();
        const close = (button) => { open.get(button)?.remove(); open.delete(button); button.setAttribute("aria-expanded", "false"); };
        document.addEventListener("click", (e) => { for (const button of [...open.keys()]) if (button !== e.target) close(button); }, true);
        for (const button of document.querySelectorAll(".toggle")) button.addEventListener("click", () => {
          window.clicks++;
          if (open.has(button)) return close(button);
          window.opens++;
          const pop = Object.assign(document.createElement("div"), { className: "pop", textContent: button.textContent + " popup" });
          document.body.append(pop);
          open.set(button, pop);
          button.setAttribute("aria-expanded", "true");
        });
      </script></body></html>`;
    const { page, capture: recorded, clicks } = await capture(html, 2);
    try {
      const [b1, b2] = await Promise.all(["#b1", "#b2"].map((s) => stampOf(page, s)));
      // Both replayed (the first popup's unmount was the page's answer to the click, not the second's open).
      expect(clicks).toBe(0);
      expect(recorded.exclusive).toEqual([[b1, b2]]);
      const second = recorded.records.find((r) => r.control === b2)!;
      expect(second.changes.map((c) => c.stamp)).toContain(b2);
      expect(second.changes.map((c) => c.stamp)).not.toContain(b1);
      expect(second.shown).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it("opens it again for real when the page did not put back what its open changed", async () => {
    const { page, capture: recorded, opens } = await capture(menuPage("data-seen"));
    try {
      expect(opens).toBe(2);
      const [record] = recorded.records;
      expect(record.shown).toEqual([await stampOf(page, ".menu[hidden]")]);
      expect(record.changes.find((c) => c.stamp === record.control)?.attrs["aria-expanded"]).toEqual(["false", "true"]);
      expect(record.backdrop).toEqual(["backdrop"]);
      expect(record.escapeCloses).toBe(true);
    } finally {
      await page.close();
    }
  });
});
