import postcss, { type Root, type Rule } from "postcss";

const REM = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/gi;
const RELATIVE_FONT_SIZE = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))(rem|em|%)(?![\w-])/gi;

/**
 * Inside an embed, `rem` means the host page's root font size (often 62.5 % = 10px on site builders), not the
 * extracted page's. The wrapper stands where the page's root stood, so it gets the page's root font size (its own
 * relative sizes resolved against the 16px default, as a root's are) and publishes it as `--ll-rem`, a registered
 * length so it inherits as pixels; every other `rem` becomes a multiple of it.
 */
export function scopeRem(root: Root, scope: string): Root {
  let used = false;
  root.walkDecls((decl) => {
    const rule = decl.parent as Rule | undefined;
    const onWrapper = rule?.type === "rule" && rule.selectors.every((s) => s.trim() === scope);
    if (onWrapper && decl.prop.toLowerCase() === "font-size") {
      decl.value = decl.value.replace(RELATIVE_FONT_SIZE, (_m, pre: string, n: string, unit: string) =>
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
