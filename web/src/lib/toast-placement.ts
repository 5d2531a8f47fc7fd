/**
 * Where a toast may appear without covering what the user is about to press. Sonner draws toasts in one of six
 * corners/edges; we try them in a fixed order and take the first whose box misses every primary action on screen.
 */
export type ToastPosition = "bottom-right" | "top-right" | "bottom-left" | "top-left" | "top-center" | "bottom-center";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Sonner's own geometry (TOAST_WIDTH, and below 600 px full width minus the mobile offset). */
export const TOAST_WIDTH = 356;
export const TOAST_FULL_WIDTH_BELOW_PX = 600;
/** Below the 64 px app header, so a toast at the top never hides the account menu or the editor's Save. */
export const TOAST_OFFSET = { top: 72, side: 24, mobileSide: 16 } as const;
/** A title plus two lines of description; a little generous so the estimate never under-covers. */
export const TOAST_HEIGHT_ESTIMATE = { desktop: 104, mobile: 124 } as const;

const DESKTOP_ORDER: ToastPosition[] = ["bottom-right", "top-right", "bottom-left", "top-left", "top-center", "bottom-center"];
const MOBILE_ORDER: ToastPosition[] = ["bottom-center", "top-center"];

/** The box a toast of `height` occupies at `position` in a viewport of `width` × `viewHeight`. */
export function toastBox(position: ToastPosition, width: number, viewHeight: number, height: number): Box {
  const mobile = width < TOAST_FULL_WIDTH_BELOW_PX;
  const side = mobile ? TOAST_OFFSET.mobileSide : TOAST_OFFSET.side;
  const toastWidth = mobile ? width - 2 * side : TOAST_WIDTH;
  const [y, x] = position.split("-") as ["top" | "bottom", "left" | "right" | "center"];
  const left = mobile ? side : x === "left" ? side : x === "right" ? width - side - toastWidth : (width - toastWidth) / 2;
  const top = y === "top" ? TOAST_OFFSET.top : viewHeight - side - height;
  return { left, top, right: left + toastWidth, bottom: top + height };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The first position whose toast box covers none of `avoid`; failing that, the one that covers least. */
export function safeToastPosition(viewport: { width: number; height: number }, avoid: readonly Box[]): ToastPosition {
  const mobile = viewport.width < TOAST_FULL_WIDTH_BELOW_PX;
  const height = mobile ? TOAST_HEIGHT_ESTIMATE.mobile : TOAST_HEIGHT_ESTIMATE.desktop;
  let best: { position: ToastPosition; covered: number } | null = null;
  for (const position of mobile ? MOBILE_ORDER : DESKTOP_ORDER) {
    const box = toastBox(position, viewport.width, viewport.height, height);
    const covered = avoid.reduce((sum, a) => sum + overlap(box, a), 0);
    if (covered === 0) return position;
    if (!best || covered < best.covered) best = { position, covered };
  }
  return best!.position;
}

/** What a toast must never hide: marked actions and notices, and the submit button of any form on screen. */
export const PRIMARY_ACTION_SELECTOR = "[data-primary-action], [data-keep-visible], form button[type=submit]";

/** The on-screen boxes of the page's primary actions, with a small margin so a toast does not touch them. */
export function primaryActionBoxes(doc: Document = document, margin = 8): Box[] {
  const view = doc.defaultView;
  if (!view) return [];
  return [...doc.querySelectorAll<HTMLElement>(PRIMARY_ACTION_SELECTOR)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < view.innerHeight && r.right > 0 && r.left < view.innerWidth)
    .map((r) => ({ left: r.left - margin, top: r.top - margin, right: r.right + margin, bottom: r.bottom + margin }));
}
