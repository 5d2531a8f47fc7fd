import type { Page } from "puppeteer-core";
import { BrowserNotFoundError } from "../../browser/launch.ts";
import type { BrowserPool } from "../../browser/pool.ts";
import { AppError } from "../../errors.ts";
import { buildDocument } from "../../extract/document.ts";
import { startEgressProxy } from "../../net/egress-proxy.ts";
import type { EgressPolicy } from "../../net/egress-policy.ts";
import type { LayoutDocument } from "../provider.ts";
import { sanitizeCss, sanitizeHtml } from "../sanitize.ts";

/** Said to the user when a suggestion that measures the page cannot render it; a guess would be worse than nothing. */
export const RENDERER_UNAVAILABLE_MESSAGE =
  "This suggestion measures the rendered page, and the page renderer is not available right now. Please try again later.";

/** Layout images and fonts a render may download in total: enough for a page, not for a download trap. */
const MAX_RENDER_BYTES = 25 * 1024 * 1024;
const LOAD_TIMEOUT_MS = 15_000;

/** Renders a layout (html + css, as the editor shows it) in a browser page for a measurement. */
export interface LayoutRenderer {
  render<T>(doc: LayoutDocument, measure: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The AI edit's view of a layout: the extraction's browser pool, one fresh context per render, every request
 * through the same egress proxy and policy as extraction (a layout's images may point anywhere), and the layout
 * cleaned by the same active-content policy as any output before it is loaded.
 */
export function createLayoutRenderer(deps: { pool: BrowserPool; egress: EgressPolicy }): LayoutRenderer {
  return {
    async render(doc, measure) {
      const proxy = await startEgressProxy({ ...deps.egress, maxBytes: MAX_RENDER_BYTES });
      try {
        const opened = await deps.pool
          .withContext(
            async (context) => {
              const page = await context.newPage();
              const html = buildDocument({ html: sanitizeHtml(doc.html), css: sanitizeCss(doc.css) });
              // A slow image leaves its box painted as the background behind it: measure what did load.
              await page.setContent(html, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
              await page.evaluate(() => document.fonts.ready.then(() => undefined));
              return { value: await measure(page) };
            },
            { proxyServer: proxy.server },
          )
          .catch((err: unknown) => ({ error: err }));
        if ("error" in opened) throw isBrowserFailure(opened.error) ? new AppError(503, RENDERER_UNAVAILABLE_MESSAGE) : opened.error;
        return opened.value;
      } finally {
        await proxy.close();
      }
    },
    close: () => deps.pool.close(),
  };
}

/** Launch failures (no Chromium, crashed or closed browser) as opposed to bugs in a measurement. */
function isBrowserFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    err instanceof BrowserNotFoundError ||
    /Failed to launch|Browser (was )?closed|Target closed|Connection closed|Protocol error|spawn|ENOENT/i.test(err.message)
  );
}
