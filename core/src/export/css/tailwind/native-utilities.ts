import type { AtRule, Container, Declaration, Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { parseCss } from "../css-format.ts";
import { analyse, overlaps } from "../../print/components/css-split.ts";
import { compileTailwind, PREFLIGHT_IMPORT, themeBlock, TAILWIND_IMPORTS } from "./compile-tailwind.ts";

/**
 * A page built with Tailwind v4 already names its utilities: `shadow-sm`, `ring-1`, `-translate-x-1/2`,
 * `space-y-1`, `md:flex`. Its stylesheet's rules for such a class are Tailwind's output, `--tw-*` compositions
 * included, which no per-declaration mapping can say again. A class whose every rule in the page is exactly what
 * Tailwind compiles for it today (the same selectors, at-rules and declarations, all in the page's `utilities`
 * layer) is recognised as that utility: the flavour does not take its rules apart, what competes with it on an
 * element stays as it was, its rules then leave the stylesheet, the class stays in the markup (and in the state
 * attributes that toggle it), and Tailwind writes the same rules again in the same order — its own. A Tailwind page's
 * Preflight (its `base` layer) and default theme values are likewise left to Tailwind.
 */
export interface NativeUtilities {
  /** Classes recognised as Tailwind's own utilities. */
  classes: Set<string>;
  /** Declarations that left the stylesheet with them. */
  mapped: number;
}

interface Piece {
  decl: Declaration;
  rule: Rule;
  /** The class names of the selector it applies through. */
  classes: string[];
  signature: string;
  inUtilities: boolean;
  /** The top cascade layer it sits in ("" unlayered). */
  layer: string;
}

const normal = (value: string) => value.replace(/\s+/g, " ").replace(/\s*,\s*/g, ", ").replace(/\(\s+/g, "(").replace(/\s+\)/g, ")").trim();

function classesOf(selector: string): string[] {
  const out: string[] = [];
  try {
    selectorParser((root) => root.walkClasses((c) => void out.push(c.value))).processSync(selector);
  } catch {
    return [];
  }
  return out;
}

/** Every declaration reached through a style rule, with its at-rule chain (layers left out) and the rule's single selectors. */
function pieces(root: Root, classless = false): Piece[] {
  const out: Piece[] = [];
  root.walkDecls((decl) => {
    const atRules: string[] = [];
    let rule: Rule | null = null;
    let inUtilities = false;
    let layer = "";
    for (let p: Container | undefined = decl.parent as Container; p && p.type !== "root"; p = p.parent as Container) {
      if (p.type === "rule") {
        if (rule) {
          // Nested style rules are not weighed: the outer rule's classes are never recognised.
          for (const selector of (p as Rule).selectors) for (const c of classesOf(selector)) out.push({ decl, rule: p as Rule, classes: [c], signature: "\u0000nested", inUtilities: false, layer: "" });
          return;
        }
        rule = p as Rule;
      } else if (p.type === "atrule") {
        const at = p as AtRule;
        const name = at.name.toLowerCase();
        if (name === "layer") {
          inUtilities ||= at.params.trim() === "utilities";
          layer = at.params.trim();
        }
        else atRules.unshift(`@${name} ${normal(at.params)}`);
      }
    }
    if (!rule) return;
    for (const selector of rule.selectors) {
      const classes = classesOf(selector);
      if (!classes.length && !classless) continue;
      const signature = `${atRules.join(" ")} ${normal(selector)} {${decl.prop.toLowerCase()}:${normal(decl.value)}${decl.important ? "!" : ""}}`;
      out.push({ decl, rule, classes, signature, inUtilities, layer });
    }
  });
  return out;
}

const signatures = (list: Piece[] | undefined) => (list ?? []).map((p) => p.signature).sort().join("\n");

/** The page's `@layer theme` custom properties, so Tailwind knows the page's own theme names when compiling. */
function pageTheme(root: Root): { name: string; value: string }[] {
  const out = new Map<string, string>();
  root.walkAtRules(/^layer$/i, (at) => {
    if (at.params.trim() !== "theme") return;
    at.walkDecls(/^--/, (d) => void out.set(d.prop.slice(2), d.value.trim()));
  });
  return [...out].map(([name, value]) => ({ name, value }));
}

/**
 * Recognises the page's Tailwind utilities among `candidates` (the markup's class tokens): classes whose every rule in
 * the page is what Tailwind compiles for them. The stylesheet is not changed (removeNativeRules does, after the flavour).
 */
export async function recogniseNativeUtilities(root: Root, candidates: Set<string>): Promise<Set<string>> {
  const none = new Set<string>();
  let hasUtilitiesLayer = false;
  root.walkAtRules(/^layer$/i, (at) => void (at.params.split(",").some((n) => n.trim() === "utilities") && (hasUtilitiesLayer = true)));
  if (!hasUtilitiesLayer || !candidates.size) return none;
  const page = pieces(root);
  const byClass = (list: Piece[]) => {
    const map = new Map<string, Piece[]>();
    for (const p of list) for (const c of new Set(p.classes)) if (candidates.has(c)) (map.get(c) ?? map.set(c, []).get(c)!).push(p);
    return map;
  };
  const pageByClass = byClass(page);
  const asked = [...pageByClass.keys()].filter((c) => pageByClass.get(c)!.every((p) => p.inUtilities));
  if (!asked.length) return none;
  const source = [...TAILWIND_IMPORTS, ...themeBlock(pageTheme(root))].join("\n");
  let compiled: Root;
  try {
    compiled = parseCss(await compileTailwind(source, asked));
  } catch {
    return none;
  }
  // Tailwind sets some `--tw-*` properties nothing reads (`--tw-font-weight`), which the page's stylesheet may have lost: left out when the page reads none of them.
  const read = new Set([...root.toString().matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
  const ours = byClass(pieces(compiled).filter((p) => !p.decl.prop.startsWith("--tw-") || read.has(p.decl.prop) || page.some((q) => q.decl.prop === p.decl.prop)));
  const recognised = new Set(asked.filter((c) => ours.has(c) && signatures(ours.get(c)) === signatures(pageByClass.get(c))));
  // Tailwind writes them again in its own order: two that set an overlapping property must come in the page's order
  // (a page built by another Tailwind version may have sorted them otherwise).
  const ourIndex = new Map(pieces(compiled).map((p, i) => [p.signature, i]));
  const placed = page.filter((p) => p.classes.some((c) => recognised.has(c)) && ourIndex.has(p.signature));
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const [a, b] = [placed[i], placed[j]];
      if (ourIndex.get(a.signature)! < ourIndex.get(b.signature)! || !overlaps(a.decl.prop.toLowerCase(), b.decl.prop.toLowerCase())) continue;
      for (const c of [...a.classes, ...b.classes]) recognised.delete(c);
    }
  }
  // A selector naming two classes (`.group:hover .group-hover\:x`) leaves only when both are recognised.
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of recognised) {
      if (pageByClass.get(c)!.some((p) => p.classes.some((o) => !recognised.has(o)))) {
        recognised.delete(c);
        changed = true;
      }
    }
  }
  return recognised;
}

/**
 * The page's theme variables that are Tailwind's own defaults (`--color-gray-500: oklch(55.1% 0.027 264.364)`, as
 * Tailwind's theme.css has them): Tailwind writes each one it sees used (by a utility or a `var()` in the stylesheet),
 * so our `@theme` leaves them to it, as it leaves the `@property` registrations (tailwind-scaffolding.ts). A variable
 * stays ours when another theme value, or the markup (inline styles), reads it. Returns the names left to Tailwind.
 */
export async function defaultThemeVariables(theme: { name: string; value: string }[], markup: string): Promise<Set<string>> {
  const names = theme.map((v) => v.name).filter((n) => /^[\w-]+$/.test(n) && !n.startsWith("breakpoint-"));
  if (!names.length) return new Set();
  let compiled: Root;
  try {
    compiled = parseCss(await compileTailwind([...TAILWIND_IMPORTS, ".probe {", ...names.map((n, i) => `  --probe-${i}: var(--${n});`), "}"].join("\n"), []));
  } catch {
    return new Set();
  }
  const defaults = new Map<string, string>();
  compiled.walkAtRules(/^layer$/i, (at) => {
    if (at.params.trim() === "theme") at.walkDecls(/^--/, (d) => void defaults.set(d.prop.slice(2), normal(d.value)));
  });
  const readBy = (name: string) => new RegExp(`var\\(\\s*--${name.replace(/[-]/g, "\\-")}\\s*[,)]`);
  const out = new Set<string>();
  for (const { name, value } of theme) {
    if (!names.includes(name) || defaults.get(name) !== normal(value)) continue;
    if (theme.some((o) => o.name !== name && readBy(name).test(o.value)) || markup.includes(`--${name}`)) continue;
    out.add(name);
  }
  return out;
}

/**
 * After the flavour (tailwind-flavour.ts) weighed every rule, the recognised classes' rules that stayed CSS leave the
 * stylesheet: the class, still in the markup, is Tailwind's to write, in the utilities layer in Tailwind's order (the
 * page's order: Tailwind wrote it). A class stays CSS when a kept rule of the page's utilities layer that is not a
 * recognised utility sets a property it sets on an element that carries it: in the stylesheet that rule comes after
 * all of Tailwind's utilities, which could change which one wins.
 */
export function removeNativeRules(kept: Root, recognised: Set<string>, classSets: Set<string>[]): NativeUtilities {
  const list = pieces(kept);
  const leaves = (p: Piece) => p.classes.every((c) => recognised.has(c));
  const propsOf = new Map<string, Set<string>>();
  for (const p of list) if (leaves(p)) for (const c of p.classes) (propsOf.get(c) ?? propsOf.set(c, new Set()).get(c)!).add(p.decl.prop.toLowerCase());
  const classes = new Set(propsOf.keys());
  const others = list.filter((p) => p.inUtilities && !leaves(p));
  for (const c of [...classes]) {
    const carriers = classSets.filter((set) => set.has(c));
    const props = [...propsOf.get(c)!];
    const contested = others.some((o) => {
      if (!props.some((prop) => overlaps(prop, o.decl.prop.toLowerCase()))) return false;
      const shape = analyse(o.rule.selector);
      return !shape.ok || shape.lastCompounds.some((compound) => carriers.some((set) => compound.classes.every((k) => set.has(k))));
    });
    if (contested) classes.delete(c);
  }
  // A selector naming two classes leaves only when both do.
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of list) {
      if (!p.classes.some((c) => classes.has(c)) || p.classes.every((c) => classes.has(c))) continue;
      for (const c of p.classes) if (classes.delete(c)) changed = true;
    }
  }
  let mapped = 0;
  const rules = new Set(list.filter((p) => p.classes.every((c) => classes.has(c))).map((p) => p.rule));
  for (const rule of rules) {
    const stays = rule.selectors.filter((s) => !classesOf(s).length || !classesOf(s).every((c) => classes.has(c)));
    if (stays.length) {
      rule.selectors = stays;
      continue;
    }
    rule.walkDecls(() => void mapped++);
    rule.remove();
  }
  removeEmptiedBlocks(kept);
  return { classes, mapped };
}

/** Values as Chromium serialises them and as Tailwind writes them (`0px` / `0`, quotes) compare equal. */
const loose = (signature: string) => signature.replace(/(?<![\w.-])0px\b/g, "0").replace(/'/g, '"').toLowerCase();

/**
 * A page built with Tailwind keeps Tailwind's Preflight in its `base` layer (what of it its elements use). When the
 * page's `base` layer holds Preflight's first rule (`*, ::after, ::before, ::backdrop { box-sizing: border-box;
 * margin: 0; padding: 0; border: 0 solid }`), the kept declarations of that layer that are Preflight's own (same
 * selector, at-rules and value) leave the stylesheet, and Preflight is imported into the same layer instead: what a
 * Tailwind project starts from. The page's other base rules stay, after it. Returns how many declarations left, or
 * null when the page's base layer is not Preflight's.
 */
export async function removePreflight(kept: Root, theme: { name: string; value: string }[]): Promise<number | null> {
  const base = pieces(kept, true).filter((p) => p.layer === "base");
  const has = (sig: string) => base.some((p) => loose(p.signature) === loose(sig));
  const first = ["box-sizing:border-box", "margin:0", "padding:0", "border:0 solid"].every((d) => has(` * {${d}}`));
  if (!first) return null;
  let compiled: Root;
  try {
    compiled = parseCss(await compileTailwind([TAILWIND_IMPORTS[0], PREFLIGHT_IMPORT, ...themeBlock(theme)].join("\n"), []));
  } catch {
    return null;
  }
  const preflight = new Set(pieces(compiled, true).filter((p) => p.layer === "base").map((p) => loose(p.signature)));
  const byDecl = new Map<Declaration, Piece[]>();
  for (const p of base) (byDecl.get(p.decl) ?? byDecl.set(p.decl, []).get(p.decl)!).push(p);
  let removed = 0;
  for (const [decl, list] of byDecl) {
    // Every selector of the rule applies the declaration as Preflight does.
    if (list.length !== (list[0].rule.selectors.length) || !list.every((p) => preflight.has(loose(p.signature)))) continue;
    decl.remove();
    removed++;
  }
  removeEmptiedBlocks(kept);
  return removed;
}

/** Rules and grouping blocks the removals emptied go, innermost first, until none is left empty. */
function removeEmptiedBlocks(kept: Root): void {
  for (let changed = true; changed; ) {
    changed = false;
    kept.walk((node) => {
      if ((node.type === "rule" || (node.type === "atrule" && /^(layer|supports|media|container)$/i.test(node.name) && node.nodes)) && node.nodes?.length === 0) {
        node.remove();
        changed = true;
      }
    });
  }
}
