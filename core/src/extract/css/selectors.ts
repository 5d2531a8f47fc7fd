import selectorParser from "postcss-selector-parser";
import type { Selector } from "postcss-selector-parser";

/**
 * Pseudo-classes that depend on interaction or time rather than on the document: a rule behind them is kept when the
 * rest of its selector matches (so `:hover` styles survive), and they are ignored while matching.
 */
const DYNAMIC_PSEUDO_CLASSES = new Set([
  ":hover", ":focus", ":focus-visible", ":focus-within", ":active", ":visited", ":target",
  ":target-within", ":current", ":past", ":future", ":playing", ":paused", ":autofill", ":placeholder-shown",
  ":invalid", ":valid", ":user-invalid", ":user-valid", ":in-range", ":out-of-range", ":indeterminate", ":default",
  ":open", ":closed", ":popover-open", ":modal", ":fullscreen", ":defined", ":state", ":blank", ":read-only",
  ":read-write", ":optional", ":required", ":checked", ":disabled", ":enabled", ":local-link", ":picture-in-picture",
  ":volume-locked", ":muted", ":seeking", ":buffering", ":stalled", ":host", ":host-context",
]);
/** Legacy single-colon pseudo-elements. */
const LEGACY_PSEUDO_ELEMENTS = new Set([":before", ":after", ":first-line", ":first-letter"]);

/**
 * Selectors only Firefox or old IE/Opera understand (`button:-moz-focusring`, `::-ms-clear`). Chromium drops such
 * rules from its CSSOM, so they only reach us from source text; they are dropped the same way for one consistent
 * output.
 */
export function isOtherEngineSelector(selector: string): boolean {
  return /::?-(moz|ms|o)-/i.test(selector);
}

export function isIgnoredPseudo(value: string): boolean {
  const v = value.toLowerCase();
  return (
    v.startsWith("::") ||
    LEGACY_PSEUDO_ELEMENTS.has(v) ||
    DYNAMIC_PSEUDO_CLASSES.has(v) ||
    v.startsWith(":-webkit-") ||
    v.startsWith(":-moz-") ||
    v.startsWith(":-ms-")
  );
}

/**
 * The selector to match against the static document: dynamic pseudo-classes and pseudo-elements removed
 * (`a.btn:hover::after` → `a.btn`), compounds left empty become `*`.
 */
const matchableCache = new Map<string, string>();
const FILE_BUTTON = /^::(file-selector-button|-webkit-file-upload-button)$/i;

export function matchableSelector(selector: string): string {
  if (!selector.includes(":")) return selector;
  const cached = matchableCache.get(selector);
  if (cached !== undefined) return cached;
  const result = stripForMatching(selector);
  if (matchableCache.size > 50_000) matchableCache.clear();
  matchableCache.set(selector, result);
  return result;
}

function stripForMatching(selector: string): string {
  return selectorParser((root) => {
    root.walkPseudos((pseudo) => {
      if (!isIgnoredPseudo(pseudo.value)) return;
      // The file button exists only inside a file input: the rule is kept only where one is.
      if (FILE_BUTTON.test(pseudo.value)) {
        pseudo.replaceWith(selectorParser().astSync('[type="file" i]').first.first);
        return;
      }
      const parent = pseudo.parent;
      pseudo.remove();
      // `:not(:hover)` with nothing left inside would match nothing; drop the empty wrapper with it.
      if (parent && parent.type === "selector" && parent.nodes.length === 0) {
        const wrapper = parent.parent;
        if (wrapper && wrapper.type === "pseudo" && wrapper.nodes.every((n) => (n as Selector).nodes.length === 0)) wrapper.remove();
      }
    });
    root.each((sel) => fillEmptyCompounds(sel));
  }).processSync(selector);
}

function fillEmptyCompounds(sel: Selector): void {
  const nodes = sel.nodes;
  const out: typeof nodes = [];
  let compoundHasNode = false;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    if (n.type === "combinator") {
      if (!compoundHasNode) out.push(selectorParser.universal());
      compoundHasNode = false;
      out.push(n);
    } else {
      compoundHasNode = true;
      out.push(n);
    }
  }
  if (!compoundHasNode) out.push(selectorParser.universal());
  sel.removeAll();
  for (const n of out) sel.append(n);
}

export { compareSpecificity, specificity, splitSelectorList, type Specificity } from "../../css/specificity.ts";

/** Rewrites class names in a selector through `rename` (unchanged when it returns undefined). */
export function renameClassesInSelector(selector: string, rename: (name: string) => string | undefined): string {
  return selectorParser((root) => {
    root.walkClasses((node) => {
      const next = rename(node.value);
      if (next !== undefined) node.value = next;
    });
  }).processSync(selector);
}

/** Class names a selector mentions. */
export function classesInSelector(selector: string): string[] {
  if (!/[\\]/.test(selector)) return [...selector.replace(/"[^"]*"|'[^']*'/g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  const out: string[] = [];
  try {
    selectorParser((root) => {
      root.walkClasses((node) => {
        out.push(node.value);
      });
    }).processSync(selector);
  } catch {
    // An unparsable selector mentions nothing we can rename.
  }
  return out;
}
