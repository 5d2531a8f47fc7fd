/** Indents every non-empty line, for stylesheets nested inside another file. */
export function indentBlock(text: string, pad: string): string {
  return text
    .split("\n")
    .map((line) => (line.trim() ? pad + line : ""))
    .join("\n");
}
