import type { Browser, BrowserContext, Page } from "puppeteer-core";
import type { BrowserPool } from "../browser/pool.ts";
import { extractLayout } from "./extract.ts";

/** Never resolved or fetched: every request of the warm-up page is answered from memory. */
export const WARM_UP_URL = "https://warm-up.layoutlift.invalid/";

/**
 * A small page with what most pages have (a stylesheet with media rules, flex and grid, headings, links, an image,
 * a form) so one run compiles the engine's code paths and starts Chromium's renderer and font machinery.
 */
const WARM_UP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Warm-up</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{margin:0;font-family:system-ui,sans-serif;color:#1f2937}
.nav{display:flex;justify-content:space-between;padding:16px 32px;background:#0f172a}.nav a{color:#fff}
.hero{padding:64px 32px;text-align:center}.hero h1{font-size:48px;margin:0 0 16px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:32px}
.card{border:1px solid #e5e7eb;border-radius:12px;padding:24px}.card img{width:100%;height:auto}
form{display:flex;gap:8px;padding:32px}input{flex:1;padding:8px}button{padding:8px 16px}
@media (max-width:900px){.grid{grid-template-columns:repeat(2,1fr)}}
@media (max-width:560px){.grid{grid-template-columns:1fr}.hero h1{font-size:32px}}
</style></head><body>
<header class="nav"><a href="/">Brand</a><nav><a href="/a">Features</a> <a href="/b">Pricing</a></nav></header>
<main><section class="hero"><h1>Warm-up page</h1><p>Lead text for the hero section.</p><a href="/start">Start</a></section>
<section class="grid">${[1, 2, 3, 4, 5, 6]
  .map((i) => `<article class="card"><img alt="" width="40" height="20" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='20'/%3E"><h3>Card ${i}</h3><p>Text of card ${i}.</p></article>`)
  .join("")}</section>
<form><input type="email" placeholder="Email"><button type="button">Subscribe</button></form></main>
<footer class="nav"><p>Footer</p></footer></body></html>`;

/** The context, with every page it opens answering all requests from memory. */
function answeringFromMemory(context: BrowserContext): BrowserContext {
  return new Proxy(context, {
    get(target, prop, receiver) {
      if (prop !== "newPage") return Reflect.get(target, prop, receiver);
      return async (): Promise<Page> => {
        const page = await target.newPage();
        await page.setRequestInterception(true);
        page.on("request", (request) => {
          if (request.isInterceptResolutionHandled()) return;
          const document = request.isNavigationRequest() && request.frame() === page.mainFrame();
          void request.respond(document ? { status: 200, contentType: "text/html; charset=utf-8", body: WARM_UP_PAGE } : { status: 404, body: "" }).catch(() => undefined);
        });
        return page;
      };
    },
  });
}

/**
 * Runs the whole engine once on a built-in page inside `context`, without any network: the first real extraction
 * after start-up then runs on compiled code and a warm browser instead of paying for both.
 */
export async function warmUpEngine(context: BrowserContext, browser: Browser): Promise<{ elements: number }> {
  const memory = answeringFromMemory(context);
  const pool: BrowserPool = { withContext: (fn) => fn(memory, browser), warm: async () => undefined, close: async () => undefined };
  const result = await extractLayout(WARM_UP_URL, { pool, limits: { navigationMs: 10_000 } });
  return { elements: result.stats.elements };
}
