import postcss from "postcss";
import { stripControlCharacters } from "../html/control-characters.ts";
import type { ExtractContext } from "./context.ts";
import { createElement, elements, prependChild, removeNode, serializeChildren, Text, STAMP, type Element } from "./dom.ts";
import { styleScopes } from "./scopes.ts";
import { applyContentPolicy } from "./content-policy.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";
import { documentAttributes } from "./document-state.ts";
import type { DocumentAttributes } from "../contract/document-attributes.ts";

export interface SerializedOutput {
  html: string;
  css: string;
  /** The html/body attributes the output keeps (see document-state.ts). */
  document: DocumentAttributes;
}

/**
 * The fragment and CSS as they currently stand. Shadow roots get their CSS as a `<style>` inside the declarative
 * shadow root (the only place it applies); stamps stay unless `stripStamps`. This is what API clients receive, so
 * the active-content policy runs once more here, whatever a pass wrote after clean-dom (lazy-images promotes
 * `data-src`), and CSS is escaped so that placing it in a <style> element can never end that element.
 */
export function serializeOutput(ctx: ExtractContext, { stripStamps }: { stripStamps: boolean }): SerializedOutput {
  applyContentPolicy(ctx.body);
  const inserted: Element[] = [];
  for (const scope of styleScopes(ctx)) {
    if (!scope.hostStamp) continue;
    const text = scope.css.toString().trim();
    if (!text) continue;
    // The serializer writes <style> text raw, so it is escaped here (the same CSS, without a `</style`).
    const style = createElement("style", {}, [new Text(`\n${escapeStyleElementText(text)}\n`)]);
    prependChild(scope.root, style);
    inserted.push(style);
  }
  const removedStamps: Array<[Element, string]> = [];
  if (stripStamps) {
    for (const el of elements(ctx.body, true)) {
      const stamp = el.attribs[STAMP];
      if (stamp !== undefined) {
        removedStamps.push([el, stamp]);
        delete el.attribs[STAMP];
      }
    }
  }
  const html = stripControlCharacters(serializeChildren(ctx.body).trim());
  for (const style of inserted) removeNode(style);
  for (const [el, stamp] of removedStamps) el.attribs[STAMP] = stamp;
  return { html, css: stripControlCharacters(escapeStyleElementText(ctx.css.toString().trim())) + "\n", document: documentAttributes(ctx) };
}

/** A css root that is empty: the tree a page without any author CSS starts from. */
export const emptyCss = () => postcss.root();
