import type { ActionOf, DocumentEdit } from "../actions";
import { setAttr, withNodes } from "../document/edit-node";
import { toCssProperty } from "@layoutlift/core/css/inline-style";
import { classSelector } from "@layoutlift/core/css/class-selector";
import { isDangerousCss } from "@layoutlift/core/html/css-dangers";
import type { EditorState } from "../editor-state";
import { breakpointFor } from "../styles/breakpoints";
import { classesOf, generatedClass, ownClass } from "../styles/class-usage";
import { classNamesIn, editRuleDeclaration } from "../styles/css-rules";
import { ruleTarget } from "../styles/outrank";
import { ELEMENT_SCOPE } from "../styles/style-scope";
import { editableElement } from "./editable-element";

/**
 * Writes one property into the rule behind the element: the chosen class's rule, or for "this element only" a
 * class the element alone carries (generated when it has none). While Tablet or Mobile is shown the declaration
 * goes into that device's media block. When a rule the class cannot beat sets the property (`action.winner`, read
 * from the canvas), the edit goes into that rule's selector narrowed to the class, so it always takes effect; a
 * class edit keeps its own rule too, for elements the winner does not reach. Typing coalesces into one step; the
 * generated class and its rule come with the value. A value the active-content policy calls code-running CSS is
 * not taken.
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
  const own = classSelector(className);
  const target = ruleTarget(own, className, action.winner);
  let edit = editRuleDeclaration(state.doc.css, own, breakpoint, property, value);
  if (edit && target.selector !== own) {
    const base = scope.kind === "class" ? edit.css : state.doc.css;
    const raised = editRuleDeclaration(base, target.selector, breakpoint, property, value, { media: target.media, important: target.important });
    edit = raised && { css: raised.css, rule: base === state.doc.css ? raised.rule : null };
  }
  if (edit === null || (edit.css === state.doc.css && element === el)) return null;
  const { css } = edit;
  const cssEdit = edit.rule ? { from: state.doc.css, to: css, rule: edit.rule } : undefined;
  const doc = element === el ? { ...state.doc, css, cssEdit } : withNodes(state.doc, [element], { css, cssEdit });
  const key = `${action.id}:${scope.kind === "class" ? scope.className : "element"}:${breakpoint?.device ?? "desktop"}:${property}`;
  return { doc, coalesce: { key, at: action.at } };
}
