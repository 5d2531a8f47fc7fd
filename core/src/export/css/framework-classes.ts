import type { Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Classes of a CSS framework (Bootstrap, Tailwind) in a page's stylesheet. A project keeps them global in one
 * stylesheet: a developer reads `col-md-4`, `g-3` or `card` as the framework's everywhere, so they are never module-
 * scoped in one component and global in another (only the page's own rules used by one component go to its module).
 * A class is the framework's when a rule naming it declares or reads the framework's custom properties (`--bs-*`,
 * `--tw-*`), when all its declarations are `!important` (how both write utilities), or, once the stylesheet is known
 * to be built on one, when its name is one of the framework's (grid, spacing, display and component families).
 */
const BOOTSTRAP_NAMES = new RegExp(
  "^(container|container-fluid|row|col|offset|order|g|gx|gy|row-cols|[mp][trblsexy]?|d|flex|justify-content|" +
    "align-(items|self|content)|gap|text|bg|border|rounded|shadow|fw|fs|fst|lh|w|h|mw|mh|vw|vh|min-vw|min-vh|position|" +
    "top|bottom|start|end|translate-middle|float|overflow|opacity|z|visually-hidden|stretched-link|ratio|img-fluid|" +
    "img-thumbnail|lead|display|small|mark|initialism|list-unstyled|list-inline|list-inline-item|btn|btn-group|" +
    "btn-toolbar|card|nav|navbar|dropdown|dropdown-menu|dropdown-item|list-group|badge|alert|form|input-group|table|" +
    "modal|carousel|accordion|collapse|collapsing|fade|show|active|disabled|placeholder|progress|spinner|toast|tooltip|" +
    "popover|pagination|page-item|page-link|breadcrumb|figure|blockquote|link|icon-link|vstack|hstack|clearfix|" +
    "sticky|fixed|object-fit|user-select|pe|focus-ring|bi|h[1-6]|offcanvas|tab-content|tab-pane|close|btn-close)(-[\\w-]+)?$",
);
const TAILWIND_NAME = /[:[\]/]|^-?(p|m)[xytrbl]?-|^(flex|grid|items|justify|gap|text|bg|font|leading|tracking|rounded|shadow|border|w|h|min-w|max-w|space|divide|ring|inset|top|left|right|bottom|z|opacity|transition|duration|ease|col-span|row-span)-|^(flex|grid|hidden|block|inline|inline-block|relative|absolute|fixed|sticky|container|truncate|uppercase|lowercase|italic|underline)$/;

function selectorClasses(selector: string): string[] {
  const out: string[] = [];
  try {
    selectorParser((s) => s.walkClasses((c) => void out.push(c.value))).processSync(selector);
  } catch {
    // An unparsable selector names no class we could move anyway.
  }
  return out;
}

const FRAMEWORK_PROPERTY = /--(bs|tw)-/;

function isFrameworkRule(rule: Rule): boolean {
  let decls = 0;
  let important = 0;
  let framework = false;
  rule.each((node) => {
    if (node.type !== "decl") return;
    decls++;
    if (node.important) important++;
    if (FRAMEWORK_PROPERTY.test(node.prop) || FRAMEWORK_PROPERTY.test(node.value)) framework = true;
  });
  return framework || (decls > 0 && important === decls);
}

export function frameworkClasses(root: Root): Set<string> {
  const text = root.toString();
  const bootstrap = /--bs-/.test(text);
  const tailwind = /--tw-/.test(text);
  const out = new Set<string>();
  root.walkRules((rule) => {
    const classes = selectorClasses(rule.selector);
    if (isFrameworkRule(rule)) for (const c of classes) out.add(c);
    else for (const c of classes) if ((bootstrap && BOOTSTRAP_NAMES.test(c)) || (tailwind && TAILWIND_NAME.test(c))) out.add(c);
  });
  return out;
}
