/**
 * Code that runs inside the captured page (in puppeteer's isolated world, so the page's own scripts cannot tamper
 * with our globals). Kept as plain JavaScript source: functions compiled by tsx would carry helper calls that do not
 * exist in the page.
 *
 * `LIB` evaluates to an object of operations; `pageCall` builds the expression that runs one of them.
 */
const LIB = String.raw`(() => {
  const STAMP = "data-ll-id";
  const composed = () => {
    const out = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        out.push(el);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  };
  const shadowHosts = () => composed().filter((el) => el.shadowRoot);
  const parentElementOf = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  // display: contents (slots, many wrappers) has no box of its own yet shows its children: judge by the ancestor.
  const isRendered = (el, cs) => {
    if (el.checkVisibility()) return true;
    // Options have no box of their own while the list is closed; they are shown whenever their control is.
    if (el.localName === "option" || el.localName === "optgroup") {
      const control = el.closest("select, datalist");
      return control ? control.localName === "datalist" || isRendered(control) : false;
    }
    if ((cs || getComputedStyle(el)).display !== "contents") return false;
    const parent = el.assignedSlot || parentElementOf(el);
    return parent ? isRendered(parent) : true;
  };

  const sheetChunks = (sheet, wrap, out) => {
    if (!sheet || sheet.disabled) return;
    const base = sheet.href || document.baseURI;
    const media = sheet.media && sheet.media.mediaText;
    const w = media && media !== "all" ? wrap.concat("@media " + media) : wrap;
    let rules;
    try {
      rules = sheet.cssRules;
    } catch (e) {
      out.push({ blockedHref: sheet.href, base, wrap: w, text: "" });
      return;
    }
    // Chrome's CSSOM cannot re-serialize a shorthand holding var() once a longhand of it is overridden
    // ("border: 1px solid var(--c); border-left: 4px ..." comes back as "border-top-color: ;"), so such sheets are
    // taken from their source text instead, when that text is still what the CSSOM holds (no insertRule since).
    const lossy = [...rules].some((r) => /[\w-]:\s*;/.test(r.cssText)) && ![...rules].some((r) => r.type === 3);
    if (lossy) {
      const owner = sheet.ownerNode;
      if (owner && owner.localName === "style") {
        const source = owner.textContent || "";
        const probe = new CSSStyleSheet();
        try {
          probe.replaceSync(source);
        } catch (e) {}
        if (probe.cssRules.length === rules.length) {
          out.push({ text: source, base, wrap: w });
          return;
        }
      } else if (sheet.href) {
        out.push({ blockedHref: sheet.href, base, wrap: w, text: "" });
        return;
      }
    }
    let buf = [];
    const flush = () => {
      if (buf.length) out.push({ text: buf.join("\n"), base, wrap: w });
      buf = [];
    };
    for (const rule of rules) {
      if (rule.type === 3) {
        flush();
        let iw = w.slice();
        if (rule.layerName !== null && rule.layerName !== undefined) iw.push("@layer " + rule.layerName);
        if (rule.supportsText) iw.push("@supports " + rule.supportsText);
        if (rule.media && rule.media.mediaText) iw.push("@media " + rule.media.mediaText);
        sheetChunks(rule.styleSheet, iw, out);
      } else buf.push(rule.cssText);
    }
    flush();
  };
  const rootChunks = (root) => {
    const out = [];
    for (const sheet of root.styleSheets) sheetChunks(sheet, [], out);
    for (const sheet of root.adoptedStyleSheets || []) sheetChunks(sheet, [], out);
    return out;
  };

  const rendersWithQuirks = () => {
    if (document.compatMode === "BackCompat") return true;
    const d = document.doctype;
    return !!d && /^-\/\/W3C\/\/DTD (XHTML 1\.0 (Frameset|Transitional)|HTML 4\.01 (Frameset|Transitional))\/\//i.test(d.publicId);
  };
  // The nearest box that lays out lines: the element itself when it is a block, else its first non-inline ancestor.
  const lineContainerOf = (el) => {
    let p = el;
    while (p && /^(inline|contents)$/.test(getComputedStyle(p).display)) p = parentElementOf(p);
    return p;
  };
  const overlaps = (r, span) => r.bottom > span.top && r.top < span.bottom && r.height > 0;
  // The boxes of the text a container lays out on its own lines (not inside nested blocks).
  const textRectsIn = (container) => {
    const rects = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim() || lineContainerOf(node.parentElement) !== container) continue;
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    return rects;
  };
  // Another inline-level box on the same line (then baseline alignment between them matters); large containers
  // count as crowded rather than being searched.
  const lineHasOtherBoxes = (container, el, span) => {
    const all = container.querySelectorAll("*");
    if (all.length > 300) return true;
    for (const other of all) {
      if (other === el || el.contains(other) || other.contains(el)) continue;
      if (lineContainerOf(parentElementOf(other)) !== container) continue;
      if (!/^inline/.test(getComputedStyle(other).display)) continue;
      if (overlaps(other.getBoundingClientRect(), span)) return true;
    }
    return false;
  };
  const ATOMIC_INLINE = /^inline-(block|flex|grid|table)$/;
  const REPLACED = new Set(["img", "svg", "video", "canvas"]);
  // Quirks and limited-quirks pages size a line that holds no text to the boxes on it, with no room below the
  // baseline for text that is not there. The extraction is a standards-mode document, where that room (the strut's
  // descent) opens under each such image or inline-block and pushes what follows down. Aligning the box to the
  // line's bottom gives the same line box when the box is at least as tall as the line. Images on a line share
  // their bottom edge either way; an inline-block's baseline is its text, so it is only changed alone on its line.
  const emulateLineHeightQuirk = () => {
    let checked = 0;
    // Many images often share one container: its text is measured once.
    const textRects = new Map();
    const lineHasText = (container, span) => {
      if (!textRects.has(container)) textRects.set(container, textRectsIn(container));
      return textRects.get(container).some((r) => overlaps(r, span));
    };
    for (const el of document.body ? document.body.querySelectorAll("*") : []) {
      const cs = getComputedStyle(el);
      const replaced = REPLACED.has(el.localName);
      if (!(replaced ? cs.display === "inline" : ATOMIC_INLINE.test(cs.display))) continue;
      if (cs.verticalAlign !== "baseline" || cs.float !== "none" || !/^(static|relative|sticky)$/.test(cs.position)) continue;
      if (++checked > 600) break;
      const box = el.getBoundingClientRect();
      const container = lineContainerOf(parentElementOf(el));
      if (!box.height || !container) continue;
      const span = { top: box.top - parseFloat(cs.marginTop), bottom: box.bottom + parseFloat(cs.marginBottom) };
      const ccs = getComputedStyle(container);
      const strut = ccs.lineHeight === "normal" ? parseFloat(ccs.fontSize) * 1.2 : parseFloat(ccs.lineHeight);
      if (!(span.bottom - span.top >= strut)) continue;
      if (lineHasText(container, span)) continue;
      if (!replaced && lineHasOtherBoxes(container, el, span)) continue;
      el.style.verticalAlign = "bottom";
    }
  };

  // Pixels only a script could draw: what a canvas shows (its own backing store when it is 2D and readable), the
  // frame a poster-less video shows, and the box of every frame, whose pixels the capture crops from its screenshot.
  const drawnPixels = () => {
    const out = [];
    const sx = window.scrollX, sy = window.scrollY;
    for (const el of document.body ? document.body.querySelectorAll("canvas, video, iframe") : []) {
      const stamp = el.getAttribute(STAMP);
      if (!stamp || !isRendered(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const cs = getComputedStyle(el);
      const px = (v) => parseFloat(v) || 0;
      // The content box: borders and padding are drawn by CSS in the output too.
      const left = px(cs.borderLeftWidth) + px(cs.paddingLeft), top = px(cs.borderTopWidth) + px(cs.paddingTop);
      const box = {
        x: r.left + sx + left,
        y: r.top + sy + top,
        w: r.width - left - px(cs.borderRightWidth) - px(cs.paddingRight),
        h: r.height - top - px(cs.borderBottomWidth) - px(cs.paddingBottom),
      };
      let src = null;
      if (el.localName === "canvas") {
        try {
          // A WebGL canvas answers only to its own context type (its buffer is kept: preserved-drawing.ts).
          if (el.width && el.height && (el.getContext("2d") || el.getContext("webgl") || el.getContext("webgl2"))) src = el.toDataURL("image/png");
        } catch (e) {}
      } else if (el.localName === "video") {
        if (el.getAttribute("poster")) continue;
        if (el.readyState < 2 || !el.videoWidth) continue;
        try {
          const c = document.createElement("canvas");
          c.width = el.videoWidth;
          c.height = el.videoHeight;
          c.getContext("2d").drawImage(el, 0, 0);
          src = c.toDataURL("image/png");
        } catch (e) {}
      }
      out.push({
        stamp,
        kind: el.localName,
        src,
        box,
        border: [cs.borderTopWidth, cs.borderTopStyle, cs.borderTopColor].join(" "),
        borderWidth: [cs.borderTopWidth, cs.borderRightWidth, cs.borderBottomWidth, cs.borderLeftWidth].join(" "),
        padding: [cs.paddingTop, cs.paddingRight, cs.paddingBottom, cs.paddingLeft].join(" "),
        verticalAlign: cs.verticalAlign,
      });
    }
    return out;
  };

  // The media conditions of rules that style a canvas or frame or a box around one (the sheets' texts are passed in,
  // since cross-origin sheets cannot be read here): where such a box changes size, the drawing changes.
  const drawnMedia = (texts) => {
    const boxes = new Set();
    for (const el of document.body ? document.body.querySelectorAll("canvas, iframe") : []) {
      if (!el.getAttribute(STAMP) || !isRendered(el)) continue;
      for (let n = el; n && n.nodeType === 1; n = parentElementOf(n)) boxes.add(n);
    }
    const targets = [...boxes];
    const stylesATarget = (rules) => {
      for (const rule of rules) {
        if (rule.selectorText) {
          try {
            if (targets.some((t) => t.matches(rule.selectorText))) return true;
          } catch (e) {}
        }
        if (rule.cssRules && stylesATarget(rule.cssRules)) return true;
      }
      return false;
    };
    const found = new Set();
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule.media && rule.cssRules && /width/.test(rule.media.mediaText) && stylesATarget(rule.cssRules)) found.add(rule.media.mediaText);
        if (rule.cssRules) walk(rule.cssRules);
      }
    };
    if (targets.length) {
      for (const text of texts) {
        const sheet = new CSSStyleSheet();
        try {
          sheet.replaceSync(text);
        } catch (e) {
          continue;
        }
        walk(sheet.cssRules);
      }
    }
    return [...found];
  };

  return {
    drawn: drawnPixels,
    drawnMedia,
    // Waits for fonts and images (at most ms), then for frames animation frames (2: one to lay out, one to paint).
    settle: (ms, frames = 2) =>
      Promise.race([
        Promise.all([
          document.fonts ? document.fonts.ready : null,
          Promise.all(
            [...document.images].filter((i) => !i.complete && i.loading !== "lazy").map(
              (i) => new Promise((r) => { i.addEventListener("load", r, { once: true }); i.addEventListener("error", r, { once: true }); }),
            ),
          ),
        ]),
        new Promise((r) => setTimeout(r, ms)),
      ]).then(() => new Promise((r) => (frames > 1 ? requestAnimationFrame(() => requestAnimationFrame(r)) : requestAnimationFrame(r)))),
    // Scripts that size things to their container (charts, sliders) may take several frames to follow a resize, each
    // step changing the page's height: wait until it holds still for a few frames (bounded).
    // With scriptMs, resize handlers a script debounces (Masonry waits 100 ms) get that long to run, and the
    // transitions they start jump to their end: the layout a visitor sees once the page has followed the resize.
    stable: async (maxMs, scriptMs = 0) => {
      // A document on its way out runs no frames: a timer bounds every wait.
      const frame = () => Promise.race([
        new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        new Promise((r) => setTimeout(r, 100)),
      ]);
      const finishTransitions = () => {
        for (const a of document.getAnimations()) {
          if (a instanceof CSSTransition) try { a.finish(); } catch (e) {}
        }
      };
      const started = performance.now();
      let last = "", same = 0;
      while (performance.now() - started < maxMs) {
        await frame();
        if (scriptMs) finishTransitions();
        const root = document.documentElement;
        const sig = root.scrollHeight + "x" + root.scrollWidth;
        if (sig === last) {
          if (++same >= 2 && performance.now() - started >= scriptMs) return;
        } else {
          same = 0;
          last = sig;
        }
      }
    },
    // Containers whose children a script placed one by one (Masonry and kin): every child absolutely positioned by
    // its own inline left/top, the container given an inline pixel height.
    packed: () => {
      const out = [];
      for (const el of document.body ? document.body.querySelectorAll("[style]") : []) {
        if (!/^\d+(\.\d+)?px$/.test(el.style.height)) continue;
        const kids = [...el.children];
        if (kids.length < 2 || !kids.every((k) => k.style.position === "absolute" && k.style.left && k.style.top)) continue;
        const stamp = el.getAttribute(STAMP);
        const items = kids.map((k) => k.getAttribute(STAMP));
        if (stamp && items.every(Boolean)) out.push({ stamp, items });
      }
      return out;
    },
    // Border boxes (document coordinates) of the stamped elements, [x, y, w, h, rendered].
    boxes: (stamps) => {
      const sx = window.scrollX, sy = window.scrollY;
      return stamps.map((stamp) => {
        const el = document.querySelector("[" + STAMP + '="' + stamp + '"]');
        if (!el) return [0, 0, 0, 0, 0];
        const r = el.getBoundingClientRect();
        return [r.left + sx, r.top + sy, r.width, r.height, isRendered(el) ? 1 : 0].map((v) => Math.round(v * 10) / 10);
      });
    },
    nudgeScroll: async () => {
      const h = document.documentElement.scrollHeight;
      for (const y of [h * 0.33, h * 0.66, h]) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
      window.scrollTo(0, 0);
      await new Promise((r) => requestAnimationFrame(r));
    },
    freeze: () => {
      // Finite animations jump to their end state (what a visitor sees after load); endless ones stop where they are.
      // A paused animation is held where its page put it (a chart interpolated by width, a scroll effect): left alone.
      for (const a of document.getAnimations()) {
        if (a.playState === "paused") continue;
        try {
          const t = a.effect && a.effect.getComputedTiming();
          if (t && t.endTime !== Infinity && a.playbackRate !== 0) a.finish();
          else a.pause();
        } catch (e) {
          try { a.pause(); } catch (e2) {}
        }
      }
      for (const v of document.querySelectorAll("video")) try { v.pause(); } catch (e) {}
    },
    stamp: (max) => {
      let n = 0;
      const all = composed();
      for (const el of all) {
        if (n >= max) break;
        el.setAttribute(STAMP, String(++n));
      }
      return { total: all.length, height: document.documentElement.scrollHeight };
    },
    snapshot: (keys) => {
      const rows = [];
      const sx = window.scrollX, sy = window.scrollY;
      for (const el of composed()) {
        const id = el.getAttribute(STAMP);
        if (!id) continue;
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        const rendered = isRendered(el, cs);
        const parent = parentElementOf(el);
        const row = [id, parent ? parent.getAttribute(STAMP) || "" : "", Math.round((r.left + sx) * 10) / 10, Math.round((r.top + sy) * 10) / 10,
          Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10, rendered ? 1 : 0];
        for (const k of keys) row.push(cs.getPropertyValue(k));
        rows.push(row);
      }
      return { rows, height: document.documentElement.scrollHeight };
    },
    css: () => {
      const shadows = {};
      for (const host of shadowHosts()) {
        const id = host.getAttribute(STAMP);
        if (id) shadows[id] = rootChunks(host.shadowRoot);
      }
      // The <style> texts as written: the CSSOM shortens numbers, and these let the capture restore them.
      const sources = [document, ...shadowHosts().map((h) => h.shadowRoot)]
        .flatMap((root) => [...root.querySelectorAll("style")])
        .map((el) => el.textContent || "");
      return { document: rootChunks(document), shadows, sources };
    },
    html: () => {
      const attrs = (el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
      const roots = shadowHosts().map((h) => h.shadowRoot);
      for (const img of document.images) {
        // The chosen candidate of a responsive image is what the capture saw; keep it reachable as src.
        if (img.currentSrc && !img.getAttribute("src")) img.setAttribute("src", img.currentSrc);
      }
      if (rendersWithQuirks()) emulateLineHeightQuirk();
      const body = document.body;
      return {
        title: document.title,
        lang: document.documentElement.getAttribute("lang"),
        baseUrl: document.baseURI,
        htmlAttrs: attrs(document.documentElement),
        bodyAttrs: body ? attrs(body) : {},
        body: body ? (body.getHTML ? body.getHTML({ shadowRoots: roots }) : body.innerHTML) : "",
      };
    },
  };
})()`;

export type PageOperation = "drawn" | "drawnMedia" | "packed" | "boxes" | "stable" | "settle" | "nudgeScroll" | "freeze" | "stamp" | "snapshot" | "css" | "html";

export function pageCall(operation: PageOperation, ...args: unknown[]): string {
  return `${LIB}[${JSON.stringify(operation)}](${args.map((a) => JSON.stringify(a)).join(",")})`;
}

interface RealmLike {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Evaluates in puppeteer's isolated world (same DOM, none of the page's globals) when the installed puppeteer exposes
 * it, else in the page's own world.
 */
export function pageEvaluator(page: import("puppeteer-core").Page): (expression: string) => Promise<unknown> {
  return (expression) => {
    const frame = page.mainFrame() as unknown as { isolatedRealm?: () => RealmLike };
    if (typeof frame.isolatedRealm === "function") return frame.isolatedRealm().evaluate(expression);
    return page.evaluate(expression);
  };
}
