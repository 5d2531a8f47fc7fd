/**
 * Each built-in transformation appends its CSS as one marked block, so applying the same prompt twice replaces
 * the earlier block instead of stacking copies.
 */
export function replaceBlock(css: string, name: string, block: string): string {
  const start = `/* layoutlift:${name}:start */`;
  const end = `/* layoutlift:${name}:end */`;
  let base = css;
  const from = base.indexOf(start);
  if (from !== -1) {
    const to = base.indexOf(end, from);
    base = base.slice(0, from) + (to === -1 ? "" : base.slice(to + end.length));
  }
  return `${base.trimEnd()}\n\n${start}\n${block.trim()}\n${end}\n`;
}
