import selectorParser from "postcss-selector-parser";
import type { Selector } from "postcss-selector-parser";

/**
 * Selector specificity and selector lists, shared by the extraction (which rules compete), the AI edits (raising a
 * rule just enough) and the editor (which rule wins on the canvas).
 */
const LEGACY_PSEUDO_ELEMENTS = new Set([":before", ":after", ":first-line", ":first-letter"]);

export type Specificity = [number, number, number];

/** CSS Selectors 4 specificity of one complex selector. */
const specificityCache = new Map<string, Specificity>();

export function specificity(selector: string): Specificity {
  const cached = specificityCache.get(selector);
  if (cached) return cached;
  const result = computeSpecificity(selector);
  if (specificityCache.size > 50_000) specificityCache.clear();
  specificityCache.set(selector, result);
  return result;
}

function computeSpecificity(selector: string): Specificity {
  let result: Specificity = [0, 0, 0];
  selectorParser((root) => {
    const first = root.first;
    if (first) result = specificityOf(first);
  }).processSync(selector);
  return result;
}

function specificityOf(sel: Selector): Specificity {
  const s: Specificity = [0, 0, 0];
  sel.each((node) => {
    switch (node.type) {
      case "id":
        s[0]++;
        break;
      case "class":
      case "attribute":
        s[1]++;
        break;
      case "tag":
        s[2]++;
        break;
      case "pseudo": {
        const name = node.value.toLowerCase();
        if (name === ":where") break;
        if (name === ":is" || name === ":not" || name === ":has" || name === ":matches") {
          const max = node.nodes.map(specificityOf).reduce((a, b) => (compareSpecificity(a, b) >= 0 ? a : b), [0, 0, 0] as Specificity);
          s[0] += max[0];
          s[1] += max[1];
          s[2] += max[2];
        } else if (name.startsWith("::") || LEGACY_PSEUDO_ELEMENTS.has(name)) s[2]++;
        else s[1]++;
        break;
      }
      default:
        break;
    }
  });
  return s;
}

export function compareSpecificity(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Splits a selector list at top-level commas. */
export function splitSelectorList(selector: string): string[] {
  if (!selector.includes(",")) return [selector.trim()];
  if (!/[()[\]"'\\]/.test(selector)) return selector.split(",").map((s) => s.trim()).filter(Boolean);
  const out: string[] = [];
  selectorParser((root) => {
    root.each((sel) => {
      out.push(sel.toString().trim());
    });
  }).processSync(selector);
  return out;
}

