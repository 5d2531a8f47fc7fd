import type { Page } from "puppeteer-core";
import { KEY_STYLES, type ElementSnapshot, type WidthSnapshot } from "../context.ts";
import { pageCall } from "./page-script.ts";

export const VIEWPORT_HEIGHT = 800;

export interface SnapshotWithParents {
  boxes: WidthSnapshot;
  parents: Map<string, string>;
  height: number;
}

type Row = [string, string, number, number, number, number, number, ...string[]];

/** Resizes the viewport to `width` and reads every stamped element's box and key styles. */
export async function snapshotAt(page: Page, width: number, evaluate: (expr: string) => Promise<unknown>): Promise<SnapshotWithParents> {
  const current = page.viewport();
  if (!current || current.width !== width) {
    await page.setViewport({ width, height: VIEWPORT_HEIGHT });
    await evaluate(pageCall("settle", 300));
  }
  const { rows, height } = (await evaluate(pageCall("snapshot", KEY_STYLES))) as { rows: Row[]; height: number };
  const boxes: WidthSnapshot = new Map();
  const parents = new Map<string, string>();
  for (const row of rows) {
    const [id, parent, x, y, w, h, rendered, ...styles] = row;
    const snap: ElementSnapshot = { x, y, w, h, rendered: rendered === 1, styles };
    boxes.set(id, snap);
    if (parent) parents.set(id, parent);
  }
  return { boxes, parents, height };
}
