/**
 * Whether a media query list applies at a viewport width, for the width conditions authors and the extraction
 * write (`min-width`/`max-width` in px, em or rem, range syntax, `screen`/`all`). Anything else (print, orientation,
 * hover, `not`) returns null: the editor cannot tell, so it never picks such a block for a device's edits.
 */
export function mediaMatchesWidth(params: string, width: number): boolean | null {
  let any = false;
  for (const query of splitTopLevel(params.toLowerCase(), ",")) {
    const result = queryMatches(query.trim(), width);
    if (result === null) return null;
    any ||= result;
  }
  return any;
}

const ROOT_FONT_PX = 16;

function queryMatches(query: string, width: number): boolean | null {
  if (query === "") return null;
  const parts = query.split(/\s+and\s+/);
  let matches = true;
  for (const [index, raw] of parts.entries()) {
    const part = raw.trim();
    if (index === 0 && /^(only\s+)?(screen|all)$/.test(part)) continue;
    const condition = conditionMatches(part, width);
    if (condition === null) return null;
    matches &&= condition;
  }
  return matches;
}

function conditionMatches(part: string, width: number): boolean | null {
  const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part);
  if (feature) {
    const px = toPx(feature[2], feature[3]);
    return feature[1] === "min" ? width >= px : width <= px;
  }
  const range = /^\(\s*width\s*(<=|>=|<|>)\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part);
  if (range) {
    const px = toPx(range[2], range[3]);
    switch (range[1]) {
      case "<=": return width <= px;
      case ">=": return width >= px;
      case "<": return width < px;
      default: return width > px;
    }
  }
  return null;
}

function toPx(value: string, unit: string): number {
  return unit === "px" ? Number(value) : Number(value) * ROOT_FONT_PX;
}

function splitTopLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The largest width a query list can match (for ordering new blocks after wider ones), or Infinity. */
export function maxWidthOf(params: string): number {
  const m = /max-width\s*:\s*([\d.]+)(px|em|rem)/i.exec(params) ?? /width\s*<=?\s*([\d.]+)(px|em|rem)/i.exec(params);
  return m ? toPx(m[1], m[2].toLowerCase()) : Number.POSITIVE_INFINITY;
}
