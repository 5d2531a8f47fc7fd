import { escapeHtmlAttribute } from "../../../html/raw-text.ts";
import type { PageMarkup } from "../in-page/markup.ts";
import { pageCall } from "../page-script.ts";
import type { CaptureSession, Probe } from "./probe.ts";

export interface MarkupOutput {
  title: string;
  lang: string | null;
  /** A complete document: the page's html/body attributes around the body as serialized (shadow roots declarative). */
  documentHtml: string;
}

/** The page's markup as its scripts left it, read once at the primary width. */
export function markupProbe(session: CaptureSession): Probe<MarkupOutput> {
  let markup: PageMarkup | null = null;
  return {
    name: "markup",
    async read() {
      markup = await session.evaluate(pageCall("html"));
    },
    result() {
      if (!markup) throw new Error("the markup probe has not read the page");
      return { title: markup.title, lang: markup.lang, documentHtml: documentOf(markup) };
    },
  };
}

function documentOf(markup: PageMarkup): string {
  return `<!DOCTYPE html><html${attributes(markup.htmlAttrs)}><head></head><body${attributes(markup.bodyAttrs)}>${markup.body}</body></html>`;
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtmlAttribute(v)}"`)
    .join("");
}
