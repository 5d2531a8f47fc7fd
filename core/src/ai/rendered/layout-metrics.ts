import type { LayoutDocument } from "../provider.ts";
import type { LayoutRenderer } from "./layout-renderer.ts";

/** The widths a suggestion is judged at: the desktop the page was designed for and a phone. */
export const MEASURED_WIDTHS = [1280, 390] as const;

/** The regions whose spacing a suggestion may touch: the same selector the suggestions style. */
const REGIONS = "section, header, footer, main, [data-name]";

export interface WidthMetrics {
  width: number;
  /** How wide the page is drawn; more than `width` means it scrolls sideways. */
  scrollWidth: number;
  /** Top and bottom padding of each region, in document order. */
  regionPadding: { top: number; bottom: number }[];
}

/**
 * The page as a visitor sees it at each measured width, after entrance animations and transitions settle (a
 * fade-up mid-flight is not the layout).
 */
export async function measureLayout(renderer: LayoutRenderer, doc: LayoutDocument): Promise<WidthMetrics[]> {
  return renderer.render(doc, async (page) => {
    const out: WidthMetrics[] = [];
    for (const width of MEASURED_WIDTHS) {
      await page.setViewport({ width, height: 800 });
      out.push(
        await page.evaluate(async (regions: string) => {
          await Promise.all(
            document
              .getAnimations()
              .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
              .map((a) => {
                a.finish();
                return a.finished.catch(() => undefined);
              }),
          );
          const px = (v: string) => Math.round(parseFloat(v) || 0);
          return {
            width: window.innerWidth,
            scrollWidth: Math.max(document.documentElement.scrollWidth, document.body?.scrollWidth ?? 0),
            regionPadding: [...document.querySelectorAll(regions)].map((el) => {
              const s = getComputedStyle(el);
              return { top: px(s.paddingTop), bottom: px(s.paddingBottom) };
            }),
          };
        }, REGIONS),
      );
    }
    return out;
  });
}
