import postcss from "postcss";
import type { ExtractContext } from "./context.ts";
import { createElement, elements, prependChild, removeNode, serializeChildren, Text, STAMP, type Element } from "./dom.ts";
import { styleScopes } from "./scopes.ts";

export interface SerializedOutput {
  html: string;
  css: string;
}

/**
 * The fragment and CSS as they currently stand. Shadow roots get their CSS as a `<style>` inside the declarative
 * shadow root (the only place it applies); stamps stay unless `stripStamps`.
 */
export function serializeOutput(ctx: ExtractContext, { stripStamps }: { stripStamps: boolean }): SerializedOutput {
  const inserted: Element[] = [];
  for (const scope of styleScopes(ctx)) {
    if (!scope.hostStamp) continue;
    const text = scope.css.toString().trim();
    if (!text) continue;
    const style = createElement("style", {}, [new Text(`\n${text}\n`)]);
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
  const html = serializeChildren(ctx.body).trim();
  for (const style of inserted) removeNode(style);
  for (const [el, stamp] of removedStamps) el.attribs[STAMP] = stamp;
  return { html, css: ctx.css.toString().trim() + "\n" };
}

/** A css root that is empty: the tree a page without any author CSS starts from. */
export const emptyCss = () => postcss.root();
