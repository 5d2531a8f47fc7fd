import type { Declaration, Root, Rule } from "postcss";
import valueParser from "postcss-value-parser";
import { parse as parseColor } from "culori";
import { colorScaleName, lengthInPx, radiusName, spaceName, textSizeName } from "./token-names.ts";
import { frameworkRole, isRootRule, ROLE_ORDER, roleAllowed, roleOf, tripletColor, type TokenGroup } from "./token-roles.ts";

/**
 * Design tokens: colours, font families, font sizes, spacing, radii and shadows used more than once become custom
 * properties (one `:root` block, `tokens.css`) and the stylesheet reads them through var(). A token holds the exact
 * text of the value it replaces, so the page computes the same styles. The author's own custom properties are
 * neither tokenized nor renamed; a framework's design variables on :root (Bootstrap's palette, radii, shadows, fonts)
 * are tokens too, and where one holds exactly a token's value it reads the token, so tokens.css is the one place to
 * change a colour.
 */
export type { TokenGroup } from "./token-roles.ts";

export interface DesignToken {
  name: string;
  value: string;
  group: TokenGroup;
  uses: number;
}

export interface TokenizedCss {
  tokens: DesignToken[];
  /** A copy of the stylesheet with var() references. */
  root: Root;
}

const COLOR_PROPS = /^(color|background(-color)?|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-color)?|outline(-color)?|fill|stroke|text-decoration(-color)?|caret-color|accent-color|column-rule(-color)?|stop-color|flood-color|box-shadow|text-shadow)$/;
const SPACE_PROPS = /^(margin|padding)(-(top|right|bottom|left|block|inline)(-(start|end))?)?$|^(gap|row-gap|column-gap)$/;
const RADIUS_PROPS = /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/;
const SKIP_KEYWORDS = new Set(["transparent", "currentcolor", "inherit", "initial", "unset", "revert", "none", "auto"]);

interface Candidate {
  group: TokenGroup;
  /** Exact text of the value (lower-cased for matching). */
  key: string;
  value: string;
  uses: number;
  roles: Map<string, number>;
}

function skipDecl(decl: Declaration): boolean {
  if (decl.prop.startsWith("--")) return true;
  for (let p: { parent?: unknown; type?: string } | undefined = decl.parent; p; p = p.parent as typeof p) {
    if (p.type === "atrule" && /^(font-face|page|property|counter-style|font-feature-values)$/i.test((p as { name: string }).name)) return true;
  }
  return false;
}


/**
 * Whether culori reads a text as a colour, remembered: stylesheets repeat the same few words and colours, and
 * every export of a layout asks again. Bounded, since the server sees many stylesheets.
 */
const colorTexts = new Map<string, boolean>();
const MAX_REMEMBERED_COLORS = 5000;

function parsesAsColor(text: string): boolean {
  let known = colorTexts.get(text);
  if (known === undefined) {
    if (colorTexts.size >= MAX_REMEMBERED_COLORS) colorTexts.clear();
    known = !!parseColor(text);
    colorTexts.set(text, known);
  }
  return known;
}

function isColorWord(node: valueParser.Node): boolean {
  if (node.type === "function") return /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)$/i.test(node.value) && parsesAsColor(valueParser.stringify(node));
  if (node.type !== "word") return false;
  const lower = node.value.toLowerCase();
  return !SKIP_KEYWORDS.has(lower) && (/^#[0-9a-f]{3,8}$/i.test(lower) || (/^[a-z]+$/.test(lower) && parsesAsColor(lower)));
}

type Piece = { group: TokenGroup; node?: valueParser.Node; whole?: true };

function colorPieces(parsed: valueParser.ParsedValue): Piece[] {
  const out: Piece[] = [];
  parsed.walk((node) => {
    if (node.type === "function" && /^(var|url|env)$/i.test(node.value)) return false;
    if (isColorWord(node)) {
      out.push({ group: "color", node });
      return false;
    }
    return undefined;
  });
  return out;
}

/** A shadow used once is no shadow token, but its colours still read the palette: the colour pieces in its value. */
function shadowColorPieces(decl: Declaration): Piece[] & { parsed?: valueParser.ParsedValue } {
  if (decl.prop.toLowerCase() !== "box-shadow" || /var\(/i.test(decl.value)) return [];
  const parsed = valueParser(decl.value);
  return Object.assign(colorPieces(parsed), { parsed });
}

/** The value pieces of one declaration that can become tokens, each with its group, and the parsed value they sit in. */
function pieces(decl: Declaration): Piece[] & { parsed?: valueParser.ParsedValue } {
  const prop = decl.prop.toLowerCase();
  if (prop === "font-family") return [{ group: "font", whole: true }];
  if (prop === "font-size") return lengthInPx(decl.value) !== null ? [{ group: "text", whole: true }] : [];
  if (prop === "box-shadow" && (/var\(/i.test(decl.value) || decl.value.trim().toLowerCase() === "none")) return [];
  if (prop === "box-shadow") return [{ group: "shadow", whole: true }];
  const parsed = valueParser(decl.value);
  const out: Piece[] & { parsed?: valueParser.ParsedValue } = Object.assign([], { parsed });
  if (COLOR_PROPS.test(prop)) {
    out.push(...colorPieces(parsed));
  } else if (SPACE_PROPS.test(prop) || RADIUS_PROPS.test(prop)) {
    const group: TokenGroup = SPACE_PROPS.test(prop) ? "space" : "radius";
    for (const node of parsed.nodes) {
      if (node.type !== "word") continue;
      const px = lengthInPx(node.value);
      if ((px !== null && px > 0) || (group === "radius" && node.value === "50%")) out.push({ group, node });
    }
  }
  return out;
}

function pieceText(decl: Declaration, piece: { node?: valueParser.Node }): string {
  return piece.node ? valueParser.stringify(piece.node) : decl.value.trim();
}

function collect(root: Root, minUses: number): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  const count = (decl: Declaration, list: Piece[]) => {
    for (const piece of list) {
      const value = pieceText(decl, piece);
      const key = `${piece.group}:${value.toLowerCase()}`;
      const c = candidates.get(key) ?? { group: piece.group, key, value, uses: 0, roles: new Map() };
      c.uses++;
      const role = roleOf(piece.group, decl);
      if (role) c.roles.set(role, (c.roles.get(role) ?? 0) + 1);
      candidates.set(key, c);
    }
  };
  root.walkDecls((decl) => {
    if (!skipDecl(decl)) count(decl, pieces(decl));
  });
  // A shadow too rare to be a token still has its colours counted: they go into the palette.
  root.walkDecls((decl) => {
    if (skipDecl(decl) || decl.prop.toLowerCase() !== "box-shadow") return;
    if ((candidates.get(`shadow:${decl.value.trim().toLowerCase()}`)?.uses ?? 0) < minUses) count(decl, shadowColorPieces(decl));
  });
  collectDesignVariables(root, candidates);
  return candidates;
}

/** The group a design variable's value belongs to, by its value and name, or null. */
function variableGroup(prop: string, value: string): TokenGroup | null {
  const framework = frameworkRole(prop);
  if (framework) return framework[0];
  if (/^(#[0-9a-f]{3,8}|(rgba?|hsla?|oklch|oklab)\(.*\))$/i.test(value) && parsesAsColor(value)) return "color";
  if (/radius/i.test(prop) && lengthInPx(value) !== null) return "radius";
  if (/shadow/i.test(prop) && /\d/.test(value) && !/var\(/i.test(value)) return "shadow";
  if (/font-size/i.test(prop) && lengthInPx(value) !== null) return "text";
  return null;
}

const FRAMEWORK_VARIABLE = /^--bs-/;

/** The framework's design variables on :root: each is a token (its value resolved one var() deep), with its role. */
function collectDesignVariables(root: Root, candidates: Map<string, Candidate>): void {
  const vars = new Map<string, string>();
  root.walkDecls((d) => {
    if (FRAMEWORK_VARIABLE.test(d.prop) && isRootRule(d)) vars.set(d.prop, d.value.trim());
  });
  for (const [prop, raw] of vars) {
    const ref = /^var\((--[\w-]+)\)$/.exec(raw);
    const value = tripletColor(ref ? (vars.get(ref[1]) ?? raw) : raw);
    if (/var\(|^inherit$|^currentcolor$/i.test(value)) continue;
    const group = variableGroup(prop, value);
    if (!group || (group === "color" && !parsesAsColor(value))) continue;
    const key = `${group}:${value.toLowerCase()}`;
    const c = candidates.get(key) ?? { group, key, value, uses: 0, roles: new Map() };
    c.uses += 2;
    const role = frameworkRole(prop)?.[1];
    // One vote: where the page itself uses a colour as its buttons' or links' (a theme over Bootstrap) weighs more.
    if (role) c.roles.set(role, (c.roles.get(role) ?? 0) + 1);
    candidates.set(key, c);
  }
}

function scaleName(c: Candidate, index: number): string {
  switch (c.group) {
    case "color":
      return `color-${colorScaleName(c.value) ?? index + 1}`;
    case "font":
      return `font-${index + 1}`;
    case "text":
      return textSizeName(lengthInPx(c.value)!);
    case "space":
      return spaceName(lengthInPx(c.value)!);
    case "radius":
      return radiusName(c.value, lengthInPx(c.value));
    case "shadow":
      return `shadow-${index + 1}`;
  }
}

const ROLE_PREFIX: Record<string, string> = { color: "color", font: "font" };

/** Chooses names: a role goes to the value used most in that role; everything else is named by scale. */
function nameTokens(candidates: Candidate[], reserved: Set<string>): Map<Candidate, string> {
  const names = new Map<Candidate, string>();
  const taken = new Set(reserved);
  const claim = (c: Candidate, base: string) => {
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
    taken.add(name);
    names.set(c, name);
  };
  for (const group of ["color", "font"] as const) {
    const roles = new Set(candidates.filter((c) => c.group === group).flatMap((c) => [...c.roles.keys()]));
    for (const role of ROLE_ORDER.filter((r) => roles.has(r))) {
      const text = [...names].find(([, n]) => n === "color-text")?.[0].value;
      const best = candidates
        .filter((c) => c.group === group && !names.has(c) && c.roles.has(role) && roleAllowed(role, c.value, text))
        .sort((a, b) => b.roles.get(role)! - a.roles.get(role)!)[0];
      if (best) claim(best, `${ROLE_PREFIX[group]}-${role}`);
    }
  }
  const byGroup = new Map<TokenGroup, Candidate[]>();
  for (const c of candidates) if (!names.has(c)) byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c]);
  for (const [group, list] of byGroup) {
    if (group === "shadow" || group === "font") list.sort((a, b) => b.uses - a.uses);
    list.forEach((c, i) => claim(c, scaleName(c, i)));
  }
  return names;
}

export function tokenizeCss(source: Root, options: { minUses?: number } = {}): TokenizedCss {
  const minUses = options.minUses ?? 2;
  const root = source.clone();
  const authorProps = new Set<string>();
  root.walkDecls((d) => {
    if (d.prop.startsWith("--")) authorProps.add(d.prop.slice(2));
  });
  // Every colour is in the palette, however often it is used (component CSS reads colours only through tokens);
  // the other scales keep the values a page repeats.
  const chosen = [...collect(root, minUses).values()].filter((c) => c.uses >= (c.group === "color" ? 1 : minUses));
  const names = nameTokens(chosen, authorProps);
  const byKey = new Map(chosen.map((c) => [c.key, names.get(c)!]));
  root.walkDecls((decl) => {
    if (FRAMEWORK_VARIABLE.test(decl.prop) && isRootRule(decl)) {
      const group = variableGroup(decl.prop, decl.value.trim());
      const name = group && byKey.get(`${group}:${decl.value.trim().toLowerCase()}`);
      if (name) decl.value = `var(--${name})`;
      return;
    }
    if (skipDecl(decl)) return;
    const list = pieces(decl);
    if (!list.length) return;
    if (list[0].whole) {
      const name = byKey.get(`${list[0].group}:${decl.value.trim().toLowerCase()}`);
      if (name) decl.value = `var(--${name})`;
      else replacePieces(decl, shadowColorPieces(decl), byKey);
      return;
    }
    replacePieces(decl, list, byKey);
  });
  const tokens = chosen.map((c) => ({ name: names.get(c)!, value: c.value, group: c.group, uses: c.uses }));
  const order: TokenGroup[] = ["color", "font", "text", "space", "radius", "shadow"];
  tokens.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group) || a.name.localeCompare(b.name, "en", { numeric: true }));
  return { tokens, root };
}

/** Puts var() for each piece of a declaration that has a token. */
function replacePieces(decl: Declaration, list: Piece[] & { parsed?: valueParser.ParsedValue }, byKey: Map<string, string>): void {
  let changed = false;
  for (const piece of list) {
    const name = byKey.get(`${piece.group}:${pieceText(decl, piece).toLowerCase()}`);
    if (!name || !piece.node) continue;
    const node = piece.node as valueParser.Node & { nodes?: unknown };
    Object.assign(node, { type: "word", value: `var(--${name})` });
    delete node.nodes;
    changed = true;
  }
  if (changed && list.parsed) decl.value = list.parsed.toString();
}

/** `tokens.css`: the tokens as custom properties on :root. */
export function tokensStylesheet(tokens: DesignToken[]): string {
  if (!tokens.length) return "";
  return [":root {", ...tokens.map((t) => `  --${t.name}: ${t.value};`), "}"].join("\n");
}
