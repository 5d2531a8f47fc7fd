/**
 * What the comparisons wait for before a screenshot, as in-page scripts: lazy content scrolled into view, images and
 * video frames loaded and decoded, canvases at rest, animations settled; and the visible text read afterwards.
 */
// In-page scripts are plain strings: tsx/esbuild would otherwise wrap named inner functions in a `__name`
// helper that does not exist inside the page.
export const SCROLL_THROUGH = `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  for (let y = 0, i = 0; y < document.documentElement.scrollHeight && i < 80; y += innerHeight, i++) {
    scrollTo(0, y);
    await frame();
  }
  scrollTo(0, 0);
  await frame();
})()`;

/**
 * Decodes every loaded image and every video poster. Chromium decodes images off the main thread when they are
 * painted, so on a loaded machine a full-page screenshot could otherwise catch an image below the fold still blank.
 * Each decode ends (decoded or failed); the 30 s bound only names a stuck page instead of hanging the test.
 */
export const DECODE_LOADED_IMAGES = `Promise.race([
  Promise.all([
    ...[...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined)),
    ...[...document.querySelectorAll("video[poster]")].map((v) => Object.assign(new Image(), { src: v.poster }).decode().catch(() => undefined)),
  ]),
  new Promise((_, fail) => setTimeout(() => fail(new Error("images still decoding after 30 s")), 30000)),
])`;

/**
 * What Playwright's `animations: "disabled"` does, but for running animations only: finite ones jump to their end,
 * endless ones go back to their start. A paused animation stays where its page holds it (a vector chart is drawn by
 * paused animations whose delay follows the box width: finishing them would draw it at its widest sample).
 */
export const SETTLE_ANIMATIONS = `(() => {
  for (const a of document.getAnimations()) {
    if (a.playState === "paused" || !a.effect) continue;
    try {
      if (Number.isFinite(a.effect.getComputedTiming().endTime)) a.finish();
      else a.cancel();
    } catch (e) {}
  }
})()`;

/**
 * Transitions end at once from here on: a full-page screenshot resizes the view while it captures, and a page whose
 * rules transition on size (Bootstrap agency's navbar padding, 0.3 s at >= 992 px) was caught mid-way on one side of a
 * comparison in some runs (0.027 %). A constructed sheet, so a page's CSP that refuses inline styles cannot refuse it.
 */
export const NO_TRANSITIONS = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("*, *::before, *::after { transition: none !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

/**
 * A playing video's frame reaches the screenshot only once Chromium has presented it: a video below the fold that got
 * its first frame while off screen submits nothing to the compositor, so a full-page screenshot showed its black
 * box (ink 0.56 on a loaded machine, only at widths where the live video sits below the first screen). Each playing
 * video is brought into view until a frame is presented there (requestVideoFrameCallback, the presentation signal);
 * one that sends no new frames ends the wait after 5 s, as a paused picture needs none.
 */
const VIDEOS_PRESENTED = `(async () => {
  const playing = [...document.querySelectorAll("video")].filter((v) => !v.paused && v.readyState >= 2 && v.getClientRects().length > 0);
  if (!playing.length || !("requestVideoFrameCallback" in HTMLVideoElement.prototype)) return;
  const top = scrollY;
  for (const v of playing) {
    v.scrollIntoView({ block: "center", behavior: "instant" });
    await new Promise((r) => {
      const bound = setTimeout(r, 5000);
      v.requestVideoFrameCallback(() => { clearTimeout(bound); r(); });
    });
  }
  scrollTo({ top, behavior: "instant" });
})()`;

/**
 * Every image ends in load or error (hidden lazy ones never start), and a playing video (a stream, an autoplaying
 * file) shows a frame once it has its current data: both are awaited as events, not for a while, so a loaded machine
 * only makes the wait longer. The 30 s bound names what is stuck instead of hanging the test.
 */
export const IMAGES_SETTLED = `(async () => {
  const pending = [...document.images].filter((img) => !img.complete && (img.loading !== "lazy" || img.getClientRects().length > 0));
  const done = (img) => new Promise((r) => {
    img.addEventListener("load", r, { once: true });
    img.addEventListener("error", r, { once: true });
  });
  // A stream, or an autoplaying file that has a source and has not given up on it (a bare autoplay attribute, as an
  // extraction keeps it beside a poster, never loads anything).
  const playing = [...document.querySelectorAll("video")].filter(
    (v) => (v.srcObject || (v.autoplay && (v.src || v.currentSrc))) && v.networkState !== HTMLMediaElement.NETWORK_NO_SOURCE && v.readyState < 2 && !v.error,
  );
  const framed = (v) => new Promise((r) => {
    v.addEventListener("loadeddata", r, { once: true });
    v.addEventListener("error", r, { once: true });
  });
  const stuck = () => [...pending.filter((img) => !img.complete).map((img) => img.src.slice(0, 80)), ...playing.filter((v) => v.readyState < 2).map(() => "a playing video")];
  await Promise.race([
    Promise.all([...pending.map(done), ...playing.map(framed)]),
    new Promise((_, fail) => setTimeout(() => fail(new Error("still loading after 30 s: " + stuck().join(", "))), 30000)),
  ]);
  await ${DECODE_LOADED_IMAGES};
  await document.fonts.ready;
  await ${VIDEOS_PRESENTED};
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
})()`;

/** Visible text in rendering order: text nodes with a rendered box (shadow roots and slots followed), placeholders, button values, selected options. */
export const VISIBLE_TEXT = `(() => {
  const parts = [];
  const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "TITLE", "SELECT", "OPTION"]);
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const visit = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || !node.textContent.trim() || !visible(parent)) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) parts.push(node.textContent);
      return;
    }
    if (!(node instanceof Element)) {
      node.childNodes.forEach(visit);
      return;
    }
    if (skip.has(node.tagName)) {
      if (node instanceof HTMLSelectElement && visible(node)) parts.push(node.selectedOptions[0]?.text ?? "");
      return;
    }
    if ((node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && visible(node)) {
      if (node instanceof HTMLInputElement && ["submit", "button", "reset"].includes(node.type)) parts.push(node.value);
      else if (!(node instanceof HTMLInputElement && ["checkbox", "radio", "hidden"].includes(node.type))) parts.push(node.value || node.placeholder);
    }
    // Slotted light-DOM children are reached through their slot, where they are rendered.
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedNodes({ flatten: true });
      (assigned.length ? assigned : [...node.childNodes]).forEach(visit);
      return;
    }
    (node.shadowRoot ?? node).childNodes.forEach(visit);
  };
  visit(document.body);
  return parts.join(" ");
})()`;

/**
 * Waits until no canvas changes over 200 ms that held at least 5 animation frames: a chart's intro animation is drawn
 * by script frame after frame (Chart.js animates for a second by default), and the page is judged as a visitor sees
 * it once it is at rest. Counting frames keeps a main thread starved by a loaded machine (no frame drawn in 200 ms)
 * from passing for rest. A canvas that never rests (an endless animation) is shot as it is after 4 s.
 */
export const CANVASES_AT_REST = `(async () => {
  const canvases = [...document.querySelectorAll("canvas")];
  if (!canvases.length) return;
  const look = () => canvases.map((c) => { try { return c.toDataURL(); } catch (e) { return ""; } }).join("|");
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const started = performance.now();
  let last = look(), since = performance.now(), frames = 0;
  while (performance.now() - started < 4000) {
    await frame();
    frames++;
    if (performance.now() - since < 200 || frames < 5) continue;
    const now = look();
    if (now === last) return;
    last = now;
    since = performance.now();
    frames = 0;
  }
})()`;
