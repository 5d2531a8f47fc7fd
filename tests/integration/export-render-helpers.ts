import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { transform } from "esbuild";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Page } from "playwright-core";
import type { PNG } from "pngjs";
import { decodePng, DECODE_LOADED_IMAGES, SETTLE_ANIMATIONS, visualSimilarity } from "../helpers/similarity.ts";
import { WORDPRESS_SHIM } from "./wordpress-shim.ts";

/**
 * Turns each export format back into a page a browser can show, the way a user's project would: JSX/TSX compiled
 * by esbuild and rendered by react-dom/server, Vue SFCs compiled by @vue/compiler-sfc and rendered by
 * @vue/server-renderer (export-execution.ts), the WordPress template executed by php with minimal WordPress functions.
 */
const execFileAsync = promisify(execFile);

export function pageDocument(body: string, head = ""): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>render</title>${head}</head><body>${body}</body></html>`;
}

let moduleCounter = 0;

export async function renderReactExport(code: string, loader: "jsx" | "tsx", dir: string): Promise<string> {
  const js = await transform(code, { loader, jsx: "automatic", format: "esm", target: "es2022" });
  const file = join(dir, `component-${process.pid}-${moduleCounter++}.mjs`);
  writeFileSync(file, js.code);
  const mod = (await import(pathToFileURL(file).href)) as { default: ComponentType };
  return pageDocument(renderToStaticMarkup(createElement(mod.default)));
}

/** The SFC compiled like a Vite project compiles it (script setup with its data arrays included), rendered on the server. */
export async function renderVueExport(source: string, dir: string): Promise<string> {
  const { serverRenderVue } = await import("./export-execution.ts");
  const { html, styles } = await serverRenderVue(source, dir);
  return pageDocument(html, styles.map((css) => `<style>${css}</style>`).join(""));
}

export async function phpLint(file: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await execFileAsync("php", ["-l", file]);
    return { ok: true, output: stdout };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

export async function renderWordPressExport(file: string, dir: string): Promise<string> {
  const shim = join(dir, "wordpress-shim.php");
  writeFileSync(shim, WORDPRESS_SHIM);
  const { stdout } = await execFileAsync("php", ["-d", "display_errors=stderr", shim, file], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** A host page that fights the embed: universal and tag rules a careless site builder theme might ship. */
export const HOSTILE_HOST_CSS = `
html { font-size: 10px; }
* { color: red; }
div { display: inline; }
p, li, h1, h2, h3 { margin: 40px; font-size: 30px; }
a { color: lime; text-decoration: underline wavy; }
.container, .card, .hero { padding: 60px; }
img { border: 6px solid orange; }
`;

export function hostPage(embed: string): string {
  return pageDocument(`<div class="host-content">${embed}</div>`, `<style>${HOSTILE_HOST_CSS} body { margin: 0; }</style>`);
}

/** Longer pages are compared over their first 3,000 px: enough to catch any drift, and screenshots stay cheap. */
const MAX_SHOT_HEIGHT = 3000;

/** A screenshot as Chromium encoded it, and its pixels when a comparison needs them. */
export interface Shot {
  bytes: Buffer;
  /** The full page height (the shot stops at MAX_SHOT_HEIGHT). */
  pageHeight: number;
  /** The decoded pixels (decoded once, on first use). */
  png(): Promise<PNG>;
}

/** Loads a document into a reused page and captures it at the page's width; also reports the full page height. */
export async function screenshot(page: Page, html: string): Promise<Shot> {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(DECODE_LOADED_IMAGES);
  const pageHeight = await page.evaluate(() => document.fonts.ready.then(() => document.documentElement.scrollHeight));
  const width = page.viewportSize()?.width ?? 1280;
  await page.evaluate(SETTLE_ANIMATIONS);
  const bytes = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(pageHeight, MAX_SHOT_HEIGHT) },
    caret: "hide",
  });
  let png: Promise<PNG> | null = null;
  return { bytes, pageHeight, png: () => (png ??= decodePng(bytes)) };
}

/**
 * Share of pixels that differ between two shots (pixelmatch threshold 0.1, anti-aliasing forgiven), 0 for the same
 * pixels. Most exports render pixel for pixel like their reference, and Chromium encodes the same pixels to the same
 * PNG bytes: those comparisons need no decoding (a 1280 × 3000 PNG is a third of a second of CPU in pngjs).
 */
export async function shotDifference(reference: Shot, shot: Shot): Promise<number> {
  if (reference.bytes.equals(shot.bytes)) return 0;
  return 1 - visualSimilarity(await reference.png(), await shot.png());
}

export async function bodyText(page: Page, html: string): Promise<string> {
  await page.setContent(html, { waitUntil: "domcontentloaded" });
  return page.evaluate(() => document.body.innerText);
}

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
