const markers = (name: string) => ({ start: `/* layoutlift:${name}:start */`, end: `/* layoutlift:${name}:end */` });

/** The stylesheet without the named block (unchanged when there is none). */
export function removeBlock(css: string, name: string): string {
  const { start, end } = markers(name);
  const from = css.indexOf(start);
  if (from === -1) return css;
  const to = css.indexOf(end, from);
  return (css.slice(0, from) + (to === -1 ? "" : css.slice(to + end.length))).trimEnd() + "\n";
}

/**
 * Each built-in transformation appends its CSS as one marked block, so applying the same prompt twice replaces
 * the earlier block instead of stacking copies.
 */
export function replaceBlock(css: string, name: string, block: string): string {
  const { start, end } = markers(name);
  return `${removeBlock(css, name).trimEnd()}\n\n${start}\n${block.trim()}\n${end}\n`;
}
