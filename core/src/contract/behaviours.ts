import { z } from "zod";
import { BEHAVIOUR_ATTRIBUTES } from "./behaviour-attributes.ts";

export { BEHAVIOUR_ATTRIBUTES, type BehaviourAttributeKey } from "./behaviour-attributes.ts";

/**
 * Behaviours as data (issue 24): what a page's menus, tabs, dialogs and carousels do, recorded as the classes and
 * attributes each state puts on which elements. A hostile page can describe nothing else: names and values come from
 * an allowlist (class tokens; `hidden`, `open`, `inert`, `aria-*`, `data-*` state attributes), never a handler,
 * `style`, `href`, `src`, or a value that could run or fetch something (`javascript:`, `url(`, `expression(`).
 *
 * Two shapes share these rules: a recorded behaviour (`behaviourSchema`, elements referred to by any string the
 * recorder chose), and the readable attributes an exported layout carries (`behaviourAttributesSchema`), which our
 * runtime and the framework printers read.
 */

const MAX_TOKENS = 24;

/** A class name as markup writes it: no white space, quotes, angle brackets, braces, backslashes or backticks. */
export const classTokenSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[^\s"'<>`{}\\;]+$/, "a class name cannot contain white space, quotes, braces or backslashes")
  .refine((name) => !runsOrFetches(name), "a class name cannot hold javascript:, url( or expression(");

/** An element id usable as-is in `#id`, in an attribute and in code: letters, digits, `-` and `_`. */
export const elementIdSchema = z.string().regex(/^[A-Za-z][\w-]{0,99}$/, "an id is a letter then letters, digits, - or _");

/**
 * Attributes a state may set or remove. `style`, URLs and handlers are not among them (state styles become classes);
 * `role` and `tabindex` are, as a dialog gains its role when it opens and a tab leaves the tab order when another is
 * selected (their values are short words like every state value).
 */
const STATE_ATTRIBUTE = /^(hidden|open|inert|role|tabindex|aria-[a-z]+|data-[a-z0-9][a-z0-9-]*)$/;
/** Our own vocabulary (below) and our stamps are never a page's state. */
const RESERVED_ATTRIBUTE = /^data-(ll-|toggle-|close-target$|select-target$|step$|step-group$|group$|follows$|open-|closed-|dismiss$|scrolled-|unscrolled-|spy-)/;

export const stateAttributeNameSchema = z
  .string()
  .max(60)
  .refine((name) => STATE_ATTRIBUTE.test(name) && !RESERVED_ATTRIBUTE.test(name), "only hidden, open, inert, aria-* and data-* state attributes may change");

/** A state attribute's value: a short token (`true`, `open`, `bottom-start`), never a URL or code. */
export const stateAttributeValueSchema = z
  .string()
  .max(100)
  .regex(/^[\w.:%-]*$/, "a state attribute value is a short word")
  .refine((value) => !runsOrFetches(value), "a state attribute value cannot hold javascript:, url( or expression(");

/** Names and values that would run code or fetch something anywhere they could end up (markup, CSS, JS). */
function runsOrFetches(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\\]/g, "").toLowerCase();
  return squeezed.includes("javascript:") || squeezed.includes("url(") || squeezed.includes("expression(") || squeezed.includes("vbscript:");
}

const classList = z.array(classTokenSchema).max(MAX_TOKENS);
/** Attribute values in one state; null: the attribute is absent in that state. */
const attributeValues = z
  .record(stateAttributeNameSchema, stateAttributeValueSchema.nullable())
  .refine((attrs) => Object.keys(attrs).length <= MAX_TOKENS, `at most ${MAX_TOKENS} attributes change on one element`);

/** The APG patterns we reproduce; the framework exports name their components after them. */
export const behaviourPatterns = ["disclosure", "accordion", "dropdown", "dialog", "tabs", "carousel"] as const;
export type BehaviourPattern = (typeof behaviourPatterns)[number];

export const behaviourTriggers = ["click", "hover"] as const;
/** What closes an open target besides its controls: Escape (APG), a click outside it (menus, dialogs' backdrops). */
export const dismissals = ["escape", "outside"] as const;

/** One element's part in a behaviour: the classes and attributes it has only while the target is open, or closed. */
export const partSchema = z.object({
  ref: z.string().min(1).max(100),
  openClass: classList,
  closedClass: classList,
  openAttrs: attributeValues,
  closedAttrs: attributeValues,
});
export type BehaviourPart = z.infer<typeof partSchema>;

export const controlActions = ["toggle", "close", "select"] as const;

/**
 * One target that opens and closes (a menu, an accordion body, a dialog), or one item of a group that is selected
 * (a tab pane, a carousel slide: opening one closes the others of its group). `parts` lists every element a state
 * changes, the target and its controls included.
 */
export const behaviourSchema = z.object({
  pattern: z.enum(behaviourPatterns),
  target: z.string().min(1).max(100),
  trigger: z.enum(behaviourTriggers),
  group: elementIdSchema.nullable(),
  /** Whether the target was open when the page was captured (what the layout shows). */
  openAtCapture: z.boolean(),
  dismiss: z.array(z.enum(dismissals)).max(2),
  controls: z.array(z.object({ ref: z.string().min(1).max(100), action: z.enum(controlActions) })).min(1).max(MAX_TOKENS),
  parts: z.array(partSchema).max(60),
  /** Classes of the backdrop element shown behind an open dialog. */
  backdrop: classList,
  /** Classes the page's <body> has while the target is open (`modal-open`). */
  bodyClass: classList,
});
export type Behaviour = z.infer<typeof behaviourSchema>;

/** Previous/next buttons of a carousel: they move through the items of `group`, in document order. */
export const stepperSchema = z.object({ ref: z.string().min(1).max(100), group: elementIdSchema, step: z.enum(["next", "prev"]) });
export type Stepper = z.infer<typeof stepperSchema>;

/**
 * A scroll-driven state: classes an element has once the page has scrolled `from` pixels (a navbar that turns
 * solid), or, with `section`, while that section is the current one (a scrollspy link).
 */
export const scrollStateSchema = z.object({
  ref: z.string().min(1).max(100),
  from: z.number().int().min(0).max(1_000_000).nullable(),
  section: z.string().min(1).max(100).nullable(),
  addClass: classList,
  removeClass: classList,
});
export type ScrollState = z.infer<typeof scrollStateSchema>;

export const behaviourSetSchema = z.object({
  behaviours: z.array(behaviourSchema).max(200),
  steppers: z.array(stepperSchema).max(60),
  scroll: z.array(scrollStateSchema).max(60),
});
export type BehaviourSet = z.infer<typeof behaviourSetSchema>;


const idRef = elementIdSchema;
const classText = z
  .string()
  .max(2000)
  .transform((value) => value.split(/\s+/).filter(Boolean))
  .pipe(classList);
const attrsText = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const out: Record<string, string | null> = {};
    for (const token of value.split(/\s+/).filter(Boolean)) {
      const removed = token.startsWith("!");
      const eq = token.indexOf("=");
      const name = removed ? token.slice(1) : eq < 0 ? token : token.slice(0, eq);
      const parsed = stateAttributeNameSchema.safeParse(name);
      const val = removed ? null : eq < 0 ? "" : token.slice(eq + 1);
      const parsedValue = val === null ? { success: true } : stateAttributeValueSchema.safeParse(val);
      if (!parsed.success || !parsedValue.success) {
        ctx.addIssue({ code: "custom", message: `not a state attribute: ${token.slice(0, 40)}` });
        return z.NEVER;
      }
      out[name] = val;
    }
    return out;
  })
  .pipe(attributeValues);

/** The vocabulary's attributes on one element, each parsed (class lists split, attribute sets read), or refused. */
export const behaviourAttributesSchema = z
  .object({
    [BEHAVIOUR_ATTRIBUTES.toggleTarget]: idRef,
    [BEHAVIOUR_ATTRIBUTES.toggleTrigger]: z.enum(behaviourTriggers),
    [BEHAVIOUR_ATTRIBUTES.closeTarget]: idRef,
    [BEHAVIOUR_ATTRIBUTES.selectTarget]: idRef,
    [BEHAVIOUR_ATTRIBUTES.stepGroup]: idRef,
    [BEHAVIOUR_ATTRIBUTES.step]: z.enum(["next", "prev"]),
    [BEHAVIOUR_ATTRIBUTES.group]: idRef,
    [BEHAVIOUR_ATTRIBUTES.follows]: idRef,
    [BEHAVIOUR_ATTRIBUTES.openClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.closedClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.openAttrs]: attrsText,
    [BEHAVIOUR_ATTRIBUTES.closedAttrs]: attrsText,
    [BEHAVIOUR_ATTRIBUTES.dismiss]: z
      .string()
      .max(40)
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .pipe(z.array(z.enum(dismissals)).max(2)),
    [BEHAVIOUR_ATTRIBUTES.openBackdrop]: classText,
    [BEHAVIOUR_ATTRIBUTES.openBodyClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.scrolledClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.unscrolledClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.scrolledFrom]: z.string().regex(/^\d{1,7}$/).transform(Number),
    [BEHAVIOUR_ATTRIBUTES.spyTarget]: idRef,
    [BEHAVIOUR_ATTRIBUTES.spyClass]: classText,
    [BEHAVIOUR_ATTRIBUTES.spyLine]: z.string().regex(/^(0(\.\d{1,2})?|1)$/).transform(Number),
  })
  .partial();
export type BehaviourAttributes = z.infer<typeof behaviourAttributesSchema>;

export const BEHAVIOUR_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set(Object.values(BEHAVIOUR_ATTRIBUTES));
