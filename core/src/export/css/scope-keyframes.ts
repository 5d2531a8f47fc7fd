import type { Root } from "postcss";

const KEYFRAMES = /^(-\w+-)?keyframes$/i;

/**
 * Keyframe names are global to the page, so an embed's `fade-in` would fight the host's `fade-in`: every
 * `@keyframes` of the stylesheet is renamed to `<prefix>-<name>`, and the `animation` / `animation-name`
 * declarations that use it follow.
 */
export function scopeKeyframes(root: Root, prefix: string): Root {
  const renamed = new Map<string, string>();
  root.walkAtRules(KEYFRAMES, (at) => {
    const name = at.params.trim().replace(/^(["'])(.*)\1$/, "$2");
    if (!name) return;
    const next = `${prefix}-${name}`;
    renamed.set(name, next);
    at.params = next;
  });
  if (!renamed.size) return root;
  root.walkDecls(/^(-\w+-)?animation(-name)?$/i, (decl) => {
    decl.value = decl.value
      .split(",")
      .map((part) => part.replace(/[^\s,]+/g, (token) => renamed.get(token) ?? token))
      .join(",");
  });
  return root;
}
