/**
 * What a property edit changes: the rule of one of the element's classes (every element with it), or a rule only
 * this element matches (an existing class of its own, else a generated one). Never a `style` attribute.
 */
export type StyleScope = { kind: "class"; className: string } | { kind: "element" };

export const ELEMENT_SCOPE: StyleScope = { kind: "element" };
