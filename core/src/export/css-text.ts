/**
 * CSS placed inside an HTML <style> element ends at the first `</style`, whatever CSS syntax says. `\/` is a valid
 * CSS escape for "/", so the text stays the same stylesheet while the HTML parser no longer sees a closing tag.
 */
export function cssForStyleElement(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1").replace(/<!--/g, "\\3C !--");
}

/** Indents every non-empty line, for stylesheets nested inside another file. */
export function indentBlock(text: string, pad: string): string {
  return text
    .split("\n")
    .map((line) => (line.trim() ? pad + line : ""))
    .join("\n");
}
