/**
 * Editor responsiveness on a 2,000-element layout, in Chromium against the built app on loopback:
 * - property change → canvas: typing a font size until the canvas computes the new value (target ≤ 16 ms median);
 * - device switch: clicking Tablet/Mobile/Desktop until the canvas lays out at the new width (target ≤ 100 ms).
 * Prints a table and one JSON summary line. Needs the built web app (`npm run build:web`).
 */
import { layouts, subscriptions, userSettings } from "@layoutlift/core/db/schema/index";
import { startTestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { bigLayout, canvas, clickOnCanvas, openAs } from "../helpers/editor-page.ts";

process.env.EXTRACT_LOOPBACK_ONLY ??= "1";
const ROUNDS = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

const [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
try {
  const user = await s.signIn({ firstName: "Bench" });
  const db = s.runtime.deps.db;
  await db.insert(subscriptions).values({ userId: user.user.id, tier: "pro", status: "active" });
  await db.insert(userSettings).values({ userId: user.user.id, autoSave: false });
  const [row] = await db
    .insert(layouts)
    .values({ userId: user.user.id, url: "https://big.example", title: "Big", status: "done", stage: "done", progress: 100, extractedHtml: bigLayout(500), extractedCss: ".row{padding:8px}.row-title{font-size:24px}@media (max-width: 991px){.row{padding:4px}}" })
    .returning();
  const page = await openAs(s, browser, user, `/editor/${row.id}`);
  const frame = await canvas(page);
  const elements = await frame.$$eval("[data-ll-id]", (els) => els.length);
  await clickOnCanvas(page, frame, ".r3 .row-title");
  await page.getByTestId("selection-outline").getByText("row-title").waitFor();

  const inputId = await page.getByLabel("Font size").getAttribute("id");
  const property = await page.evaluate(
    async ({ id, rounds }) => {
      const input = document.getElementById(id!) as HTMLInputElement;
      const frameEl = document.querySelector<HTMLIFrameElement>('iframe[title="Layout canvas"]')!;
      const target = frameEl.contentDocument!.querySelector(".r3 .row-title") as HTMLElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const out: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const size = `${20 + (i % 30)}`;
        const started = performance.now();
        setValue.call(input, size);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        if (getComputedStyle(target).fontSize !== `${size}px`) throw new Error("canvas did not take the value");
        out.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 30));
      }
      return out;
    },
    { id: inputId, rounds: ROUNDS },
  );

  const device = await page.evaluate(async (rounds) => {
    const frameEl = document.querySelector<HTMLIFrameElement>('iframe[title="Layout canvas"]')!;
    const radios = ["Tablet (768px)", "Mobile (390px)", "Desktop (1280px)"];
    const widths = [768, 390, 1280];
    const out: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const k = i % 3;
      const radio = document.querySelector<HTMLElement>(`[aria-label="${radios[k]}"]`)!;
      const started = performance.now();
      radio.click();
      // Wait for React to commit the new width, then force the canvas to lay out at it.
      while (frameEl.contentWindow!.innerWidth !== widths[k]) await new Promise((r) => requestAnimationFrame(r));
      void frameEl.contentDocument!.body.offsetHeight;
      out.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  }, ROUNDS);

  const rows = [
    ["property change → canvas", median(property), p95(property), 16],
    ["device switch", median(device), p95(device), 100],
  ] as const;
  console.log(`editor bench on ${elements} elements (${ROUNDS} rounds each)`);
  console.log("measure                      median ms   p95 ms   target ms");
  for (const [name, med, p, target] of rows) console.log(`${name.padEnd(28)} ${med.toFixed(2).padStart(9)} ${p.toFixed(2).padStart(8)} ${String(target).padStart(11)}`);
  console.log(
    JSON.stringify({ elements, propertyChangeMedianMs: +median(property).toFixed(2), propertyChangeP95Ms: +p95(property).toFixed(2), deviceSwitchMedianMs: +median(device).toFixed(2), deviceSwitchP95Ms: +p95(device).toFixed(2) }),
  );
  await page.context().close();
} finally {
  await browser.close();
  await s.close();
}
