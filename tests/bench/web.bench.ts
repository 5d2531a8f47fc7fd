/**
 * `npm run bench:web`: Lighthouse 12 (performance + accessibility, desktop preset; `--mobile` for the default
 * mobile preset) on the landing page, the dashboard (signed in through a session cookie) and the marketplace,
 * served by the real local server over loopback. Also reports the first-load JS of each page, gzipped.
 * Targets: performance ≥ 95, accessibility ≥ 95, first-load JS ≤ 200 KB gzip. Build the web app first.
 */
import { readFileSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { defaultWebDist } from "@layoutlift/functions/web-app";
import { startTestServer } from "../helpers/server.ts";

const TARGET_SCORE = 95;
const TARGET_JS_KB = 200;
const mobile = process.argv.includes("--mobile");

process.env.CHROME_PATH ??= "/usr/bin/chromium";
process.env.LAYOUTLIFT_TMP ??= resolve(".tmp/bench-web");
mkdirSync(process.env.LAYOUTLIFT_TMP, { recursive: true });

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/**
 * Gzip size of every script the page loaded from our own origin (entry, modulepreloads and lazy route chunks),
 * read from the built files so the number does not depend on the server's compression.
 */
function firstLoadJsGzipBytes(items: NetworkItem[], baseUrl: string): number {
  let total = 0;
  for (const item of items) {
    if (!item.url.startsWith(baseUrl) || !(item.resourceType === "Script" || new URL(item.url).pathname.endsWith(".js"))) continue;
    const file = join(defaultWebDist, new URL(item.url).pathname);
    if (existsSync(file)) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function main() {
  if (!existsSync(join(defaultWebDist, "index.html"))) throw new Error("web/dist is missing: run `npm run build -w web` first");
  const server = await startTestServer("pglite");
  const browser = await launchBrowser({ chromePath: process.env.CHROME_PATH });
  try {
    const { user, cookie } = await server.signIn({ firstName: "Bench", lastName: "User" });
    await server.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const port = Number(new URL(browser.wsEndpoint()).port);
    const pages = [
      { name: "landing", path: "/", cookie: undefined },
      { name: "dashboard", path: "/dashboard", cookie },
      { name: "marketplace", path: "/marketplace", cookie: undefined },
    ];
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      const flags: Flags = {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        disableFullPageScreenshot: true,
      };
      const result = await lighthouse(`${server.baseUrl}${page.path}`, flags, mobile ? undefined : desktopConfig);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
      const failedA11y = Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      if (process.argv.includes("--details")) {
        for (const id of failedA11y) {
          const details = lhr.audits[id]?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined;
          for (const item of details?.items ?? []) console.log(`${page.name} ${id}: ${item.node?.snippet}\n    ${item.node?.explanation ?? ""}`);
        }
      }
      rows.push({
        page: page.name,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        CLS: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        "first-load JS KB gz": Number((firstLoadJsGzipBytes(items, server.baseUrl) / 1024).toFixed(1)),
        "a11y failures": failedA11y.join(", ") || "-",
        error: lhr.runtimeError ? `${lhr.runtimeError.code}` : "-",
      });
    }
    console.table(rows);
    const pass = rows.every(
      (r) => Number(r.performance) >= TARGET_SCORE && Number(r.accessibility) >= TARGET_SCORE && Number(r["first-load JS KB gz"]) <= TARGET_JS_KB,
    );
    console.log(
      JSON.stringify({ bench: "web", preset: mobile ? "mobile" : "desktop", targets: { score: TARGET_SCORE, jsKbGzip: TARGET_JS_KB }, pass, pages: rows }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
