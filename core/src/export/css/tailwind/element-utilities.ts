import type { Declaration, Root } from "postcss";
import { compareSpecificity, declarationsOf, STATE_ORDER, UNLAYERED, type Entry, type Pseudo, type StateKind } from "./cascade-entries.ts";
import { competes, expandBox } from "./css-longhands.ts";
import type { Matches } from "./element-matches.ts";
import { utilityFor } from "./utility-classes.ts";
import { widthUtilities, type Valued } from "./width-variants.ts";

/**
 * Resolves the cascade per element and property: every declaration of a translatable entry that reaches an element
 * (a "unit", split into box sides where it is a plain `padding`/`margin`/`gap` shorthand) is a candidate, the page's
 * winner under each viewport width and state becomes that element's utility, and the units move out of the
 * stylesheet. Units and element properties that compete are linked; a linked group moves only as a whole, so a
 * declaration left in the (unlayered, hence stronger) stylesheet never meets a utility on the same property.
 */
/** One declaration an element gets as a utility, under a variant (`min-[768px]:`, `hover:`, or none). */
export interface StyledDeclaration {
  variant: string;
  prop: string;
  value: string;
  /** Written with Tailwind's important modifier (`flex!`): the page's declaration was `!important`. */
  important: boolean;
}

export interface ElementUtilities {
  /** Per element (index into matches.elements): its declarations in emission order. */
  utilities: StyledDeclaration[][];
  /** Per entry: the declarations that left the stylesheet. */
  removed: Set<Declaration>[];
  /**
   * Per entry: declarations that became utilities on some of the elements the entry reaches but stay CSS on others
   * (a toggled class competes there), with those others (indices into matches.elements). The flavour keeps such a
   * declaration in a copy of its rule narrowed to those elements.
   */
  partial: Map<Declaration, number[]>[];
}

interface Candidate {
  unit: number;
  value: string;
  important: boolean;
  entry: Entry;
  order: number;
  /** Its declaration stays in the stylesheet (an untranslatable entry, or a value no utility says). */
  kept: boolean;
}

class UnionFind {
  private parent: number[] = [];
  add(): number {
    this.parent.push(this.parent.length);
    return this.parent.length - 1;
  }
  find(x: number): number {
    while (this.parent[x] !== x) x = this.parent[x] = this.parent[this.parent[x]];
    return x;
  }
  union(a: number, b: number): void {
    this.parent[this.find(a)] = this.find(b);
  }
}

/**
 * The cascade: importance, then the layer (a later layer wins, unlayered rules over every layer; for `!important`
 * the other way round), then specificity, then source order (all entries share the author origin).
 */
function beats(a: Candidate, b: Candidate): boolean {
  if (a.important !== b.important) return a.important;
  if (a.entry.layer !== b.entry.layer) return a.important ? a.entry.layer < b.entry.layer : a.entry.layer > b.entry.layer;
  const bySpecificity = compareSpecificity(a.entry.specificity, b.entry.specificity);
  return bySpecificity > 0 || (bySpecificity === 0 && a.order > b.order);
}
/** Pieces of one width cascade compare by value with the importance marked, so `!` values never merge with plain ones. */
const IMPORTANT = "!";
const strongest = (list: Candidate[]) => list.reduce<Candidate | null>((best, c) => (!best || beats(c, best) ? c : best), null);

/** The utilities one element property needs, or null when its candidates cannot be ordered as Tailwind orders them. */
function resolve(prop: string, candidates: Candidate[]): StyledDeclaration[] | null {
  const utility = (value: string, variant = "", important = false): StyledDeclaration | null => (utilityFor(prop, value) ? { variant, prop, value, important } : null);
  const conditioned = candidates.filter((c) => c.entry.condition);
  if (conditioned.length) {
    // One named condition (`print:`, `motion-reduce:`) over the plain value; nothing else may take part.
    if (candidates.some((c) => c.entry.state || c.entry.width || c.important) || new Set(conditioned.map((c) => c.entry.condition)).size > 1) return null;
    const base = strongest(candidates.filter((c) => !c.entry.condition));
    const over = strongest(conditioned.filter((c) => !base || beats(c, base)));
    const out = [...(base ? [utility(base.value)] : []), ...(over ? [utility(over.value, `${over.entry.condition}:`)] : [])];
    return out.some((u) => u === null) ? null : (out as StyledDeclaration[]);
  }
  const stated = candidates.filter((c) => c.entry.state);
  const widths = candidates.filter((c) => c.entry.width);
  if (stated.length && (widths.length || candidates.some((c) => c.important))) return null;
  if (!stated.length) {
    const valued: Valued[] = candidates.map((c) => ({ width: c.entry.width ?? {}, value: (c.important ? IMPORTANT : "") + c.value, rank: c }));
    const out = widthUtilities(valued, (a, b) => (beats(a.rank as Candidate, b.rank as Candidate) ? 1 : -1), IMPORTANT);
    const styled = out.map((o) => (o.value.startsWith(IMPORTANT) ? utility(o.value.slice(1), o.variant, true) : utility(o.value, o.variant)));
    return styled.every(Boolean) ? (styled as StyledDeclaration[]) : null;
  }
  const base = strongest(candidates.filter((c) => !c.entry.state));
  const live = stated.filter((c) => !base || beats(c, base));
  const winners = STATE_ORDER.map((kind) => strongest(live.filter((c) => c.entry.state === kind))).map((w, i) => ({ w, kind: STATE_ORDER[i] as StateKind }));
  const present = winners.filter((x) => x.w);
  // Two states at once (hovered and focused): Tailwind lets the later variant win, the page the stronger rule.
  for (let i = 1; i < present.length; i++) if (present[i].w!.value !== present[i - 1].w!.value && !beats(present[i].w!, present[i - 1].w!)) return null;
  const out = [...(base ? [utility(base.value)] : []), ...present.map((x) => utility(x.w!.value, `${x.kind}:`))];
  return out.some((u) => u === null) ? null : (out as StyledDeclaration[]);
}

/**
 * A kept declaration in a cascade layer below the one the utilities are written into (`utilitiesLayer`) loses to a
 * utility on the same element property there as it did on the page, when every declaration that becomes a utility
 * sat in a later layer: a Tailwind page's Preflight (`* { margin: 0 }`) under its own `mt-4`. It may stay in the
 * stylesheet beside the utility without holding it back; where no utility applies it still applies, as before.
 */
function outranked(kept: Candidate[], moving: Candidate[], utilitiesLayer: number): boolean {
  if (!kept.length || !moving.length) return false;
  const top = Math.max(...kept.map((c) => c.entry.layer));
  return kept.every((c) => !c.important) && top < utilitiesLayer && moving.every((t) => t.entry.layer > top);
}

export function elementUtilities(root: Root, entries: Entry[], matches: Matches, utilitiesLayer = UNLAYERED): ElementUtilities {
  const order = new Map<Declaration, number>();
  root.walkDecls((d) => void order.set(d, order.size));
  const uf = new UnionFind();
  const bad = new Set<number>();
  // One unit per declaration and element it reaches: where a kept declaration competes on one element, the others
  // the same declaration reaches still get their utilities (the flavour narrows the kept copy to that element).
  const units: { entry: number; decl: Declaration; element: number }[] = [];
  const nodes = new Map<string, { id: number; element: number; target: string; pseudo: Pseudo | null; prop: string; candidates: Candidate[] }>();
  const nodeOf = (element: number, pseudo: Pseudo | null, prop: string) => {
    const target = `${element}${pseudo ? `::${pseudo}` : ""}`;
    const key = `${target} ${prop}`;
    let node = nodes.get(key);
    if (!node) nodes.set(key, (node = { id: uf.add(), element, target, pseudo, prop, candidates: [] }));
    return node;
  };
  entries.forEach((entry, e) => {
    const reach = matches.reach[e];
    for (const decl of declarationsOf(entry.rule)) {
      const parts = decl.prop.startsWith("--") ? null : expandBox(decl.prop, decl.value);
      const pieces: [string, string][] = parts ?? [[decl.prop.startsWith("--") ? decl.prop : decl.prop.toLowerCase(), decl.value]];
      const kept = !entry.translatable || !matches.stable[e] || pieces.some(([p, v]) => !utilityFor(p, v));
      for (const element of reach) {
        const unit = uf.add();
        units[unit] = { entry: e, decl, element };
        if (kept) bad.add(unit);
        for (const [prop, value] of pieces) {
          const node = nodeOf(element, entry.pseudo, prop);
          if (!kept) uf.union(unit, node.id);
          node.candidates.push({ unit, value, important: decl.important === true, entry, order: order.get(decl) ?? 0, kept });
        }
      }
    }
  });
  // Kept declarations hold the element property in the stylesheet, unless a later layer's utilities outrank them all.
  for (const node of nodes.values()) {
    const kept = node.candidates.filter((c) => c.kept);
    const moving = node.candidates.filter((c) => !c.kept);
    if (outranked(kept, moving, utilitiesLayer)) node.candidates = moving;
    else for (const c of kept) uf.union(c.unit, node.id);
  }
  // Different properties competing on one element (`border` and `border-top-color`) stay in the stylesheet.
  const byElement = new Map<string, { id: number; prop: string; candidates: Candidate[] }[]>();
  for (const node of nodes.values()) (byElement.get(node.target) ?? byElement.set(node.target, []).get(node.target)!).push(node);
  for (const list of byElement.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (!competes(list[i].prop, list[j].prop)) continue;
        // A property only the stylesheet sets, in layers below the other's utilities (`border` of Preflight's `*`).
        const [a, b] = [list[i].candidates, list[j].candidates];
        const onlyKept = (x: Candidate[]) => x.every((c) => c.kept);
        if ((onlyKept(a) && outranked(a, b, utilitiesLayer)) || (onlyKept(b) && outranked(b, a, utilitiesLayer))) continue;
        uf.union(list[i].id, list[j].id);
        bad.add(list[i].id);
      }
    }
  }
  // Tailwind's before:/after: utilities each set `content: var(--tw-content)`: they may only style a pseudo-element
  // the page always generates (an unconditional, non-empty content), or they would make one appear.
  const generated = new Set<string>();
  for (const node of nodes.values()) {
    if (node.pseudo && node.prop === "content" && node.candidates.some((c) => !c.entry.width && !c.entry.state && !c.entry.condition && !/^(none|normal)$/i.test(c.value.trim()))) generated.add(node.target);
  }
  const resolved = new Map<string, StyledDeclaration[]>();
  for (const [key, node] of nodes) {
    const pseudoOk = !node.pseudo || (generated.has(node.target) && node.candidates.every((c) => !c.entry.width && !c.entry.state && !c.entry.condition));
    const out = bad.has(node.id) || !pseudoOk ? null : resolve(node.prop, node.candidates);
    if (out) resolved.set(key, out);
    else bad.add(node.id);
  }
  const badRoots = new Set([...bad].map((id) => uf.find(id)));
  const removed = entries.map(() => new Set<Declaration>());
  const partial = entries.map(() => new Map<Declaration, number[]>());
  const keptOn = entries.map(() => new Map<Declaration, number[]>());
  const movedOn = entries.map(() => new Set<Declaration>());
  units.forEach((unit, id) => {
    if (!unit) return;
    if (badRoots.has(uf.find(id))) (keptOn[unit.entry].get(unit.decl) ?? keptOn[unit.entry].set(unit.decl, []).get(unit.decl)!).push(unit.element);
    else movedOn[unit.entry].add(unit.decl);
  });
  entries.forEach((_, e) => {
    for (const decl of movedOn[e]) {
      const kept = keptOn[e].get(decl);
      if (kept) partial[e].set(decl, kept);
      else removed[e].add(decl);
    }
  });
  const utilities: StyledDeclaration[][] = matches.elements.map(() => []);
  for (const [key, node] of nodes) {
    if (badRoots.has(uf.find(node.id))) continue;
    const styled = resolved.get(key)!;
    utilities[node.element].push(...(node.pseudo ? styled.map((d) => ({ ...d, variant: `${d.variant}${node.pseudo}:` })) : styled));
  }
  return { utilities, removed, partial };
}
