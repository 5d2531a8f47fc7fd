import type { RuleLocation } from "../state/styles/css-rules";

// The rules live in the canvas frame's realm, where `instanceof` this window's classes is false: compare types.
const compact = (selector: string) => selector.replace(/\s+/g, "");

/**
 * Writes one edited rule's declarations into the canvas stylesheet through the CSSOM. Replacing the `<style>` text
 * re-parses the sheet and restyles every element its selectors touch (30 ms on a 2,000-element page); setting one
 * rule's cssText lets the browser restyle only what that rule matches. The whole body is written, not one property,
 * so shorthands and longhands in the rule resolve exactly as they would from the stylesheet text. Returns false
 * when the rule cannot be found where the editor's stylesheet says it is; the caller then replaces the text.
 */
export function patchCssRule(sheet: CSSStyleSheet, location: RuleLocation): boolean {
  let container: CSSStyleSheet | CSSMediaRule = sheet;
  if (location.mediaIndex !== null) {
    const media = [...sheet.cssRules].filter((r): r is CSSMediaRule => r.type === CSSRule.MEDIA_RULE)[location.mediaIndex];
    if (!media) return false;
    container = media;
  }
  const rule = [...container.cssRules].filter((r): r is CSSStyleRule => r.type === CSSRule.STYLE_RULE)[location.ruleIndex];
  if (!rule || compact(rule.selectorText) !== compact(location.selector)) return false;
  rule.style.cssText = location.declarations;
  return true;
}
