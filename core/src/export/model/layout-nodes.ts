import type { DocumentAttributes } from "../../contract/document-attributes.ts";
import type { Namespace } from "../../html/namespaces.ts";

/**
 * The one tree every exporter prints from (built by layout-tree.ts): already sanitized and whitespace-normalized,
 * so every format starts from the same content and renders the same. Types and lookups only, so the passes that
 * build the tree and the printers can all depend on it.
 */
export type { Namespace };

export interface LayoutElement {
  type: "element";
  tag: string;
  ns: Namespace;
  /** In source order; names as parse5 reports them (SVG names already case-adjusted, e.g. viewBox). */
  attrs: LayoutAttr[];
  children: LayoutNode[];
  /** Set by the component plan: this element is printed as a component (or a list of item components). */
  use?: ComponentUse;
  /** The editor's layer name (`data-name`, stripped from the attributes): names the component this element becomes. */
  layerName?: string;
  /**
   * The component name a user gave this layer in the editor (`data-ll-component`, stripped from the attributes).
   * It wins over every other name and makes the element a component of its own.
   */
  componentName?: string;
  /** Set for the framework exports (model/interactions.ts): what this element binds to the page's interaction state. */
  interaction?: ElementInteraction;
  /**
   * Set by model/named-components.ts: a menu the page's library rendered at the end of <body> (a portal), moved
   * under the component that owns its state. The framework printers render it back at the end of <body>
   * (`createPortal`, `<Teleport>`), where its captured fixed/absolute coordinates and its paint order hold.
   */
  portal?: boolean;
}

/**
 * A piece of a page's interaction state in the framework exports: a disclosure (a menu, a collapse, a dialog) open
 * or closed, or a selection (tabs, an accordion, a carousel) naming its open member.
 */
export type InteractionState =
  | {
      kind: "disclosure";
      /** The variable's name (`navbarResponsive`). */
      name: string;
      /** The id of the element it opens. */
      target: string;
      initial: boolean;
      dismiss: ("escape" | "outside")[];
      /** Classes of the backdrop shown while open ("" for none). */
      backdrop: string;
      bodyClass: string[];
      /** Focus moves into the target when it opens. */
      modal: boolean;
      /** The target is a <dialog>, opened with showModal(). */
      dialog: boolean;
      hover: boolean;
    }
  | {
      kind: "selection";
      name: string;
      /** The ids of its members in document order. */
      members: string[];
      initial: string | null;
      /** Controls toggle members (an accordion: a second click closes it). */
      toggles: boolean;
      /** Previous/next controls step through the members (a carousel). */
      steps: boolean;
    }
  | {
      /** Past `from` pixels of scrolling (`scrolled.past`): a navbar that turns solid. */
      kind: "scroll";
      name: string;
      from: number;
    }
  | {
      /** The section whose top last passed `line` (0 top, 1 bottom) of the viewport (`scrollSpy.current`). */
      kind: "spy";
      name: string;
      sections: string[];
      line: number;
    };

/**
 * A state that lives in a small named component of its own (`Tabs`, `Carousel`, `Dropdown`: model/named-components.ts)
 * instead of the page's shared state: the names its component declares (`const [activeTab, setActiveTab] = useState(…)`,
 * `showTab`), which the bindings and handlers inside it print.
 */
export interface LocalStateNames {
  component: "Tabs" | "Carousel" | "Dropdown";
  /** The state variable (`activeTab`, `menuOpen`); bindings read it. */
  value: string;
  setter: string;
  /** Handlers the component defines, by the action that calls them. */
  select?: string;
  next?: string;
  prev?: string;
  toggle?: string;
  close?: string;
  arrowKey?: string;
}

/** While the state is open (or `member` is the selected one), `open*` apply; otherwise `closed*`. */
export interface StateBinding {
  /** The state's name; for a local state (`local`), its component's variable. */
  state: string;
  local?: LocalStateNames;
  member: string | null;
  /** What the state exposes: `open`/`selected` (default), `past` (scroll), `current` (scrollspy). */
  field?: "past" | "current";
  openClass: string[];
  closedClass: string[];
  /** null: the attribute is absent in that state. */
  openAttrs: Record<string, string | null>;
  closedAttrs: Record<string, string | null>;
}

export interface ControlAction {
  kind: "toggle" | "hover" | "select" | "close" | "next" | "prev";
  state: string;
  local?: LocalStateNames;
  member: string | null;
}

export interface ElementInteraction {
  binding?: StateBinding;
  /** A scroll-driven binding (past an offset, or while a section is current), next to any other. */
  scroll?: StateBinding;
  action?: ControlAction;
}

export interface LayoutAttr {
  name: string;
  value: string;
  /** Inside an item component: the prop this attribute's value comes from. */
  prop?: string;
}

/** A prop of an item component: one text or attribute slot whose value differs between the repeated items. */
export interface PropSlot {
  name: string;
  kind: "text" | "attr";
}

/** Repeated siblings printed as a data array and one item component. */
export interface ItemList {
  component: string;
  data: string;
  /** The prop whose values are unique across items (React `key`, Vue `:key`); null → the index. */
  key: string | null;
  props: PropSlot[];
  items: Record<string, string>[];
}

/**
 * A list of identical items with no content to vary (decorative dots, placeholder tiles): its data is a count
 * (`Array.from({ length })` of indexes, each the item's key) and its item component takes no props.
 */
export const isCountList = (list: ItemList) => list.props.length === 0;

/** The data array of a count list, with the comment that says why it holds no records. */
export const countArray = (list: ItemList) => [
  `// The page shows this item ${list.items.length} times, all alike: rendered from a count.`,
  `Array.from({ length: ${list.items.length} }, (_, index) => index)`,
];

export type ComponentUse = { component: string } | { list: ItemList };

export interface LayoutText {
  type: "text";
  value: string;
  /** Inside an item component: the prop this text comes from. */
  prop?: string;
  /** Inside <pre>, <textarea> or similar: whitespace is significant and must be kept byte for byte. */
  preformatted: boolean;
}

export type LayoutNode = LayoutElement | LayoutText;

export interface LayoutTree {
  nodes: LayoutNode[];
  css: string;
  title: string;
  baseUrl?: string;
  /** The page's html/body attributes (layoutJson.document), already limited to safe names and values. */
  document?: DocumentAttributes;
}

export function isElement(node: LayoutNode): node is LayoutElement {
  return node.type === "element";
}

export function getAttr(el: LayoutElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}


