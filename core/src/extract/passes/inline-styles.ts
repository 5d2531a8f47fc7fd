import postcss, { type Declaration } from "postcss";
import type { ExtractContext } from "../context.ts";
import { classList, setClassList, type Element } from "../dom.ts";
import { SelectorMatcher } from "../css/match.ts";
import type { Specificity } from "../css/selectors.ts";
import { boostedClassSelector, indexDeclarations, rivalsOf, specificityToBeat } from "../css/competitors.ts";
import { styleScopes } from "../scopes.ts";
import { parseInlineDeclarations } from "../../css/inline-style.ts";
import { staysInItsDeclaration } from "../css/value-tokens.ts";

/** Prefix of the classes this pass creates; the rename pass gives them role names. */
export const STYLE_CLASS_PREFIX = "ll-style-";

/**
 * Turns `style` attributes into classes without changing what wins: an inline declaration beats every normal author
 * rule, so its class rule gets just enough specificity to beat the most specific competing rule for that property
 * (repeating the class, or `:not(#_)` for id selectors); a declaration that lost to an author `!important` rule is
 * dropped, and an inline `!important` stays important.
 */
export function inlineStylesToClasses(ctx: ExtractContext): void {
  let counter = 0;
  for (const scope of styleScopes(ctx)) {
    const index = indexDeclarations(scope.css);
    const matcher = new SelectorMatcher();
    const byBody = new Map<string, string>();
    const targets = scope.hostStamp ? scope.elements : [ctx.html, ctx.body, ...scope.elements];
    for (const el of targets) {
      const style = el.attribs.style;
      if (style === undefined) continue;
      delete el.attribs.style;
      const decls = parseStyleAttribute(style);
      if (!decls.length) continue;
      const kept: Declaration[] = [];
      let needed: Specificity = [0, 1, 0];
      for (const decl of decls) {
        const rivals = rivalsOf(index, matcher, el, decl.prop);
        if (!decl.important && rivals.some((r) => r.important)) continue; // it lost to !important in the page too
        needed = specificityToBeat(rivals, decl.important === true, needed);
        kept.push(decl);
      }
      if (!kept.length) continue;
      const isRoot = el === ctx.html || el === ctx.body;
      const body = kept.map((d) => `${d.prop}: ${d.value}${d.important ? " !important" : ""}`).join("; ");
      if (isRoot) {
        scope.css.append(postcss.rule({ selector: rootSelector(el.name, needed), nodes: kept }));
        continue;
      }
      const key = `${body}|${needed.join(",")}`;
      let cls = byBody.get(key);
      if (!cls) {
        cls = `${STYLE_CLASS_PREFIX}${++counter}`;
        byBody.set(key, cls);
        scope.css.append(postcss.rule({ selector: boostedClassSelector(cls, needed), nodes: kept }));
      }
      setClassList(el, [...classList(el), cls]);
    }
  }
}

function rootSelector(tag: string, needed: Specificity): string {
  // Any id-level boost puts it above every class-level rule; one more than the rivals' ids beats them all.
  return `${tag === "html" ? ":root" : "body"}${":not(#_)".repeat(needed[0] + 1)}`;
}

/**
 * The declarations of a style attribute as rules can hold them. One the browser dropped for a bad string or url
 * (value-tokens.ts) is dropped here too: in a stylesheet it would run on into the rules after it.
 */
export function parseStyleAttribute(style: string): Declaration[] {
  return parseInlineDeclarations(style)
    .filter((d) => staysInItsDeclaration(d.value))
    .map((d) => postcss.decl({ prop: d.property, value: d.value, important: d.important }));
}
