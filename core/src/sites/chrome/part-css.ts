import postcss, { type AtRule, type Container, type Root, type Rule } from "postcss";

/**
 * The style side of editing a shared part once: rules the editing page added, changed or removed whose selectors
 * name a class of the part are applied to another page's stylesheet, in the same @media block. The editor styles
 * elements through their class rules, and a shared part carries the same classes on every page, so the part looks
 * the same everywhere after the edit. Other rules of the other page are left as they are.
 */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

type Keyed = Map<string, { rule: Rule; media: string | null }>;

const ruleKey = (media: string | null, selector: string) => `${media ?? ""}|${selector.replace(/\s+/g, "")}`;
const body = (rule: Rule) => rule.nodes.map((n) => n.toString()).join(";");

function keyedRules(root: Root, classes: ReadonlySet<string>): Keyed {
  const out: Keyed = new Map();
  const take = (container: Container, media: string | null) => {
    for (const node of container.nodes ?? []) {
      if (node.type !== "rule") continue;
      const names = [...node.selector.matchAll(CLASS)].map((m) => m[1]);
      if (names.some((n) => classes.has(n))) out.set(ruleKey(media, node.selector), { rule: node, media });
    }
  };
  take(root, null);
  root.each((node) => {
    if (node.type === "atrule" && node.name === "media") take(node, node.params);
  });
  return out;
}

function findRule(root: Root, media: string | null, selector: string): Rule | undefined {
  const key = ruleKey(media, selector);
  return keyedRules(root, new Set([...selector.matchAll(CLASS)].map((m) => m[1]))).get(key)?.rule;
}

function mediaBlock(root: Root, params: string): AtRule {
  let found: AtRule | undefined;
  root.each((node) => {
    if (!found && node.type === "atrule" && node.name === "media" && node.params === params) found = node;
  });
  return found ?? root.append(postcss.atRule({ name: "media", params })).last as AtRule;
}

/** The other page's stylesheet with the part's style edits applied, or null when none of them concern the part. */
export function applyPartCss(before: string, after: string, target: string, classes: ReadonlySet<string>): string | null {
  if (before === after || classes.size === 0) return null;
  let oldRules: Keyed, newRules: Keyed, root: Root;
  try {
    oldRules = keyedRules(postcss.parse(before), classes);
    newRules = keyedRules(postcss.parse(after), classes);
    root = postcss.parse(target);
  } catch {
    return null;
  }
  let edits = 0;
  for (const [key, { rule, media }] of newRules) {
    const old = oldRules.get(key);
    if (old && body(old.rule) === body(rule)) continue;
    const existing = findRule(root, media, rule.selector);
    if (existing) existing.replaceWith(rule.clone());
    else (media === null ? root : mediaBlock(root, media)).append(rule.clone());
    edits++;
  }
  for (const [key, { rule, media }] of oldRules) {
    if (newRules.has(key)) continue;
    findRule(root, media, rule.selector)?.remove();
    edits++;
  }
  return edits ? root.toString() : null;
}

/** Whether every class a selector names is one of the part's (and it names one): the rule styles the part only. */
export function stylesPartOnly(selector: string, classes: ReadonlySet<string>): boolean {
  const names = [...selector.matchAll(CLASS)].map((m) => m[1]);
  return names.length > 0 && names.every((n) => classes.has(n));
}

/**
 * A stylesheet's rules that style only the part's classes, as CSS text with their @media blocks: what a page
 * takes with the site's copy of a part when it is reattached. Empty when the stylesheet cannot be parsed.
 */
export function partRules(css: string, classes: ReadonlySet<string>): string {
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return "";
  }
  const text: string[] = [];
  root.each((node) => {
    if (node.type === "rule" && stylesPartOnly(node.selector, classes)) text.push(node.toString().trim());
    if (node.type !== "atrule" || node.name !== "media") return;
    const rules = (node.nodes ?? []).filter((n): n is Rule => n.type === "rule" && stylesPartOnly(n.selector, classes));
    if (rules.length) text.push(`@media ${node.params} {\n${rules.map((r) => `  ${r.toString().trim()}`).join("\n")}\n}`);
  });
  return text.join("\n");
}
