/**
 * Which longhands a property sets, so the Tailwind flavour knows when two declarations on one element compete
 * (`padding` and `padding-left` do, `text-align` and `text-transform` do not). Box shorthands with plain values are
 * split into their four sides, so a rule's `padding: 0` and another's `padding-left: 1rem` become two independent
 * utilities instead of a contest the flavour would have to leave in the stylesheet.
 */
const SIDES = ["top", "right", "bottom", "left"];
const CORNERS = ["top-left", "top-right", "bottom-right", "bottom-left"];

const each = (make: (side: string) => string, list = SIDES) => list.map(make);
const BORDER_SIDE = (side: string) => [`border-${side}-width`, `border-${side}-style`, `border-${side}-color`];
const BORDER_ALL = SIDES.flatMap(BORDER_SIDE);
const BORDER_IMAGE = ["border-image-source", "border-image-slice", "border-image-width", "border-image-outset", "border-image-repeat"];

const SHORTHANDS: Record<string, string[]> = {
  margin: each((s) => `margin-${s}`),
  padding: each((s) => `padding-${s}`),
  inset: [...SIDES],
  "border-width": each((s) => `border-${s}-width`),
  "border-style": each((s) => `border-${s}-style`),
  "border-color": each((s) => `border-${s}-color`),
  "border-radius": each((c) => `border-${c}-radius`, CORNERS),
  border: [...BORDER_ALL, ...BORDER_IMAGE],
  ...Object.fromEntries(SIDES.map((s) => [`border-${s}`, BORDER_SIDE(s)])),
  "border-image": BORDER_IMAGE,
  background: ["background-color", "background-image", "background-position", "background-size", "background-repeat", "background-attachment", "background-origin", "background-clip", "background-position-x", "background-position-y"],
  "background-position": ["background-position-x", "background-position-y"],
  font: ["font-style", "font-variant", "font-weight", "font-stretch", "font-size", "line-height", "font-family", "font-variant-caps", "font-variant-ligatures", "font-variant-numeric", "font-kerning", "font-size-adjust", "font-feature-settings", "font-variation-settings", "font-optical-sizing"],
  flex: ["flex-grow", "flex-shrink", "flex-basis"],
  "flex-flow": ["flex-direction", "flex-wrap"],
  gap: ["row-gap", "column-gap"],
  "grid-gap": ["row-gap", "column-gap"],
  "grid-row": ["grid-row-start", "grid-row-end"],
  "grid-column": ["grid-column-start", "grid-column-end"],
  "grid-area": ["grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end"],
  "grid-template": ["grid-template-rows", "grid-template-columns", "grid-template-areas"],
  grid: ["grid-template-rows", "grid-template-columns", "grid-template-areas", "grid-auto-rows", "grid-auto-columns", "grid-auto-flow"],
  "place-items": ["align-items", "justify-items"],
  "place-content": ["align-content", "justify-content"],
  "place-self": ["align-self", "justify-self"],
  overflow: ["overflow-x", "overflow-y"],
  "text-decoration": ["text-decoration-line", "text-decoration-style", "text-decoration-color", "text-decoration-thickness"],
  "list-style": ["list-style-type", "list-style-position", "list-style-image"],
  outline: ["outline-width", "outline-style", "outline-color"],
  columns: ["column-width", "column-count"],
  transition: ["transition-property", "transition-duration", "transition-timing-function", "transition-delay", "transition-behavior"],
  animation: ["animation-name", "animation-duration", "animation-timing-function", "animation-delay", "animation-iteration-count", "animation-direction", "animation-fill-mode", "animation-play-state"],
  "word-wrap": ["overflow-wrap"],
};

/** Logical properties set physical sides that depend on the writing direction: they compete with every side. */
function logical(prop: string): string[] | null {
  const m = /^(margin|padding|inset|border)-(inline|block)(-start|-end)?(-width|-style|-color)?$/.exec(prop);
  if (m) {
    const [, box, , , part] = m;
    // Horizontal writing modes: inline is left and right (start or end depending on direction), block top and bottom.
    const sides = m[2] === "inline" ? ["right", "left"] : ["top", "bottom"];
    if (box === "inset") return sides;
    if (box === "border") return part ? sides.map((s) => `border-${s}${part}`) : sides.flatMap(BORDER_SIDE);
    return sides.map((s) => `${box}-${s}`);
  }
  const radius = /^border-(start|end)-(start|end)-radius$/.exec(prop);
  if (radius) return CORNERS.map((c) => `border-${c}-radius`);
  if (/^(inline-size|min-inline-size|max-inline-size)$/.test(prop)) return ["width", "height", "min-width", "min-height", "max-width", "max-height"];
  if (/^(block-size|min-block-size|max-block-size)$/.test(prop)) return ["width", "height", "min-width", "min-height", "max-width", "max-height"];
  return null;
}

const unprefixed = (prop: string) => prop.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, "");

export function longhandsOf(prop: string): Set<string> {
  const p = unprefixed(prop);
  if (p.startsWith("--")) return new Set([prop]);
  return new Set(SHORTHANDS[p] ?? logical(p) ?? [p]);
}

/** Two declarations compete when they set a common longhand (`all` competes with everything but custom properties). */
export function competes(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.startsWith("--") || b.startsWith("--")) return false;
  if (unprefixed(a) === "all" || unprefixed(b) === "all") return true;
  const la = longhandsOf(a);
  for (const l of longhandsOf(b)) if (la.has(l)) return true;
  return false;
}

/**
 * Top-level values of a declaration (spaces outside parentheses), or null when a var() could hide several: a lone
 * `var(--x)` may stand for `0 1rem`, while `var(--y) var(--x)` already names one value per position.
 */
function topLevelValues(value: string): string[] | null {
  if (/env\(|attr\(|[/!]/i.test(value)) return null;
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of value.trim()) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = "";
    } else current += ch;
  }
  if (current) out.push(current);
  if (out.length === 1 && /var\(/i.test(out[0])) return null;
  return out;
}

const FOUR_SIDED: Partial<Record<string, (side: string) => string>> = {
  margin: (s) => `margin-${s}`,
  padding: (s) => `padding-${s}`,
  inset: (s) => s,
  "border-width": (s) => `border-${s}-width`,
  "border-style": (s) => `border-${s}-style`,
  "border-color": (s) => `border-${s}-color`,
  "border-radius": (s) => `border-${{ top: "top-left", right: "top-right", bottom: "bottom-right", left: "bottom-left" }[s]}-radius`,
};

const BORDER_STYLES = /^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/i;
const BORDER_WIDTH = /^(thin|medium|thick|0|-?[\d.]+(px|rem|em|vw|vh))$/i;

/** `border: 2px solid transparent` → each side's width, style and colour (the initial value for what it omits). */
function expandBorder(prop: string, value: string): [string, string][] | null {
  const sides = prop === "border" ? SIDES : SIDES.filter((s) => prop === `border-${s}`);
  const parts = topLevelValues(value);
  if (!sides.length || !parts || parts.length > 3 || parts.some((p) => /var\(|^(inherit|initial|unset|revert)/i.test(p))) return null;
  let width = "medium";
  let style = "none";
  let color = "currentcolor";
  for (const part of parts) {
    if (BORDER_STYLES.test(part)) style = part;
    else if (BORDER_WIDTH.test(part)) width = part;
    else color = part;
  }
  return sides.flatMap((s) => [[`border-${s}-width`, width], [`border-${s}-style`, style], [`border-${s}-color`, color]] as [string, string][]);
}

/** `flex: 0 0 360px` → grow, shrink and basis, as the flex shorthand's grammar assigns them. */
function expandFlex(value: string): [string, string][] | null {
  const parts = topLevelValues(value);
  if (!parts || parts.some((p) => /var\(|^(inherit|initial|unset|revert)$/i.test(p))) return null;
  const number = (p: string | undefined) => p !== undefined && /^[\d.]+$/.test(p);
  let triple: [string, string, string] | null = null;
  if (parts.length === 1 && parts[0] === "none") triple = ["0", "0", "auto"];
  else if (parts.length === 1 && parts[0] === "auto") triple = ["1", "1", "auto"];
  else if (parts.length === 1) triple = number(parts[0]) ? [parts[0], "1", "0%"] : ["1", "1", parts[0]];
  else if (parts.length === 2) triple = number(parts[1]) ? [parts[0], parts[1], "0%"] : [parts[0], "1", parts[1]];
  else if (parts.length === 3) triple = [parts[0], parts[1], parts[2]];
  if (!triple || !number(triple[0]) || !number(triple[1])) return null;
  return [["flex-grow", triple[0]], ["flex-shrink", triple[1]], ["flex-basis", triple[2]]];
}

/** `padding: 0 1rem` → the four sides' declarations; null when the shorthand is not a plain box value. */
export function expandBox(prop: string, value: string): [string, string][] | null {
  const lower = prop.toLowerCase();
  if (lower === "flex") return expandFlex(value);
  if (lower === "border" || /^border-(top|right|bottom|left)$/.test(lower)) return expandBorder(lower, value);
  const side = FOUR_SIDED[lower];
  const parts = side || lower === "gap" || lower === "overflow" ? topLevelValues(value) : null;
  if (!parts || parts.some((p) => /^(inherit|initial|unset|revert|revert-layer)$/i.test(p))) return null;
  if (lower === "gap" || lower === "overflow") {
    if (parts.length < 1 || parts.length > 2) return null;
    const [first, second = first] = parts;
    return lower === "gap" ? [["row-gap", first], ["column-gap", second]] : [["overflow-x", first], ["overflow-y", second]];
  }
  if (parts.length < 1 || parts.length > 4) return null;
  const [top, right = top, bottom = top, left = right] = parts;
  if (!side) return null;
  return SIDES.map((s, i) => [side(s), [top, right, bottom, left][i]]);
}
