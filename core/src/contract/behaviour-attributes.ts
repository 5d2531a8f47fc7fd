/**
 * The readable attributes an exported layout carries (like Bootstrap's data API, and never `data-ll-*`): our
 * runtime (core/src/behaviours/runtime) reads them in HTML formats, the framework printers turn them into state.
 * Plain names without zod, in a file of their own: the runtime bundles this file into exported pages.
 */
export const BEHAVIOUR_ATTRIBUTES = {
  /** On a control: the id of the target it opens and closes. */
  toggleTarget: "data-toggle-target",
  /** On a control: `hover` when pointing at it opens the target (menus); click otherwise. */
  toggleTrigger: "data-toggle-trigger",
  /** On a control: the id of the target it closes (a dialog's close button). */
  closeTarget: "data-close-target",
  /** On a control: the id of the item of a group it selects (a tab, a carousel indicator). */
  selectTarget: "data-select-target",
  /** On a previous/next control: the group it steps through, and `next` or `prev`. */
  stepGroup: "data-step-group",
  step: "data-step",
  /** On a target: the group whose other members close when it opens. */
  group: "data-group",
  /** On any other element a state changes: the id of the target it follows. */
  follows: "data-follows",
  openClass: "data-open-class",
  closedClass: "data-closed-class",
  /** `name=value` to set, `!name` to remove, space-separated. */
  openAttrs: "data-open-attrs",
  closedAttrs: "data-closed-attrs",
  /** On a target: `escape` and/or `outside`. */
  dismiss: "data-dismiss",
  openBackdrop: "data-open-backdrop",
  openBodyClass: "data-open-body-class",
  /** Scroll-driven: the classes an element has once the page has scrolled `data-scrolled-from` pixels. */
  scrolledClass: "data-scrolled-class",
  /** The classes it has only above that offset. */
  unscrolledClass: "data-unscrolled-class",
  scrolledFrom: "data-scrolled-from",
  /** Scrollspy: on a link, the id of its section, and its classes while that section is the current one. */
  spyTarget: "data-spy-target",
  spyClass: "data-spy-class",
  /** On a spy link: where in the viewport (0 top, 1 bottom) its section's top makes it the current one. */
  spyLine: "data-spy-line",
} as const;
export type BehaviourAttributeKey = keyof typeof BEHAVIOUR_ATTRIBUTES;
