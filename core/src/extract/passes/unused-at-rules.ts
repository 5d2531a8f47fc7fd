import type { AtRule, ChildNode, Root } from "postcss";
import { removeEmptyRules, removeNodes } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { styleScopes } from "../scopes.ts";
import { tally } from "../outcomes.ts";

/**
 * Drops `@keyframes` no kept rule animates with, `@font-face` for families no kept rule uses, prefixed keyframes
 * that duplicate an unprefixed one, and rules left without declarations. Names are collected across all scopes
 * because fonts and keyframes declared by the document are used inside shadow roots too.
 */
export function dropUnusedAtRules(ctx: ExtractContext): void {
  const roots = styleScopes(ctx).map((s) => s.css);
  const animations = new Set<string>();
  const families = new Set<string>();
  for (const root of roots) collectUsage(root, animations, families);
  for (const root of roots) tally(ctx, "unusedAtRules", dropUnused(root, animations, families));
}

export function collectUsage(root: Root, animations: Set<string>, families: Set<string>): void {
  root.walkDecls((decl) => {
    const prop = decl.prop.toLowerCase();
    if (decl.parent?.type === "atrule" && (decl.parent as AtRule).name.toLowerCase() === "font-face") return;
    if (prop === "animation" || prop === "animation-name" || prop === "-webkit-animation" || prop === "-webkit-animation-name") {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word.replace(/^["']|["']$/g, ""));
    } else if (prop === "font-family" || prop === "font" || prop.startsWith("--")) {
      for (const family of fontFamilies(decl.value)) families.add(family);
    }
  });
}

/** Family names in a `font-family`/`font` value, unquoted and lower-cased. */
export function fontFamilies(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .flatMap((part) => {
      const quoted = /^["'](.*)["']$/.exec(part) ?? /["']([^"']+)["']\s*$/.exec(part);
      if (quoted) return [quoted[1]];
      // In the `font` shorthand the family comes last, after size/line-height; any trailing words may be it.
      const words = part.split(/\s+/);
      return [part, words.slice(-1)[0], words.slice(-2).join(" ")];
    })
    .map((f) => f.toLowerCase());
}

/** Returns how many at-rules it dropped. */
export function dropUnused(root: Root, animations: Set<string>, families: Set<string>): number {
  const unprefixedKeyframes = new Set<string>();
  root.walkAtRules("keyframes", (at) => {
    unprefixedKeyframes.add(at.params.trim());
  });
  const unused: ChildNode[] = [];
  root.walkAtRules((at) => {
    const name = at.name.toLowerCase();
    if (/^(-\w+-)?keyframes$/.test(name)) {
      const kf = at.params.trim().replace(/^["']|["']$/g, "");
      if (!animations.has(kf) || (name !== "keyframes" && unprefixedKeyframes.has(at.params.trim()))) unused.push(at);
    } else if (name === "font-face") {
      let family = "";
      at.walkDecls("font-family", (d) => {
        family = d.value.trim().replace(/^["']|["']$/g, "").toLowerCase();
      });
      if (family && !families.has(family)) unused.push(at);
    }
  });
  removeNodes(unused);
  removeEmptyRules(root);
  return unused.length;
}
