import type { Root } from "postcss";
import { parseLayout } from "./layout-tree.ts";
import type { LayoutTree } from "./layout-nodes.ts";
import { formatCss, parseCss } from "../css/css-format.ts";
import { withDocumentRootSelectors } from "../css/document-root-selectors.ts";
import { withoutDeadRules } from "../css/dead-rules.ts";
import { sanitizeStylesheet } from "../../html/stylesheet-policy.ts";
import { withSafeInlineSvgs } from "../assets/inline-svg.ts";
import type { DocumentAttributes } from "../../contract/document-attributes.ts";
import type { CssFlavour } from "../../contract/export.ts";

export interface ExportInput {
  html: string;
  css: string;
  title?: string;
  /** The page's address, to resolve any relative URL left in the layout. */
  baseUrl?: string;
  /** layoutJson.document: the page's html/body attributes (dir, lang, classes a rule needs). */
  document?: DocumentAttributes | null;
  /** "tailwind": utility classes instead of the author's classes where a declaration maps exactly (html, react, nextjs, vue). */
  cssFlavour?: CssFlavour;
}

/** What every format prints from: the sanitized tree and stylesheet, parsed once. */
export interface PreparedLayout {
  tree: LayoutTree;
  cssRoot: Root;
  formattedCss: string;
  /** For formats that render inside another page's <html>/<body>: the page's root classes as element selectors. */
  componentRoot: Root;
  componentCss: string;
  /** Declarations of the rules no element of the layout can ever match, left out of both stylesheets (dead-rules.ts). */
  dead: number;
}

export interface PrepareOptions {
  /**
   * Keep the rules no element can match: for reading the stylesheet without its markup (the editor's design
   * tokens), where every rule would look dead.
   */
  keepDeadRules?: boolean;
  /**
   * Selectors (dead-rules.ts selectorKey) kept alive whatever this layout matches: what the other pages of a site
   * need, so a rule every page shares stays one rule of site.css.
   */
  aliveElsewhere?: ReadonlySet<string>;
}

/**
 * Users export one layout in several formats in a row (and the zip prints all of them): the parsed tree and
 * stylesheet of the last few inputs are kept. Safe because nothing downstream mutates them (rewrites copy).
 */
const prepared = new Map<string, PreparedLayout>();
const PREPARED_CACHE_SIZE = 4;

/**
 * The user's HTML parsed (parse5) and sanitized once into the shared tree, the CSS once with postcss, without the
 * rules no element of the layout can ever match (dead-rules.ts): every format prints from these.
 */
export function prepareLayout(input: ExportInput, options: PrepareOptions = {}): PreparedLayout {
  const keepDead = options.keepDeadRules ?? false;
  const key = JSON.stringify([input.html, input.css, input.title ?? null, input.baseUrl ?? null, input.document ?? null, keepDead]);
  // A site's page depends on its other pages too: not cached (a site is prepared once per export).
  if (options.aliveElsewhere) return prepareUncached(input, keepDead, options.aliveElsewhere);
  const hit = prepared.get(key);
  if (hit) {
    prepared.delete(key);
    prepared.set(key, hit);
    return hit;
  }
  const entry = prepareUncached(input, keepDead);
  prepared.set(key, entry);
  if (prepared.size > PREPARED_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
  return entry;
}

function prepareUncached(input: ExportInput, keepDead: boolean, aliveElsewhere?: ReadonlySet<string>): PreparedLayout {
  const parsed = parseLayout(input);
  const safe = withSafeInlineSvgs(parsed, sanitizeStylesheet(parseCss(parsed.css)));
  const tree = safe.tree;
  // Judged on the page's own selectors (its <html>/<body> as they are), before the component rewrite of them.
  const { root: cssRoot, dead } = keepDead ? { root: safe.cssRoot, dead: 0 } : withoutDeadRules(safe.cssRoot, tree, aliveElsewhere);
  const componentRoot = withDocumentRootSelectors(cssRoot, tree.document);
  return { tree, cssRoot, formattedCss: formatCss(cssRoot), componentRoot, componentCss: formatCss(componentRoot), dead };
}
