import type { LayoutNode, LayoutTree } from "../../model/layout-nodes.ts";
import { parseCss } from "../css-format.ts";
import { analyse } from "../../print/components/css-split.ts";
import { BEHAVIOUR_ATTRIBUTES } from "../../../contract/behaviours.ts";
import type { DesignToken } from "../tokens/design-tokens.ts";
import { compileTailwind, tailwindHeader, tailwindSource, themeBlock } from "./compile-tailwind.ts";
import type { TailwindLayout } from "./tailwind-export.ts";

/**
 * The stylesheet of a project that runs Tailwind v4 in its own build (`@tailwindcss/vite`, `@tailwindcss/postcss`):
 * the page's cascade layers in order when it has any, Tailwind's theme and utilities (without Preflight, unless the page's own base layer was Preflight), the `@theme` block of the design tokens, and
 * the rules that stayed CSS. The build scans the project's files for classes, so a page class that Tailwind also
 * knows as a utility (Bootstrap's `collapse`, `container`, `shadow-sm`; `bg-primary` once the theme names a
 * primary colour) would gain Tailwind's rule beside the page's own: those are listed in `@source not inline(…)` and
 * never generated. The page reaches this file only as class names of a restricted alphabet inside that list, and as
 * the kept rules, whose at-rules the stylesheet policy already reduced to the harmless ones.
 */
export interface TailwindProjectStyles {
  /** The flavoured tree; a colliding class that styles nothing, or that the list cannot hold, is left out of the markup. */
  tree: LayoutTree;
  /** The project's stylesheet: `src/index.css`, `app/globals.css`. */
  stylesheet: string;
  /** The design tokens (tokens.json). */
  tokens: DesignToken[];
  /** The kept rules, parsed (the component plan reads asset URLs from them). */
  keptRoot: ReturnType<typeof parseCss>;
  /** Page classes kept out of Tailwind's output. */
  excluded: string[];
}

/**
 * What `@source not inline("…")` may hold: class names of letters, digits and `_ - : . % [ ]` and single slashes
 * (`collapse`, `shadow-sm`, `md:flex`, `w-1/2`, `w-[12px]`): no quote, backslash, brace (brace expansion), `;`, `@`,
 * parenthesis (no `url(`), comment or white space.
 */
const LISTABLE = /^(?!.*\/\/)[A-Za-z0-9_:.%[\]/-]+$/;

/** Attributes whose values are class lists: the markup's own and those a recorded state adds or removes. */
const CLASS_LIST_ATTRIBUTES = new Set<string>([
  "class",
  BEHAVIOUR_ATTRIBUTES.openClass,
  BEHAVIOUR_ATTRIBUTES.closedClass,
  BEHAVIOUR_ATTRIBUTES.scrolledClass,
  BEHAVIOUR_ATTRIBUTES.unscrolledClass,
  BEHAVIOUR_ATTRIBUTES.spyClass,
  BEHAVIOUR_ATTRIBUTES.openBackdrop,
  BEHAVIOUR_ATTRIBUTES.openBodyClass,
]);

/** Every class the markup names, and those a recorded state adds or removes (`toggled`). */
function pageClasses(tree: LayoutTree): { all: Set<string>; toggled: Set<string> } {
  const all = new Set<string>();
  const toggled = new Set<string>();
  const add = (value: string | undefined, into: Set<string>[]) => (value ?? "").split(/\s+/).filter(Boolean).forEach((c) => into.forEach((set) => set.add(c)));
  const visit = (nodes: LayoutNode[]) => {
    for (const n of nodes) {
      if (n.type !== "element") continue;
      for (const a of n.attrs) if (CLASS_LIST_ATTRIBUTES.has(a.name)) add(a.value, a.name === "class" ? [all] : [all, toggled]);
      visit(n.children);
    }
  };
  visit(tree.nodes);
  add(tree.document?.html?.class, [all]);
  add(tree.document?.body?.class, [all]);
  return { all, toggled };
}

/** Which of `candidates` Tailwind turns into a rule with this theme: compiled once, read from the selectors. */
async function utilitiesAmong(candidates: string[], theme: TailwindLayout["source"]["theme"]): Promise<Set<string>> {
  if (!candidates.length) return new Set();
  const css = await compileTailwind(tailwindSource(theme, ""), candidates);
  const wanted = new Set(candidates);
  const found = new Set<string>();
  parseCss(css).walkRules((rule) => analyse(rule.selector).classes.forEach((c) => wanted.has(c) && found.add(c)));
  return found;
}

function withoutClasses(tree: LayoutTree, drop: Set<string>): LayoutTree {
  if (!drop.size) return tree;
  const visit = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const attrs = node.attrs.flatMap((a) => {
      if (!CLASS_LIST_ATTRIBUTES.has(a.name)) return [a];
      const value = a.value.split(/\s+/).filter((c) => c && !drop.has(c)).join(" ");
      return value || !a.value.trim() ? [{ ...a, value }] : [];
    });
    return { ...node, attrs, children: node.children.map(visit) };
  };
  return { ...tree, nodes: tree.nodes.map(visit) };
}

export async function tailwindProjectStyles(tw: TailwindLayout): Promise<TailwindProjectStyles> {
  const { theme, tokens, keptCss, utilities, layers, preflight } = tw.source;
  const own = new Set(utilities);
  const classes = pageClasses(tw.tree);
  const colliding = await utilitiesAmong([...classes.all].filter((c) => !own.has(c)).sort(), theme);
  const keptRoot = parseCss(keptCss);
  const named = new Set<string>();
  keptRoot.walkRules((r) => analyse(r.selector).classes.forEach((c) => named.add(c)));
  // A colliding class no kept rule reads and no state toggles styled nothing (the flavour took the classes whose
  // rules all became utilities off the markup already): it leaves the markup, so only classes that still style
  // something are listed, and never one the list could not hold safely.
  const listed = (c: string) => (named.has(c) || classes.toggled.has(c)) && LISTABLE.test(c);
  const excluded = [...colliding].filter(listed);
  const unlistable = new Set([...colliding].filter((c) => !listed(c)));
  const exclusion = excluded.length
    ? ["/* The page's own classes that Tailwind also knows as utilities: not generated, they keep the page's rules. */", `@source not inline("${excluded.join(" ")}");`]
    : [];
  const stylesheet = [...tailwindHeader(layers, preflight), ...exclusion, "", ...themeBlock(theme), "", keptCss].join("\n").replace(/\n{3,}/g, "\n\n").trim();
  return { tree: withoutClasses(tw.tree, unlistable), stylesheet, tokens, keptRoot, excluded };
}
