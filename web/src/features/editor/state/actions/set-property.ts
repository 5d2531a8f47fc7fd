import type { ActionOf, DocumentEdit } from "../actions";
import { setAttr, withNodes } from "../document/edit-node";
import { toCssProperty } from "@layoutlift/core/css/inline-style";
import { isDangerousCss } from "@layoutlift/core/html/css-dangers";
import type { EditorState } from "../editor-state";
import { breakpointFor } from "../styles/breakpoints";
import { classesOf, generatedClass, ownClass } from "../styles/class-usage";
import { classNamesIn, editRuleDeclaration } from "../styles/css-rules";
import { ELEMENT_SCOPE } from "../styles/style-scope";
import { editableElement } from "./editable-element";

/**
 * Writes one property into the rule behind the element: the chosen class's rule, or for "this element only" a
 * class the element alone carries (generated when it has none). While Tablet or Mobile is shown the declaration
 * goes into that device's media block. Typing coalesces into one step; the generated class and its rule come
 * with the value. A value the active-content policy calls code-running CSS is not taken.
 */
export function setProperty(state: EditorState, action: ActionOf<"setProperty">): DocumentEdit | null {
  const el = editableElement(state, action.id);
  const property = toCssProperty(action.property);
  // A value is one declaration's value: anything that could close it or the rule is refused, not trimmed.
  const value = action.value.trim();
  if (!el || /[;{}]/.test(value) || isDangerousCss(`${property}:${value}`)) return null;
  const scope = action.scope ?? ELEMENT_SCOPE;
  if (scope.kind === "class" && !classesOf(el).includes(scope.className)) return null;

  let className = scope.kind === "class" ? scope.className : ownClass(state.doc, el);
  let element = el;
  if (!className) {
    if (value === "") return null;
    className = generatedClass(state.doc, el, classNamesIn(state.doc.css));
    element = setAttr(el, "class", [...classesOf(el), className].join(" "));
  }
  const breakpoint = breakpointFor(state.device, state.desktopWidth);
  const edit = editRuleDeclaration(state.doc.css, `.${cssEscapeClass(className)}`, breakpoint, property, value);
  if (edit === null || (edit.css === state.doc.css && element === el)) return null;
  const { css } = edit;
  const cssEdit = edit.rule ? { from: state.doc.css, to: css, rule: edit.rule } : undefined;
  const doc = element === el ? { ...state.doc, css, cssEdit } : withNodes(state.doc, [element], { css, cssEdit });
  const key = `${action.id}:${scope.kind === "class" ? scope.className : "element"}:${breakpoint?.device ?? "desktop"}:${property}`;
  return { doc, coalesce: { key, at: action.at } };
}

/** Class names from extracted or typed HTML may hold characters a selector must escape (`md:flex`, `w-1/2`). */
function cssEscapeClass(name: string): string {
  return name.replace(/^(-?)(\d)/, (_m, dash: string, digit: string) => `${dash}\\3${digit} `).replace(/[^\w-]/g, (c) => `\\${c}`);
}
