/**
 * Issue 24's capture numbers per behaviour fixture (each built on the real library, served on loopback): controls
 * found and reproduced (the extraction report), the capture time the behaviour steps add (copying what a page
 * mounts only while open, then recording every control and the scroll states) against the rest of the capture, and
 * the words of the whole document (hidden parts included) that the HTML export keeps. FIXTURES=a,b narrows a run. Median of RUNS extractions at
 * 1280 + 390 px. Prints a table and one JSON line. The clicks on each export are `npm run bench:behaviours`.
 */
import { join } from "node:path";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer } from "../helpers/fixture-server.ts";
import { createRenderContext, siblingUrl, toWords, wordsKept } from "../helpers/similarity.ts";

const TMP = join(process.cwd(), ".tmp");
process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
const RUNS = Number(process.env.RUNS ?? 3);
const ALL = ["bootstrap-agency", "tailwind-alpine", "radix-react", "details-native", "hover-menu"];
const FIXTURES = process.env.FIXTURES ? ALL.filter((name) => process.env.FIXTURES!.split(",").includes(name)) : ALL;
/** Words of the whole document, hidden parts included (not scripts or styles). */
const ALL_TEXT = `(() => {
  const out = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) { out.push(node.textContent); return; }
    if (node instanceof Element && ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.tagName)) return;
    node.childNodes.forEach(walk);
  };
  walk(document.body);
  return out.join(" ");
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startFixtureServer(join(process.cwd(), "tests", "fixtures", "sites"));
const pool = createBrowserPool();
const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
const browser = await launchTestBrowser();
const context = await createRenderContext(browser);
const rows = [];
try {
  for (const name of FIXTURES) {
    const url = server.url(`behaviours/${name}/`);
    const added: number[] = [];
    const addedToExtraction: number[] = [];
    const behaviourMs: number[] = [];
    let last: ExtractionResult | null = null;
    for (let i = 0; i < RUNS; i++) {
      last = await extractLayout(url, { pool, proxyServer: proxy.server, viewports: [1280, 390] });
      const stats = last.layoutJson.stats as Record<string, number>;
      const steps = (stats["capture:mounts"] ?? 0) + (stats["capture:behaviours"] ?? 0);
      behaviourMs.push(steps);
      added.push(steps / (stats.captureMs - steps));
      addedToExtraction.push(steps / (stats.ms - steps));
    }
    const report = last!.layoutJson.report!;
    const html = new TextDecoder().decode((await exportLayout("html", { html: last!.html, css: last!.css, title: last!.title, document: last!.document, baseUrl: url })).body);
    const original = await context.newPage();
    await original.goto(url, { waitUntil: "load" });
    const copy = await context.newPage();
    await copy.route(siblingUrl(url), (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(siblingUrl(url), { waitUntil: "load" });
    const kept = wordsKept(toWords(await original.evaluate<string>(ALL_TEXT)), toWords(await copy.evaluate<string>(ALL_TEXT)));
    await original.close();
    await copy.close();
    const row = {
      fixture: name,
      found: report.controls.found,
      reproduced: report.controls.reproduced,
      notReproduced: report.controls.notReproduced.map((n) => `${n.control}: ${n.reason}`),
      behaviourMs: median(behaviourMs),
      addedPct: Math.round(median(added) * 1000) / 10,
      addedToExtractionPct: Math.round(median(addedToExtraction) * 1000) / 10,
      wordsKeptPct: Math.round(kept * 1000) / 10,
    };
    rows.push(row);
    console.log(`${name.padEnd(18)} controls ${row.reproduced}/${row.found}  capture +${row.addedPct} % (extraction +${row.addedToExtractionPct} %, ${row.behaviourMs} ms)  words kept ${row.wordsKeptPct} %`);
  }
} finally {
  await context.close();
  await browser.close();
  await proxy.close();
  await pool.close();
  await server.close();
}
console.log(JSON.stringify({ runs: RUNS, rows }));
