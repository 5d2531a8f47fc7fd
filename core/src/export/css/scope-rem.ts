import postcss, { type Root, type Rule } from "postcss";

const REM = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/gi;
const RELATIVE_FONT_SIZE = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))(rem|em|%)(?![\w-])/gi;

const VAR = /var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/g;

/**
 * The wrapper's own font size decides `--ll-rem`, so it must not depend on `--ll-rem` itself (Bootstrap's
 * `font-size: var(--bs-body-font-size)` with `--bs-body-font-size: 1rem` would be a cycle, and the browser would
 * drop both): custom properties declared on the wrapper are written into it, and then resolved as a root's are.
 */
function substituteProperties(value: string, properties: Map<string, string>): string {
  let out = value;
  for (let depth = 0; depth < 8 && VAR.test(out); depth++) {
    VAR.lastIndex = 0;
    out = out.replace(VAR, (whole, name: string, fallback: string | undefined) => properties.get(name) ?? fallback?.trim() ?? whole);
  }
  return out;
}

/**
 * Inside an embed, `rem` means the host page's root font size (often 62.5 % = 10px on site builders), not the
 * extracted page's. The wrapper stands where the page's root stood, so it gets the page's root font size (its own
 * relative sizes resolved against the 16px default, as a root's are) and publishes it as `--ll-rem`, a registered
 * length so it inherits as pixels; every other `rem` becomes a multiple of it.
 */
export function scopeRem(root: Root, scope: string): Root {
  let used = false;
  const isOnWrapper = (rule: Rule | undefined) => rule?.type === "rule" && rule.selectors.every((s) => s.trim() === scope);
  const wrapperProperties = new Map<string, string>();
  root.walkDecls(/^--/, (decl) => void (isOnWrapper(decl.parent as Rule) && wrapperProperties.set(decl.prop, decl.value)));
  root.walkDecls((decl) => {
    if (isOnWrapper(decl.parent as Rule) && decl.prop.toLowerCase() === "font-size") {
      decl.value = substituteProperties(decl.value, wrapperProperties).replace(RELATIVE_FONT_SIZE, (_m, pre: string, n: string, unit: string) =>
        unit === "%" ? `${pre}calc(${n} * 0.16px)` : `${pre}calc(${n} * 16px)`,
      );
      return;
    }
    const next = decl.value.replace(REM, (_m, pre: string, n: string) => `${pre}calc(${n} * var(--ll-rem))`);
    if (next !== decl.value) {
      decl.value = next;
      used = true;
    }
  });
  if (used) {
    root.prepend(
      postcss.atRule({ name: "property", params: "--ll-rem", nodes: [] })
        .append({ prop: "syntax", value: '"<length>"' }, { prop: "inherits", value: "true" }, { prop: "initial-value", value: "16px" }),
    );
    root.append(postcss.rule({ selector: scope }).append({ prop: "--ll-rem", value: "1em" }));
  }
  return root;
}
