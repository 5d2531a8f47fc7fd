import postcss from "postcss";
import { elements, parseHtmlFragment, serializeChildren, type Element } from "../../extract/dom.ts";
import { boostedClassSelector, indexDeclarations, rivalsOf, specificityToBeat } from "../../extract/css/competitors.ts";
import { SelectorMatcher } from "../../extract/css/match.ts";
import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";
import type { LayoutDocument } from "../provider.ts";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import { measureTextBackgrounds, TEXT_STAMP, type MeasuredText } from "../rendered/text-backgrounds.ts";
import { toHex } from "./colour.ts";
import { removeBlock, replaceBlock } from "./css-blocks.ts";
import { classForElementOnly, classNamesIn } from "./element-class.ts";
import { escapeClassName } from "../../css/class-selector.ts";
import { aaTargetFor, passesEverywhere } from "./nearest-passing-colour.ts";
import { planContrastFixes, type ContrastChange, type TextVerdict } from "./contrast-plan.ts";
import { describeContrastChange, visibleFixes } from "./contrast-report.ts";
import type { IntentResult } from "./intent-result.ts";

/** Desktop and phone: a text must be readable wherever the layout is shown, and media rules change both sides. */
export const CONTRAST_WIDTHS = [1280, 390] as const;
const BLOCK = "contrast";
/** How many changes the summary names before it counts the rest. */
const NAMED_IN_SUMMARY = 5;

/** Every painted text of the layout at both widths, keyed by its element's position in the tree. */
async function measure(renderer: LayoutRenderer, html: string, css: string): Promise<Map<string, TextVerdict>> {
  const root = parseHtmlFragment(html);
  const all = elements(root);
  all.forEach((el, i) => (el.attribs[TEXT_STAMP] = String(i)));
  const measured = await renderer.render({ html: serializeChildren(root), css }, async (page) => {
    const byWidth: MeasuredText[][] = [];
    for (const width of CONTRAST_WIDTHS) byWidth.push(await measureTextBackgrounds(page, width));
    return byWidth.flat();
  });
  for (const el of all) delete el.attribs[TEXT_STAMP];
  const verdicts = new Map<string, TextVerdict>();
  for (const m of measured) {
    const el = all[Number(m.stamp)];
    if (!el) continue;
    const verdict = verdicts.get(m.stamp) ?? { stamp: m.stamp, el, label: m.label, colour: m.colour, backgrounds: [] };
    verdict.backgrounds.push({ darkest: m.darkest, lightest: m.lightest, target: aaTargetFor(m.fontSize, m.fontWeight) });
    verdicts.set(m.stamp, verdict);
  }
  return verdicts;
}

/** The plan written into a fresh copy of the layout: changed rules go into the marked block, element fixes get a class. */
function apply(html: string, css: string, changes: readonly ContrastChange[]): LayoutDocument {
  const root = parseHtmlFragment(html);
  const all = elements(root);
  const index = indexDeclarations(postcss.parse(css));
  const matcher = new SelectorMatcher();
  const cssClasses = classNamesIn(css);
  const rules: string[] = [];
  for (const change of changes) {
    const colour = toHex(change.to);
    if (change.kind === "rule") {
      rules.push(`${change.rule} { color: ${colour}${change.important ? " !important" : ""}; }`);
      continue;
    }
    const el: Element = all[Number(change.texts[0].stamp)];
    // Rivals are judged before the element gets its class, on the tree the page's rules were written for.
    const rivals = rivalsOf(index, matcher, el, "color");
    const important = rivals.some((r) => r.important);
    dropInlineColour(el);
    const cls = classForElementOnly(root, el, cssClasses);
    cssClasses.add(cls);
    rules.push(`${boostedClassSelector(escapeClassName(cls), specificityToBeat(rivals, important))} { color: ${colour}${important ? " !important" : ""}; }`);
  }
  return { html: serializeChildren(root), css: rules.length ? replaceBlock(css, BLOCK, rules.join("\n")) : css };
}

/**
 * 'Improve contrast': measures every text against what the browser actually paints behind it (solid colours,
 * gradients, images, translucent layers) at desktop and phone widths, changes the rule that colours the failing
 * texts to the nearest colour that passes WCAG AA (one element at a time only where no shared rule fits), renders
 * the result again and keeps, and reports, only the fixes that visibly raised a text's contrast.
 */
export async function improveContrast(doc: LayoutDocument, renderer: LayoutRenderer): Promise<IntentResult> {
  // An earlier run's rules are measured away, so running it again fixes the same texts the same way, not twice.
  const css = removeBlock(doc.css, BLOCK);
  const before = await measure(renderer, doc.html, css);
  const failing = [...before.values()].filter((v) => !passesEverywhere(v.colour, v.backgrounds));
  if (failing.length === 0) {
    return { doc: { html: doc.html, css }, summary: `All ${before.size} texts already pass WCAG AA contrast; nothing changed.` };
  }
  const planned = planContrastFixes([...before.values()], css, new SelectorMatcher());
  const tried = apply(doc.html, css, planned);
  const after = await measure(renderer, tried.html, tried.css);
  const kept = visibleFixes(planned, after);
  if (kept.length === 0) {
    return { doc: { html: doc.html, css }, summary: `${failing.length} ${failing.length === 1 ? "text is" : "texts are"} below WCAG AA, but no colour change made a visible difference to them; nothing changed.` };
  }
  const result = kept.length === planned.length ? tried : apply(doc.html, css, kept);
  const fixed = new Set(kept.flatMap((c) => c.texts.filter((v) => !passesEverywhere(v.colour, v.backgrounds)).map((v) => v.stamp)));
  const alongside = kept.flatMap((c) => c.texts).filter((v) => !fixed.has(v.stamp)).length;
  const untouched = before.size - fixed.size - alongside;
  const named = kept.slice(0, NAMED_IN_SUMMARY).map(describeContrastChange).join("; ");
  const more = kept.length > NAMED_IN_SUMMARY ? `; and ${kept.length - NAMED_IN_SUMMARY} more` : "";
  const shared = alongside ? ` ${alongside} passing ${alongside === 1 ? "text shares" : "texts share"} those rules and changed with them.` : "";
  return {
    doc: result,
    summary: `Raised contrast on ${fixed.size} ${fixed.size === 1 ? "text" : "texts"}: ${named}${more}.${shared} ${untouched === 1 ? "1 already passed and kept its colour" : `${untouched} already passed and kept their colours`}.`,
  };
}

/** An inline colour would beat the new rule; the rule replaces it, so the layout keeps no style attribute for it. */
function dropInlineColour(el: Element): void {
  const style = el.attribs.style;
  if (style === undefined) return;
  const decls = parseInlineStyle(style);
  if (!decls.delete("color")) return;
  if (decls.size) el.attribs.style = serializeInlineStyle(decls);
  else delete el.attribs.style;
}
