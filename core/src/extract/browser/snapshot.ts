import type { CDPSession, Page } from "puppeteer-core";
import { KEY_STYLES, type ElementSnapshot, type WidthSnapshot } from "../context.ts";
import { pageCall, type PageEvaluate } from "./page-script.ts";

export const VIEWPORT_HEIGHT = 800;

const viewports = new WeakMap<Page, { width: number; height: number }>();
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Sizes the viewport and the emulated screen together, as a device of that width would be: headless Chromium's
 * screen is otherwise 800×600 whatever the viewport, and `(max-device-width: 1024px)` rules would apply at 1280.
 * Puppeteer's `setViewport` cannot set the screen, so the override is sent directly, on puppeteer's own session:
 * an override from a second session is undone whenever puppeteer's session re-applies its own (screenshots do).
 */
export async function setViewportSize(page: Page, width: number, height = VIEWPORT_HEIGHT): Promise<void> {
  const session = await deviceSession(page);
  await session.send("Emulation.setDeviceMetricsOverride", {
    width,
    height,
    deviceScaleFactor: 1,
    mobile: false,
    screenWidth: width,
    screenHeight: height,
  });
  viewports.set(page, { width, height });
}

export function viewportOf(page: Page): { width: number; height: number } | null {
  return viewports.get(page) ?? page.viewport();
}

function deviceSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    const own = (page as unknown as { _client?: () => CDPSession })._client;
    session = typeof own === "function" ? Promise.resolve(own.call(page)) : page.createCDPSession();
    sessions.set(page, session);
  }
  return session;
}

/**
 * How a document follows a resize. A live page's scripts may take frames (or a debounce of `scriptMs`) to re-lay it
 * out, so it is watched until it holds still; a static document (the output being verified, which has no scripts)
 * is laid out at once, so only its images, fonts and the transitions the new width starts need settling.
 */
export type Follows = { scriptMs?: number; static?: false } | { static: true };

/** Resizes the viewport to `width` (when it is not that wide already) and waits until the layout holds still. */
export async function resizeAndSettle(page: Page, width: number, evaluate: PageEvaluate, follows: Follows = {}): Promise<void> {
  const current = viewportOf(page);
  if (current && current.width === width) return;
  await setViewportSize(page, width);
  if (follows.static) {
    await evaluate(pageCall("settle", 300, 1));
    await evaluate(pageCall("freeze"));
    return;
  }
  const scriptMs = follows.scriptMs ?? 0;
  await evaluate(pageCall("settle", 300));
  await evaluate(pageCall("stable", 1000 + scriptMs, scriptMs));
}

export interface SnapshotWithParents {
  boxes: WidthSnapshot;
  parents: Map<string, string>;
  height: number;
}

/** Resizes the viewport to `width` and reads every stamped element's box and key styles. */
export async function snapshotAt(page: Page, width: number, evaluate: PageEvaluate, follows: Follows = {}): Promise<SnapshotWithParents> {
  await resizeAndSettle(page, width, evaluate, follows);
  const { rows, styles: lists, height } = await evaluate(pageCall("snapshot", KEY_STYLES));
  const boxes: WidthSnapshot = new Map();
  const parents = new Map<string, string>();
  for (const row of rows) {
    const [id, parent, x, y, w, h, rendered, list] = row;
    // Elements with the same values share one list (read only).
    const snap: ElementSnapshot = { x, y, w, h, rendered: rendered === 1, styles: lists[list] ?? [] };
    boxes.set(id, snap);
    if (parent) parents.set(id, parent);
  }
  return { boxes, parents, height };
}
