import type { Root } from "postcss";

/**
 * Tailwind reads a stylesheet with a parser of its own, not postcss, and the two disagree where a page can make
 * them: Tailwind takes `/*` inside an unquoted `url(` for a comment (postcss: part of the URL) and pairs quotes
 * across a `url(x")` token (postcss: one URL), so text postcss holds inside a string or a URL, where the stylesheet
 * policy rightly leaves it, became code in Tailwind's view: a string holding `); } @source '/';` behind a comment
 * opened in a `url(/*)` (or behind a quote opened in `url(x")`) wrote a live `@source` (or `@utility`, `@plugin`)
 * into the project stylesheet a customer's build runs.
 *
 * So whatever Tailwind reads holds text both parsers read alike: no comment marker anywhere but in a comment, and
 * outside well-formed strings no quote, no `;`, `{` or `}` (postcss only keeps them in a value inside brackets,
 * which Tailwind does not track for `[`) and no backslash in a value (a trailing one would escape the `;` we
 * write). Selectors keep their escapes (`.md\:flex`), though not one that ends them. A declaration, rule or at-rule
 * that fails is left out. Returns a copy.
 */
const STRING = /"(?:[^"\\\n\r]|\\[\s\S])*"|'(?:[^'\\\n\r]|\\[\s\S])*'/g;
const COMMENT_MARKER = /\/\*|\*\//;
const STRUCTURAL = /["';{}]/;

/** Whether Tailwind's parser reads `text` (a value, selector or at-rule prelude) as the one piece postcss read. */
export function readsAlikeInTailwind(text: string, kind: "value" | "selector" | "params"): boolean {
  if (COMMENT_MARKER.test(text)) return false;
  const outside = text.replace(STRING, '""').replace(/""/g, "");
  if (STRUCTURAL.test(outside)) return false;
  if (kind === "value") return !outside.includes("\\");
  // An odd run of backslashes at the end would escape what follows it (the ` {` or `;` we write).
  return (/\\+$/.exec(outside)?.[0].length ?? 0) % 2 === 0;
}

/** The text as postcss writes it back: its raw form (comments kept) when it has one. */
const written = (value: string, raws: { raw?: string; value?: string } | undefined) => (raws?.raw !== undefined && raws.value === value ? raws.raw : value);

export function withoutParserDisagreements(source: Root): Root {
  const root = source.clone();
  root.walkAtRules((at) => {
    const raws = at.raws as { params?: { raw?: string; value?: string } };
    if (!readsAlikeInTailwind(written(at.params, raws.params), "params")) at.remove();
  });
  root.walkRules((rule) => {
    const raws = rule.raws as { selector?: { raw?: string; value?: string } };
    if (!readsAlikeInTailwind(written(rule.selector, raws.selector), "selector")) rule.remove();
  });
  root.walkDecls((decl) => {
    const raws = decl.raws as { value?: { raw?: string; value?: string } };
    if (!readsAlikeInTailwind(decl.prop, "selector") || !readsAlikeInTailwind(written(decl.value, raws.value), "value")) decl.remove();
  });
  return root;
}
