import { BEHAVIOUR_ATTRIBUTES } from "../../contract/behaviour-attributes.ts";

/** The attribute vocabulary as the runtime reads it: the contract's names, bundled in (runtime-build.ts). */
export const A = BEHAVIOUR_ATTRIBUTES;

export function tokens(el: Element, name: string): string[] {
  return (el.getAttribute(name) ?? "").split(/\s+/).filter(Boolean);
}

export function attrSelector(name: string, value: string): string {
  return `[${name}="${CSS.escape(value)}"]`;
}

export function idOf(id: string): Element | null {
  return document.getElementById(id);
}

/** The controls that open, select or close `target`. */
export function controlsOf(target: Element): Element[] {
  return target.id ? [...document.querySelectorAll(`${attrSelector(A.toggleTarget, target.id)},${attrSelector(A.selectTarget, target.id)}`)] : [];
}

/** The target and every element that changes with it. */
export function partsOf(target: Element): Element[] {
  return target.id ? [target, ...controlsOf(target), ...document.querySelectorAll(attrSelector(A.follows, target.id))] : [target];
}

/** Open when the target has its open classes and attributes and none of its closed classes. */
export function isOpen(target: Element): boolean {
  if (target instanceof HTMLDialogElement && target.open) return true;
  const open = tokens(target, A.openClass);
  const closed = tokens(target, A.closedClass);
  const attrs = tokens(target, A.openAttrs);
  if (!open.length && !closed.length && !attrs.length) return false;
  return (
    open.every((c) => target.classList.contains(c)) &&
    !closed.some((c) => target.classList.contains(c)) &&
    attrs.every((token) => {
      if (token[0] === "!") return !target.hasAttribute(token.slice(1));
      const eq = token.indexOf("=");
      return eq < 0 ? target.hasAttribute(token) : target.getAttribute(token.slice(0, eq)) === token.slice(eq + 1);
    })
  );
}
