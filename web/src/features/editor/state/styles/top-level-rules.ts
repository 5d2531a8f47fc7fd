import postcss, { type AtRule, type ChildNode, type Root, type Rule } from "postcss";

/** Parses CSS, or says in one line why it cannot be parsed. */
export function parseCss(css: string): { root: Root } | { error: string } {
  try {
    return { root: postcss.parse(css) };
  } catch (err) {
    const e = err as { reason?: string; line?: number; column?: number; message?: string };
    return { error: e.reason ? `CSS error at line ${e.line}, column ${e.column}: ${e.reason}` : `CSS error: ${e.message ?? "cannot be parsed"}` };
  }
}

/** The rules the code view shows: top-level ones by selector, and those inside each @media block by its query. */
export interface ShownRules {
  selectors: readonly string[];
  media: readonly { query: string; selectors: readonly string[] }[];
}

const isMedia = (n: ChildNode): n is AtRule => n.type === "atrule" && n.name.toLowerCase() === "media";
const sameQuery = (a: string, b: string) => a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The stylesheet's rules whose selector passes `applies`: the top-level ones, then each @media block's (under its
 * query, in stylesheet order), as CSS text and the selectors that say which rules an edit replaces.
 */
export function rulesWhere(css: string, applies: (selector: string) => boolean): ShownRules & { css: string } {
  const parsed = parseCss(css);
  if ("error" in parsed) return { selectors: [], media: [], css: "" };
  const top = parsed.root.nodes.filter((n): n is Rule => n.type === "rule" && applies(n.selector));
  const text = top.map((r) => r.toString().trim());
  const media: { query: string; selectors: string[] }[] = [];
  for (const block of parsed.root.nodes.filter(isMedia)) {
    const inside = (block.nodes ?? []).filter((n): n is Rule => n.type === "rule" && applies(n.selector));
    if (!inside.length) continue;
    const shown = media.find((m) => sameQuery(m.query, block.params));
    if (shown) shown.selectors.push(...inside.map((r) => r.selector));
    else media.push({ query: block.params, selectors: inside.map((r) => r.selector) });
    text.push(`@media ${block.params} {\n${inside.map((r) => `  ${r.toString().trim()}`).join("\n")}\n}`);
  }
  return { selectors: top.map((r) => r.selector), media, css: text.join("\n") };
}

/**
 * Replaces the shown rules by `replacement` (already parsed), each where the first of its kind stood so the
 * cascade order around them is kept: top-level rules among the top-level rules, the rules of an @media block in
 * the replacement inside the author's block with that query (a new block at the end when there is none). Blocks
 * the edit empties are removed.
 */
export function replaceRules(css: string, shown: ShownRules, replacement: Root): string | null {
  const parsed = parseCss(css);
  if ("error" in parsed) return null;
  const root = parsed.root;
  const wanted = new Set(shown.selectors);
  const old = root.nodes.filter((n): n is Rule => n.type === "rule" && wanted.has(n.selector));
  const anchor = old[0];
  const topNodes = replacement.nodes.filter((n) => !isMedia(n));
  // Each new rule on its own line, the first where the old one stood, so the stylesheet stays readable.
  const fresh = topNodes.map((n, i) => n.clone({ raws: { ...n.raws, before: i === 0 && anchor ? anchor.raws.before : "\n" } }));
  if (anchor) anchor.before(fresh);
  else {
    const firstMedia = root.nodes.find(isMedia);
    if (firstMedia) firstMedia.before(fresh);
    else root.append(fresh);
  }
  for (const rule of old) rule.remove();

  // Where each shown query's rules stood: the first removed rule's place in the first block holding one.
  const anchors = new Map<string, { block: AtRule; before: ChildNode | undefined }>();
  const emptied = new Set<AtRule>();
  for (const { query, selectors } of shown.media) {
    const set = new Set(selectors);
    for (const block of root.nodes.filter(isMedia)) {
      if (!sameQuery(block.params, query)) continue;
      for (const rule of (block.nodes ?? []).filter((n): n is Rule => n.type === "rule" && set.has(n.selector))) {
        if (!anchors.has(query)) anchors.set(query, { block, before: rule.next() });
        rule.remove();
        emptied.add(block);
      }
    }
  }
  for (const media of replacement.nodes.filter(isMedia)) {
    const rules = (media.nodes ?? []).map((n) => n.clone({ raws: { ...n.raws, before: "\n  " } }));
    if (!rules.length) continue;
    const shownQuery = [...anchors.keys()].find((q) => sameQuery(q, media.params));
    const place = shownQuery ? anchors.get(shownQuery) : undefined;
    const block = place?.block ?? root.nodes.filter(isMedia).find((b) => sameQuery(b.params, media.params));
    if (place?.before && place.before.parent === block) place.before.before(rules);
    else if (block) block.append(rules);
    else root.append(media.clone({ raws: { ...media.raws, before: "\n" } }));
  }
  for (const block of emptied) if ((block.nodes ?? []).length === 0) block.remove();
  return root.toString();
}
