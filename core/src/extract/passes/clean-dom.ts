import type { ExtractContext } from "../context.ts";
import { createElement, elements, removeNode, replaceNode, stampOf, STAMP, type Element } from "../dom.ts";
import { applyAttributePolicy, applyContentPolicy } from "../content-policy.ts";
import { sanitizeStylesheetCounted } from "../../html/stylesheet-policy.ts";

/** Hosts and paths of common analytics beacons; an image from them is a tracking pixel whatever its size. */
const TRACKER = /(google-analytics\.com|googletagmanager\.com|doubleclick\.net|facebook\.com\/tr|bat\.bing\.com|pixel\.|\/pixel(\.gif|\?)|\/collect\?|analytics\.)/i;

/**
 * Removes everything the page never shows at any captured width, nor in any recorded state (a collapsed menu, a
 * closed dialog and an inactive tab stay, hidden as they were), and tracking pixels, turns iframes into sized
 * placeholders, then applies the one active-content policy (core/src/html): scripts, styles, handlers, names no
 * output may carry and URLs that could run code, in the markup and in the captured CSS.
 */
export function cleanDom(ctx: ExtractContext): void {
  const hiddenEverywhere = (el: Element) => {
    const stamp = stampOf(el);
    if (!stamp || ctx.states?.revealed.has(stamp)) return false;
    let seen = 0;
    for (const snap of ctx.snapshots.values()) {
      const s = snap.get(stamp);
      if (!s) continue;
      seen++;
      if (s.rendered) return false;
    }
    return seen > 0;
  };

  for (const el of elements(ctx.body, true)) {
    if (!el.parent) continue; // inside something already removed
    if (isDeclarativeShadowRoot(el)) continue;
    // A template that is not a shadow root is inert content no visitor sees.
    if (el.name === "template") {
      removeNode(el);
      continue;
    }
    if (el.name === "input" && el.attribs.type?.toLowerCase() === "hidden") {
      removeNode(el);
      continue;
    }
    // SVG sprites are display:none yet referenced by <use>; never judge SVG internals by visibility.
    if (!insideSvg(el) && el.name !== "svg" && hiddenEverywhere(el)) {
      removeNode(el);
      continue;
    }
    if (el.name === "img" && isTrackingPixel(el, ctx)) {
      removeNode(el);
      continue;
    }
    if (el.name === "iframe") replaceNode(el, iframePlaceholder(el));
  }
  applyContentPolicy(ctx.body);
  applyAttributePolicy(ctx.html);
  applyAttributePolicy(ctx.body);
  let atRules = sanitizeStylesheetCounted(ctx.css).removed.atRules;
  for (const css of ctx.shadowCss.values()) atRules += sanitizeStylesheetCounted(css).removed.atRules;
  ctx.removedAtRules = (ctx.removedAtRules ?? 0) + atRules;
  if (atRules) {
    ctx.notes.push(`${atRules} CSS at-rule(s) that load code or files or only mean something to a build tool (@import, @plugin, @config, @apply, …) were left out of the stylesheet.`);
  }
}

export function isDeclarativeShadowRoot(el: Element): boolean {
  return el.name === "template" && ("shadowrootmode" in el.attribs || "shadowroot" in el.attribs);
}

function insideSvg(el: Element): boolean {
  for (let p = el.parent; p && p.type === "tag"; p = p.parent) if ((p as Element).name === "svg") return true;
  return false;
}

function isTrackingPixel(el: Element, ctx: ExtractContext): boolean {
  if (TRACKER.test(el.attribs.src ?? "")) return true;
  const stamp = stampOf(el);
  const box = stamp ? ctx.snapshots.get(ctx.widths[0])?.get(stamp) : undefined;
  const tiny = (v: string | undefined) => v !== undefined && Number(v) <= 1;
  return (tiny(el.attribs.width) && tiny(el.attribs.height)) || (!!box && box.rendered && box.w <= 1 && box.h <= 1);
}

/** A framed page is someone else's document: keep its place in the layout, not its content. */
function iframePlaceholder(el: Element): Element {
  const attribs: Record<string, string> = { role: "img" };
  const label = el.attribs.title || el.attribs["aria-label"] || "Embedded content";
  attribs["aria-label"] = label;
  if (el.attribs.class) attribs.class = el.attribs.class;
  if (el.attribs.id) attribs.id = el.attribs.id;
  if (el.attribs.style) attribs.style = el.attribs.style;
  if (el.attribs[STAMP]) attribs[STAMP] = el.attribs[STAMP];
  attribs["data-embed"] = "iframe";
  if (el.attribs.src) attribs["data-src"] = el.attribs.src;
  const width = el.attribs.width;
  const height = el.attribs.height;
  const sizes: string[] = [];
  if (width) sizes.push(`width:${/^\d+$/.test(width) ? `${width}px` : width}`);
  if (height) sizes.push(`height:${/^\d+$/.test(height) ? `${height}px` : height}`);
  // An iframe is inline-block 300x150 with a 2px inset border by default; the placeholder keeps that footprint.
  const base = "display:inline-block;width:300px;height:150px;box-sizing:border-box;border:2px inset #ccc;background:#f1f3f5";
  attribs.style = [base, ...sizes, attribs.style ?? ""].filter(Boolean).join(";");
  return createElement("div", attribs);
}
