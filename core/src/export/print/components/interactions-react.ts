import { dismissalListeners, focusHelpers } from "./interactions-dom.ts";

/**
 * The React and Next.js exports' interaction code: small hooks every page shares (`useDisclosure` for menus,
 * collapses, dialogs and offcanvas panels; `useSelection` for tabs, accordions and carousels; `useScrolled` and
 * `useScrollSpy` for scroll-driven classes), which the page's own `PageInteractions` provider
 * (interactions-provider.ts) calls. Plain React state and effects: no runtime script, nothing read from the page.
 * `typed` prints TypeScript (Next.js), otherwise JavaScript with JSDoc (the Vite React project).
 */
export function reactInteractionHooks(typed: boolean): string {
  const t = (annotation: string) => (typed ? annotation : "");
  return `${typed ? '"use client";\n\n' : ""}import { useEffect, useRef, useState${typed ? ", type KeyboardEvent as ReactKeyboardEvent" : ""} } from "react";
${typed ? "" : "\n/** @typedef {{ preventDefault(): void, currentTarget: EventTarget | null }} ControlEvent */\n"}${typed ? `
/** A click on a control: a link that only opens something does not navigate. */
export interface ControlEvent {
  preventDefault(): void;
  currentTarget: EventTarget | null;
}

export interface DisclosureOptions {
  /** Escape closes it; a click outside it closes it. */
  escape?: boolean;
  outside?: boolean;
  /** Pointing at its control opens it; leaving both closes it. */
  hover?: boolean;
  /** Focus moves into it when it opens (dialogs, offcanvas panels). */
  modal?: boolean;
  /** A <dialog> element, opened with showModal(). */
  dialog?: boolean;
  /** Classes the page's <body> has while it is open. */
  bodyClass?: string;
}

export interface Disclosure {
  open: boolean;
  options: DisclosureOptions;
  show: (event?: ControlEvent) => void;
  toggle: (event?: ControlEvent) => void;
  close: (event?: ControlEvent) => void;
  /** Closes it by keyboard: focus returns to the control that opened it. */
  dismiss: () => void;
  /** Whether a node is inside it or its control (for clicks and pointer moves outside). */
  contains: (node: Node, hover?: boolean) => boolean;
  lastOpened: () => number;
  element: () => HTMLElement | null;
}

export interface Scrolled {
  past: boolean;
}

export interface ScrollSpy {
  current: string | null;
}

export interface Selection {
  selected: string | null;
  select: (id: string | null, event?: ControlEvent) => void;
  toggle: (id: string, event?: ControlEvent) => void;
  next: (event?: ControlEvent) => void;
  prev: (event?: ControlEvent) => void;
  arrowKey: (event: ReactKeyboardEvent<HTMLElement>) => void;
}
` : ""}
let opened = 0;

${focusHelpers(t)}

/**
 * Something that opens and closes: a menu, a collapsed panel, a dialog.${typed ? "" : `
 * @param {string} id the id of the element it opens
 * @param {boolean} initial
 * @param {{ escape?: boolean, outside?: boolean, hover?: boolean, modal?: boolean, dialog?: boolean, bodyClass?: string }} [options]`}
 */
export function useDisclosure(id${t(": string")}, initial${t(": boolean")}, options${t(": DisclosureOptions")} = {})${t(": Disclosure")} {
  const [open, setOpen] = useState(initial);
  const opener = useRef${t("<HTMLElement | null>")}(null);
  const openedAt = useRef(0);
  const returnFocus = useRef(false);
  const { modal, dialog, bodyClass } = options;

  const show = (event${t("?: ControlEvent")}) => {
    event?.preventDefault();
    if (event?.currentTarget instanceof HTMLElement) opener.current = event.currentTarget;
    openedAt.current = ++opened;
    setOpen(true);
  };
  const close = (event${t("?: ControlEvent")}) => {
    event?.preventDefault();
    // Focus inside what closes goes back to its control; a pointer elsewhere keeps its place.
    returnFocus.current = !!document.getElementById(id)?.contains(document.activeElement);
    setOpen(false);
  };
  const dismiss = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  useEffect(() => {
    const target = document.getElementById(id);
    if (!target) return;
    if (dialog && target instanceof HTMLDialogElement && open !== target.open) {
      if (open) target.showModal();
      else target.close();
    }
    if (open && modal && openedAt.current) focusInto(target);
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
    if (!open || !bodyClass) return;
    const classes = bodyClass.split(" ");
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [id, open, modal, dialog, bodyClass]);

  return {
    open,
    options,
    show,
    close,
    dismiss,
    toggle: (event) => (open ? close(event) : show(event)),
    contains: (node, hover = false) => {
      const near = hover ? opener.current?.parentElement : opener.current;
      return !!(document.getElementById(id)?.contains(node) || near?.contains(node));
    },
    lastOpened: () => openedAt.current,
    element: () => document.getElementById(id),
  };
}

/**
 * Tabs, an accordion or a carousel: one member open at a time (or none, in an accordion).${typed ? "" : `
 * @param {readonly string[]} members the members' ids in page order
 * @param {string | null} initial`}
 */
export function useSelection(members${t(": readonly string[]")}, initial${t(": string | null")})${t(": Selection")} {
  const [selected, setSelected] = useState(initial);
  const step = (by${t(": number")}) => (event${t("?: ControlEvent")}) => {
    event?.preventDefault();
    setSelected((current) => {
      const at = current === null ? (by > 0 ? -1 : 0) : members.indexOf(current);
      return members[(at + by + members.length) % members.length] ?? null;
    });
  };
  return {
    selected,
    select: (id, event) => {
      event?.preventDefault();
      setSelected(id);
    },
    toggle: (id, event) => {
      event?.preventDefault();
      setSelected((current) => (current === id ? null : id));
    },
    next: step(1),
    prev: step(-1),
    arrowKey: selectByArrow,
  };
}

/** Tabs: the arrow keys move to the previous or next tab of the list and select it (APG, automatic activation). */
function selectByArrow(event${t(": ReactKeyboardEvent<HTMLElement>")}) {
  const by = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }${t(" as Record<string, number>")})[event.key];
  const tabs = Array.from(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll${t("<HTMLElement>")}('[role="tab"]') ?? []);
  if (!by || !tabs.length) return;
  event.preventDefault();
  const next = tabs[(tabs.indexOf(event.currentTarget) + by + tabs.length) % tabs.length];
  next.focus();
  next.click();
}

/**
 * Whether the page has scrolled \`from\` pixels or more (a navbar that turns solid).${typed ? "" : `
 * @param {number} from`}
 */
export function useScrolled(from${t(": number")})${t(": Scrolled")} {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= from);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [from]);
  return { past };
}

/**
 * The section whose top last passed \`line\` of the viewport (0 top, 1 bottom): its link is the current one.${typed ? "" : `
 * @param {readonly string[]} sections the sections' ids
 * @param {number} line`}
 */
export function useScrollSpy(sections${t(": readonly string[]")}, line${t(": number")})${t(": ScrollSpy")} {
  const [current, setCurrent] = useState${t("<string | null>")}(null);
  const ids = sections.join(" ");
  useEffect(() => {
    const update = () => {
      let best${t(": string | null")} = null;
      let bestTop = -Infinity;
      for (const id of ids.split(" ")) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line * window.innerHeight + 1 && top > bestTop) {
          best = id;
          bestTop = top;
        }
      }
      setCurrent(best);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [ids, line]);
  return { current };
}

/**
 * Escape closes the latest opened disclosure that Escape closed on the original page, Tab stays inside an open
 * dialog, a click outside closes menus, and leaving a menu that opened on hover closes it.${typed ? "" : `
 * @param {ReturnType<typeof useDisclosure>[]} disclosures`}
 */
export function useDismissal(disclosures${t(": Disclosure[]")}) {
  const current = useRef(disclosures);
  useEffect(() => {
    current.current = disclosures;
  });
  useEffect(() => {
${dismissalListeners("current.current", "    ", t)}
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onPointer);
    document.addEventListener("mouseover", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onPointer);
      document.removeEventListener("mouseover", onPointer);
    };
  }, []);
}
`;
}
