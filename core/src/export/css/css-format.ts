import postcss, { type Root } from "postcss";
import { unprocessable } from "../../errors.ts";

/** Parses the layout's stylesheet once; a stylesheet postcss cannot read is a clear 422, not a broken export. */
export function parseCss(css: string): Root {
  try {
    return postcss.parse(css);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^<css input>:?/, "").trim() : String(error);
    throw unprocessable(`The layout's CSS could not be read (${reason}). Fix the CSS and export again.`);
  }
}

/**
 * Whether a `<style>` element's text from the layout's HTML can join the stylesheet. A browser skips what it cannot
 * read; a hostile page's `<style>` can hold anything (the parser ends it at the first `</style>`, even inside a CSS
 * string), and one unreadable fragment must not turn the whole export into an error.
 */
export function readsAsCss(css: string): boolean {
  try {
    postcss.parse(css);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reprints a stylesheet with one declaration per line: extracted CSS is often minified and exports are read by
 * people. Dropping the source's whitespace "raws" makes postcss fall back to its standard layout.
 */
export function formatCss(root: Root, indent = "  "): string {
  const clean = root.clone();
  clean.walk((node) => {
    const raws = node.raws as Record<string, unknown>;
    for (const key of ["before", "after", "between", "afterName", "left", "right", "indent"]) delete raws[key];
    if (node.type === "rule" || node.type === "atrule") raws.semicolon = true;
  });
  delete (clean.raws as Record<string, unknown>).after;
  return clean
    .toString()
    .replace(/^( {4})+/gm, (m) => indent.repeat(m.length / 4))
    .trim();
}
