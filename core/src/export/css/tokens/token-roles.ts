import type { Declaration, Rule } from "postcss";
import { converter, parse as parseColor } from "culori";
import type { TokenGroup } from "../../../contract/design-tokens.ts";

/**
 * Roles of design tokens (`--color-text`, `--color-primary`, `--color-border`, `--font-body`…): from where a value
 * is used (body text, links and buttons, borders, muted text) and from the variables a framework names by role
 * (Bootstrap's `--bs-body-color`, `--bs-primary`). A role name must not mislead: the primary colour is a chromatic
 * colour other than the text colour, never a grey.
 */

export type { TokenGroup };

export const ROLE_ORDER = ["text", "background", "primary", "border", "muted", "surface", "heading", "body", "mono"] as const;

const HEADING_SELECTOR = /(^|[\s>+~,(])h[1-6]\b|title|heading/i;
const BODY_SELECTOR = /(^|[\s,])(html|body|:root)\b/;
const BUTTON_SELECTOR = /btn|button|cta|(^|[\s>+~,])a\b|link/i;
const MUTED_SELECTOR = /muted|secondary|subtle|meta|caption|small|note|hint|tertiary/i;
const SURFACE_SELECTOR = /card|surface|panel|tile|well|tertiary|light/i;

/** Framework variables that say what their value is for. */
const FRAMEWORK_ROLES: Record<string, [TokenGroup, string]> = {
  "--bs-body-color": ["color", "text"],
  "--bs-body-bg": ["color", "background"],
  "--bs-primary": ["color", "primary"],
  "--bs-link-color": ["color", "primary"],
  "--bs-primary-rgb": ["color", "primary"],
  "--bs-link-color-rgb": ["color", "primary"],
  "--bs-border-color": ["color", "border"],
  "--bs-border-color-translucent": ["color", "border"],
  "--bs-secondary-color": ["color", "muted"],
  "--bs-tertiary-bg": ["color", "surface"],
  "--bs-tertiary-bg-rgb": ["color", "surface"],
  "--bs-secondary-bg": ["color", "surface"],
  "--bs-heading-color": ["color", "heading"],
  "--bs-body-font-family": ["font", "body"],
  "--bs-font-sans-serif": ["font", "body"],
  "--bs-font-monospace": ["font", "mono"],
};

export function selectorOf(decl: Declaration): string {
  const rule = decl.parent as Rule | undefined;
  return rule?.type === "rule" ? rule.selector : "";
}

export function isRootRule(decl: Declaration): boolean {
  return /^(:root|html)$/i.test(selectorOf(decl).trim());
}

export function frameworkRole(prop: string): [TokenGroup, string] | null {
  return FRAMEWORK_ROLES[prop.toLowerCase()] ?? null;
}

export function roleOf(group: TokenGroup, decl: Declaration): string | null {
  const selector = selectorOf(decl);
  const prop = decl.prop.toLowerCase();
  if (group === "font") return HEADING_SELECTOR.test(selector) ? "heading" : BODY_SELECTOR.test(selector) ? "body" : /code|pre|kbd|mono/i.test(selector) ? "mono" : null;
  if (group !== "color") return null;
  if (BODY_SELECTOR.test(selector)) return prop === "color" ? "text" : prop.startsWith("background") ? "background" : null;
  if (prop.startsWith("border") || prop.startsWith("outline")) return "border";
  if (BUTTON_SELECTOR.test(selector) && (prop === "background-color" || prop === "background" || (prop === "color" && /(^|[\s>+~,])a\b|link/i.test(selector)))) return "primary";
  if (HEADING_SELECTOR.test(selector) && prop === "color") return "heading";
  if (prop === "color" && MUTED_SELECTOR.test(selector)) return "muted";
  if (prop.startsWith("background") && SURFACE_SELECTOR.test(selector)) return "surface";
  return null;
}

const toOklch = converter("oklch");

/** Whether a value may carry a role's name: primary is chromatic and not the text colour. */
export function roleAllowed(role: string, value: string, textValue: string | undefined): boolean {
  if (role !== "primary") return true;
  const parsed = parseColor(value);
  if (!parsed) return false;
  return (toOklch(parsed).c ?? 0) >= 0.05 && value.toLowerCase() !== textValue?.toLowerCase();
}

/** `13,110,253` (Bootstrap's `-rgb` variables) → `rgb(13, 110, 253)`; other values unchanged. */
export function tripletColor(value: string): string {
  const m = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/.exec(value);
  return m ? `rgb(${m[1]}, ${m[2]}, ${m[3]})` : value;
}
