import { shadowHosts } from "./composed.ts";
import { STAMP } from "./page-names.ts";

/** A run of a sheet's rules as text, inside the at-rules it was imported under; or a sheet the CSSOM would not show. */
export interface RawChunk {
  text: string;
  base: string;
  wrap: string[];
  /** A cross-origin sheet: its text is filled in Node from the response the browser received. */
  blockedHref?: string;
}

export interface PageCss {
  document: RawChunk[];
  /** By shadow host stamp. */
  shadows: Record<string, RawChunk[]>;
  /** The <style> texts as written: the CSSOM shortens numbers, and these let the capture restore them. */
  sources: string[];
}

function sheetChunks(sheet: CSSStyleSheet | null, wrap: string[], out: RawChunk[]): void {
  if (!sheet || sheet.disabled) return;
  const base = sheet.href || document.baseURI;
  const media = sheet.media && sheet.media.mediaText;
  const w = media && media !== "all" ? wrap.concat("@media " + media) : wrap;
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    out.push({ blockedHref: sheet.href ?? undefined, base, wrap: w, text: "" });
    return;
  }
  // Chrome's CSSOM cannot re-serialize a shorthand holding var() once a longhand of it is overridden
  // ("border: 1px solid var(--c); border-left: 4px ..." comes back as "border-top-color: ;"), so such sheets are
  // taken from their source text instead, when that text is still what the CSSOM holds (no insertRule since).
  const lossy = [...rules].some((r) => /[\w-]:\s*;/.test(r.cssText)) && ![...rules].some((r) => r.type === CSSRule.IMPORT_RULE);
  if (lossy) {
    const owner = sheet.ownerNode as Element | null;
    if (owner && owner.localName === "style") {
      const source = owner.textContent || "";
      const probe = new CSSStyleSheet();
      try {
        probe.replaceSync(source);
      } catch {
        // an unparsable source holds fewer rules than the CSSOM: the count below refuses it
      }
      if (probe.cssRules.length === rules.length) {
        out.push({ text: source, base, wrap: w });
        return;
      }
    } else if (sheet.href) {
      out.push({ blockedHref: sheet.href, base, wrap: w, text: "" });
      return;
    }
  }
  let buf: string[] = [];
  const flush = () => {
    if (buf.length) out.push({ text: buf.join("\n"), base, wrap: w });
    buf = [];
  };
  for (const rule of rules) {
    if (rule.type === CSSRule.IMPORT_RULE) {
      const imported = rule as CSSImportRule & { supportsText?: string | null };
      flush();
      const iw = w.slice();
      if (imported.layerName !== null && imported.layerName !== undefined) iw.push("@layer " + imported.layerName);
      if (imported.supportsText) iw.push("@supports " + imported.supportsText);
      if (imported.media && imported.media.mediaText) iw.push("@media " + imported.media.mediaText);
      sheetChunks(imported.styleSheet, iw, out);
    } else buf.push(rule.cssText);
  }
  flush();
}

function rootChunks(root: Document | ShadowRoot): RawChunk[] {
  const out: RawChunk[] = [];
  for (const sheet of root.styleSheets) sheetChunks(sheet, [], out);
  for (const sheet of root.adoptedStyleSheets || []) sheetChunks(sheet, [], out);
  return out;
}

/** The document's and every shadow root's CSS as the CSSOM holds it (see RawChunk). */
export function pageCss(): PageCss {
  const shadows: Record<string, RawChunk[]> = {};
  for (const host of shadowHosts()) {
    const id = host.getAttribute(STAMP);
    if (id) shadows[id] = rootChunks(host.shadowRoot);
  }
  const sources = [document, ...shadowHosts().map((h) => h.shadowRoot)]
    .flatMap((root) => [...root.querySelectorAll("style")])
    .map((el) => el.textContent || "");
  return { document: rootChunks(document), shadows, sources };
}
