import type { StyledDeclaration } from "./element-utilities.ts";
import { utilityFor } from "./utility-classes.ts";

/**
 * The flavour resolves box shorthands side by side (css-longhands.ts); an element that got all four sides under one
 * variant is written with the shorthand again (`p-4`, `mx-auto`, `gap-6`) rather than four utilities, and the
 * declarations become class names.
 */
const BOXES: { shorthand: string; sides: string[]; pair?: [string, string] }[] = [
  { shorthand: "padding", sides: ["padding-top", "padding-right", "padding-bottom", "padding-left"], pair: ["padding-block", "padding-inline"] },
  { shorthand: "margin", sides: ["margin-top", "margin-right", "margin-bottom", "margin-left"], pair: ["margin-block", "margin-inline"] },
  { shorthand: "inset", sides: ["top", "right", "bottom", "left"] },
  { shorthand: "border-width", sides: ["border-top-width", "border-right-width", "border-bottom-width", "border-left-width"] },
  { shorthand: "border-style", sides: ["border-top-style", "border-right-style", "border-bottom-style", "border-left-style"] },
  { shorthand: "border-color", sides: ["border-top-color", "border-right-color", "border-bottom-color", "border-left-color"] },
  { shorthand: "border-radius", sides: ["border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius"] },
];
const PAIRS: { shorthand: string; sides: [string, string] }[] = [
  { shorthand: "gap", sides: ["row-gap", "column-gap"] },
  { shorthand: "overflow", sides: ["overflow-x", "overflow-y"] },
];

function boxValue([top, right, bottom, left]: string[]): string {
  if (right === left) return top === bottom ? (top === right ? top : `${top} ${right}`) : `${top} ${right} ${bottom}`;
  return `${top} ${right} ${bottom} ${left}`;
}

export function combineSides(list: StyledDeclaration[]): string[] {
  const byVariant = new Map<string, Map<string, string>>();
  for (const d of list) {
    const key = `${d.variant}${d.important ? "!" : ""}`;
    (byVariant.get(key) ?? byVariant.set(key, new Map()).get(key)!).set(d.prop, d.value);
  }
  const out: string[] = [];
  for (const [key, props] of byVariant) {
    const important = key.endsWith("!");
    const variant = important ? key.slice(0, -1) : key;
    const combined: [string, string][] = [];
    /** Replaces the sides with the shorthand when the shorthand has a utility (a var() may leave it without one). */
    const replace = (sides: string[], with_: [string, string][]) => {
      if (!with_.every(([prop, value]) => utilityFor(prop, value))) return;
      sides.forEach((s) => props.delete(s));
      combined.push(...with_);
    };
    for (const box of BOXES) {
      if (!box.sides.every((s) => props.has(s))) continue;
      const values = box.sides.map((s) => props.get(s)!);
      const [top, right, bottom, left] = values;
      if (box.pair && top === bottom && right === left && top !== right) replace(box.sides, [[box.pair[0], top], [box.pair[1], right]]);
      else replace(box.sides, [[box.shorthand, boxValue(values)]]);
    }
    // Two opposite sides alike (`margin-left: auto; margin-right: auto`) → `mx-auto`; `py-…` for top and bottom.
    for (const box of BOXES.filter((b) => b.pair)) {
      const [top, right, bottom, left] = box.sides;
      if (props.has(left) && props.has(right) && props.get(left) === props.get(right)) replace([left, right], [[box.pair![1], props.get(left)!]]);
      if (props.has(top) && props.has(bottom) && props.get(top) === props.get(bottom)) replace([top, bottom], [[box.pair![0], props.get(top)!]]);
    }
    for (const pair of PAIRS) {
      if (!pair.sides.every((s) => props.has(s))) continue;
      const [a, b] = pair.sides.map((s) => props.get(s)!);
      replace(pair.sides, [[pair.shorthand, a === b ? a : `${a} ${b}`]]);
    }
    if (["flex-grow", "flex-shrink", "flex-basis"].every((p) => props.has(p))) {
      const [grow, shrink, basis] = ["flex-grow", "flex-shrink", "flex-basis"].map((p) => props.get(p)!);
      replace(["flex-grow", "flex-shrink", "flex-basis"], [["flex", `${grow} ${shrink} ${basis}`]]);
    }
    for (const [prop, value] of [...combined, ...props]) out.push(`${variant}${utilityFor(prop, value)!}${important ? "!" : ""}`);
  }
  return out;
}
