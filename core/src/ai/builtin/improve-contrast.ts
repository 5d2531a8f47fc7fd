import postcss from "postcss";
import { elements, parseHtmlFragment, serializeChildren, type Element } from "../../extract/dom.ts";
import { boostedClassSelector, indexDeclarations, rivalsOf, specificityToBeat } from "../../extract/css/competitors.ts";
import { SelectorMatcher } from "../../extract/css/match.ts";
import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";
import type { LayoutDocument } from "../provider.ts";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import { measureTextBackgrounds, TEXT_STAMP, type MeasuredText } from "../rendered/text-backgrounds.ts";
import { toHex, type Rgb } from "./colour.ts";
import { removeBlock, replaceBlock } from "./css-blocks.ts";
import { classForElementOnly, classNamesIn, escapeClassName } from "./element-class.ts";
import { aaTargetFor, nearestPassingColour, passesEverywhere, worstContrast, type BackgroundExtremes } from "./nearest-passing-colour.ts";
import type { IntentResult } from "./intent-result.ts";

/** Desktop and phone: a text must be readable wherever the layout is shown, and media rules change both sides. */
export const CONTRAST_WIDTHS = [1280, 390] as const;
const BLOCK = "contrast";
/** How many changed texts the summary names before it counts the rest. */
const NAMED_IN_SUMMARY = 5;

interface TextVerdict {
  el: Element;
  label: string;
  colour: Rgb;
  backgrounds: BackgroundExtremes[];
}

/**
 * 'Improve contrast': measures every text against what the browser actually paints behind it (solid colours,
 * gradients, images, translucent layers) at desktop and phone widths, and gives only the texts below WCAG AA the
 * nearest colour that passes, as "this element only" rules. Texts that pass keep their colour exactly.
 */
export async function improveContrast(doc: LayoutDocument, renderer: LayoutRenderer): Promise<IntentResult> {
  // An earlier run's rules are measured away, so running it again fixes the same texts the same way, not twice.
  const css = removeBlock(doc.css, BLOCK);
  const root = parseHtmlFragment(doc.html);
  const all = elements(root);
  all.forEach((el, i) => (el.attribs[TEXT_STAMP] = String(i)));
  const stampedHtml = serializeChildren(root);
  for (const el of all) delete el.attribs[TEXT_STAMP];

  const measured = await renderer.render({ html: stampedHtml, css }, async (page) => {
    const byWidth: MeasuredText[][] = [];
    for (const width of CONTRAST_WIDTHS) byWidth.push(await measureTextBackgrounds(page, width));
    return byWidth.flat();
  });

  const verdicts = new Map<string, TextVerdict>();
  for (const m of measured) {
    const verdict = verdicts.get(m.stamp) ?? { el: all[Number(m.stamp)], label: m.label, colour: m.colour, backgrounds: [] };
    verdict.backgrounds.push({ darkest: m.darkest, lightest: m.lightest, target: aaTargetFor(m.fontSize, m.fontWeight) });
    verdicts.set(m.stamp, verdict);
  }
  const failing = [...verdicts.values()].filter((v) => v.el && !passesEverywhere(v.colour, v.backgrounds));
  if (failing.length === 0) {
    return { doc: { html: doc.html, css }, summary: `All ${verdicts.size} texts already pass WCAG AA contrast; nothing changed.` };
  }

  const index = indexDeclarations(postcss.parse(css));
  const matcher = new SelectorMatcher();
  const cssClasses = classNamesIn(css);
  const rules: string[] = [];
  const changes: string[] = [];
  for (const v of failing) {
    const fixed = nearestPassingColour(v.colour, v.backgrounds);
    // Rivals are judged before the element gets its class, on the tree the page's rules were written for.
    const rivals = rivalsOf(index, matcher, v.el, "color");
    const important = rivals.some((r) => r.important);
    dropInlineColour(v.el);
    const cls = classForElementOnly(root, v.el, cssClasses);
    cssClasses.add(cls);
    const selector = boostedClassSelector(escapeClassName(cls), specificityToBeat(rivals, important));
    rules.push(`${selector} { color: ${toHex(fixed)}${important ? " !important" : ""}; }`);
    changes.push(describeChange(v, fixed));
  }
  const passed = verdicts.size - failing.length;
  const named = changes.slice(0, NAMED_IN_SUMMARY).join("; ");
  const more = changes.length > NAMED_IN_SUMMARY ? `; and ${changes.length - NAMED_IN_SUMMARY} more` : "";
  return {
    doc: { html: serializeChildren(root), css: replaceBlock(css, BLOCK, rules.join("\n")) },
    summary: `Raised contrast on ${failing.length} ${failing.length === 1 ? "text" : "texts"}: ${named}${more}. ${passed === 1 ? "1 already passed and kept its colour" : `${passed} already passed and kept their colours`}.`,
  };
}

function describeChange(v: TextVerdict, fixed: Rgb): string {
  const words = v.label.length > 32 ? `${v.label.slice(0, 31)}…` : v.label;
  const worst = (c: Rgb) => Math.min(...v.backgrounds.map((bg) => worstContrast(c, bg)));
  const target = Math.max(...v.backgrounds.map((bg) => bg.target));
  const reached = worst(fixed) >= target ? `${worst(fixed).toFixed(1)}:1` : `${worst(fixed).toFixed(1)}:1, the most this background allows`;
  return `"${words}" ${toHex({ ...v.colour, alpha: 1 })} → ${toHex(fixed)} (${worst(v.colour).toFixed(1)}:1 → ${reached})`;
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
