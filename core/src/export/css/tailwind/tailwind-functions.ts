import type { Root } from "postcss";

/**
 * Tailwind evaluates its own functions (`theme()`, `--theme()`, `--spacing()`, `--alpha()`) wherever a stylesheet it
 * compiles uses them: in a browser they mean nothing, so a page's declaration holding one was never applied, but
 * Tailwind would make it apply (a look the page did not have) or fail the whole build on a path it cannot resolve
 * (`theme(spacing.999)`: our compile and the customer's `npm run build` alike). Such declarations, and the
 * `@media`/`@supports`/`@container` blocks whose conditions hold one (never true in a browser), are left out, so a
 * page can neither change what Tailwind outputs nor break a build with them. Returns a copy.
 */
const TAILWIND_FUNCTION = /(?<![\w-])(theme|--theme|--spacing|--alpha)\s*\(/i;

export function withoutTailwindFunctions(source: Root): Root {
  const root = source.clone();
  root.walkAtRules((at) => {
    if (TAILWIND_FUNCTION.test(at.params)) at.remove();
  });
  root.walkDecls((decl) => {
    if (TAILWIND_FUNCTION.test(decl.value)) decl.remove();
  });
  root.walkRules((rule) => {
    if (TAILWIND_FUNCTION.test(rule.selector)) rule.remove();
  });
  return root;
}
