import { createHash } from "node:crypto";
import type { LayoutTree } from "../model/layout-nodes.ts";
import type { Root } from "postcss";
import { printMarkup } from "./markup-printer.ts";
import { scopeStylesheet } from "../css/scope-css.ts";
import { scopeKeyframes } from "../css/scope-keyframes.ts";
import { scopeRem } from "../css/scope-rem.ts";
import { escapeStyleElementText } from "../../html/raw-text.ts";
import { htmlCommentText } from "../../html/comment-text.ts";
import { inertAttributeSource } from "../../html/template-delimiters.ts";
import { formatCss } from "../css/css-format.ts";
import { presentationalHintRules } from "../css/presentational-hints.ts";
import { attributeText, type DocumentAttributes } from "../../contract/document-attributes.ts";
import { behaviourScriptHash, inlineBehaviourScript, needsBehaviourScript } from "./behaviour-script.ts";

/** A site builder's custom-code embed: the wrapper id's prefix and where the user pastes the block. */
export interface EmbedPlatform {
  prefix: string;
  where: string;
}

/**
 * The host page's styles must neither leak in nor be disturbed. The wrapper starts from `all: initial` (like a
 * fresh <body>: block, 8px margin, default font and colour) and every element inside reverts host rules to the
 * browser defaults with `all: revert`; both use the wrapper id, so a host `* { color: red }` or
 * `div { display: inline }` loses, while our own scoped rules (also id-prefixed, and later) win over the reset.
 */
function resetCss(scope: string, shell: string): string {
  return [
    // The shell stands for the page's <html>: every inherited property starts from its initial value there, so a
    // page rule on the wrapper that is invalid at computed time (an unset `var(--bs-body-text-align)`) inherits the
    // page's own default, never the host's `text-align: center` or 10px font. Layout containment makes it the
    // containing block of fixed-position parts: a fixed navbar or theme toggle stays at the embed's top, inside its
    // box, rather than covering the host page (sticky parts already stick only within their own containing block).
    `${shell} {`,
    "  all: initial;",
    "  display: block;",
    "  contain: layout;",
    "}",
    `${scope} {`,
    "  all: initial;",
    "  display: block;",
    "  margin: 8px;",
    "}",
    // SVG is left out: its presentation attributes (fill, stroke, ...) are hints too, and host pages rarely style
    // SVG internals. It only must not take the host's colour.
    `${scope} :where(:not(svg, svg *)), ${scope} :where(:not(svg, svg *))::before, ${scope} :where(:not(svg, svg *))::after {`,
    "  all: revert;",
    "}",
    `${scope} :where(svg, svg *) {`,
    "  color: inherit;",
    "}",
  ].join("\n");
}

/**
 * The wrapper stands for <html> and <body>: it carries their classes and data-/aria- attributes (a theme a script
 * resolved, `h-100`), so the rules keyed on them still apply. dir and lang live on the tree's direction wrapper.
 */
function wrapperAttributes(prefix: string, document: DocumentAttributes | undefined): Record<string, string> {
  const { class: htmlClass, dir: _d1, lang: _l1, ...htmlRest } = document?.html ?? {};
  const { class: bodyClass, dir: _d2, lang: _l2, ...bodyRest } = document?.body ?? {};
  const classes = [...new Set([prefix, ...`${htmlClass ?? ""} ${bodyClass ?? ""}`.split(/\s+/).filter(Boolean)])];
  return { ...htmlRest, ...bodyRest, class: classes.join(" ") };
}

/**
 * Wix and Squarespace embeds of one layout differ only in the wrapper id, and scoping the stylesheet is the costly
 * part: it is done once under a placeholder id, and each platform's copy replaces the placeholder. The placeholder
 * is a name no stylesheet or markup of the layout contains (else the embed is scoped directly).
 */
const PLACEHOLDER = "ll-embed-scope-3c9f1e7a";
const scopedByTree = new WeakMap<LayoutTree, WeakMap<Root, { markup: string; css: string }>>();

function scopedParts(tree: LayoutTree, cssRoot: Root, id?: string): { markup: string; css: string } {
  const scope = `#${id ?? PLACEHOLDER}`;
  const markup = printMarkup(tree.nodes, {}, 1);
  const hints = presentationalHintRules(tree.nodes, scope);
  const css = [...hints, formatCss(scopeRem(scopeKeyframes(scopeStylesheet(cssRoot, scope, tree.document), id ?? PLACEHOLDER), scope))].join("\n\n");
  return { markup, css };
}

function cachedScopedParts(tree: LayoutTree, cssRoot: Root): { markup: string; css: string } | null {
  const byRoot = scopedByTree.get(tree) ?? scopedByTree.set(tree, new WeakMap()).get(tree)!;
  let parts = byRoot.get(cssRoot);
  if (!parts) {
    parts = scopedParts(tree, cssRoot);
    byRoot.set(cssRoot, parts);
  }
  // The placeholder must come only from scoping: a layout that already contains it is scoped directly.
  return tree.css.includes(PLACEHOLDER) || parts.markup.includes(PLACEHOLDER) ? null : parts;
}

/** `wix-template.html` / `squarespace-template.html`: a self-contained block for the platform's custom-code embed. */
export function renderEmbed({ prefix, where }: EmbedPlatform, tree: LayoutTree, cssRoot: Root): string {
  const shared = cachedScopedParts(tree, cssRoot);
  const markup = shared?.markup ?? printMarkup(tree.nodes, {}, 1);
  // A stable id per content, so two different exports on one page do not share (and fight over) a wrapper.
  const hash = createHash("sha256").update(tree.css).update(markup).digest("hex").slice(0, 8);
  const id = `${prefix}-${hash}`;
  const scope = `#${id}`;
  const scoped = shared ? shared.css.split(PLACEHOLDER).join(id) : scopedParts(tree, cssRoot, id).css;
  const css = [resetCss(scope, `#${id}-shell`), scoped].join("\n\n");
  // Menus, tabs and dialogs work through our runtime, inline: a site's Content-Security-Policy allows it by hash.
  const behaviours = needsBehaviourScript(tree)
    ? [`  <!-- Its one script is LayoutLift's behaviour runtime; a Content-Security-Policy allows it with script-src ${behaviourScriptHash()} -->`, `  ${inlineBehaviourScript()}`]
    : [];
  return [
    `<!-- ${htmlCommentText(tree.title)} — exported by LayoutLift. ${where} -->`,
    `<div id="${id}-shell">`,
    `<div id="${id}"${inertAttributeSource(attributeText(wrapperAttributes(prefix, tree.document)))}>`,
    "  <style>",
    escapeStyleElementText(css)
      .split("\n")
      .map((l) => (l ? `    ${l}` : l))
      .join("\n"),
    "  </style>",
    markup,
    ...behaviours,
    "</div>",
    "</div>",
    "",
  ].join("\n");
}
