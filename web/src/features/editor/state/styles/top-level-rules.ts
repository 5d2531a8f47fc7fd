import postcss, { type Root, type Rule } from "postcss";

/** Parses CSS, or says in one line why it cannot be parsed. */
export function parseCss(css: string): { root: Root } | { error: string } {
  try {
    return { root: postcss.parse(css) };
  } catch (err) {
    const e = err as { reason?: string; line?: number; column?: number; message?: string };
    return { error: e.reason ? `CSS error at line ${e.line}, column ${e.column}: ${e.reason}` : `CSS error: ${e.message ?? "cannot be parsed"}` };
  }
}

/** The stylesheet's top-level rules whose selector passes `applies`, as CSS text and their selectors. */
export function topLevelRulesWhere(css: string, applies: (selector: string) => boolean): { selectors: string[]; css: string } {
  const parsed = parseCss(css);
  if ("error" in parsed) return { selectors: [], css: "" };
  const rules = parsed.root.nodes.filter((n): n is Rule => n.type === "rule" && applies(n.selector));
  return { selectors: rules.map((r) => r.selector), css: rules.map((r) => r.toString().trim()).join("\n") };
}

/**
 * Replaces the top-level rules with these selectors by `replacement` (already parsed), where the first of them
 * stood, so the cascade order around them is kept; with none found the new rules go at the end.
 */
export function replaceTopLevelRules(css: string, selectors: readonly string[], replacement: Root): string | null {
  const parsed = parseCss(css);
  if ("error" in parsed) return null;
  const root = parsed.root;
  const wanted = new Set(selectors);
  const old = root.nodes.filter((n): n is Rule => n.type === "rule" && wanted.has(n.selector));
  const anchor = old[0];
  // Each new rule on its own line, the first where the old one stood, so the stylesheet stays readable.
  const fresh = replacement.nodes.map((n, i) => n.clone({ raws: { ...n.raws, before: i === 0 && anchor ? anchor.raws.before : "\n" } }));
  if (anchor) anchor.before(fresh);
  else root.append(fresh);
  for (const rule of old) rule.remove();
  return root.toString();
}
