import type { InteractionState } from "../../model/layout-nodes.ts";
import { HOOKS, stateCall } from "./interactions-provider.ts";
import { dismissalListeners, focusHelpers } from "./interactions-dom.ts";

/**
 * The Vue export's interaction code: `src/interactions.js`, two small composables every page shares (refs wrapped
 * in `reactive`, so templates read `menu.open`), and `src/page-state.js`, the page's own states, which components
 * import. App.vue installs Escape and outside-click handling and renders dialog backdrops. No runtime script.
 */
export const VUE_INTERACTIONS = `import { onBeforeUnmount, onMounted, reactive, ref, watch } from "vue";

let opened = 0;

${focusHelpers()}

/**
 * Something that opens and closes: a menu, a collapsed panel, a dialog.
 * @param {string} id the id of the element it opens
 * @param {boolean} initial
 * @param {{ escape?: boolean, outside?: boolean, hover?: boolean, modal?: boolean, dialog?: boolean, bodyClass?: string }} [options]
 */
export function useDisclosure(id, initial, options = {}) {
  const open = ref(initial);
  let opener = null;
  let openedAt = 0;
  let returnFocus = false;

  watch(open, (now) => {
    const target = document.getElementById(id);
    if (!target) return;
    if (options.dialog && target instanceof HTMLDialogElement && now !== target.open) {
      if (now) target.showModal();
      else target.close();
    }
    if (now && options.modal) focusInto(target);
    if (!now && returnFocus) {
      returnFocus = false;
      opener?.focus();
    }
    for (const name of options.bodyClass?.split(" ") ?? []) document.body.classList.toggle(name, now);
  }, { flush: "post" });

  const show = (event) => {
    event?.preventDefault();
    if (event?.currentTarget instanceof HTMLElement) opener = event.currentTarget;
    openedAt = ++opened;
    open.value = true;
  };
  const close = (event) => {
    event?.preventDefault();
    // Focus inside what closes goes back to its control; a pointer elsewhere keeps its place.
    returnFocus = !!document.getElementById(id)?.contains(document.activeElement);
    open.value = false;
  };
  return reactive({
    open,
    options,
    show,
    close,
    toggle: (event) => (open.value ? close(event) : show(event)),
    /** Closes it by keyboard: focus returns to the control that opened it. */
    dismiss: () => {
      returnFocus = true;
      open.value = false;
    },
    contains: (node, hover = false) => {
      const near = hover ? opener?.parentElement : opener;
      return !!(document.getElementById(id)?.contains(node) || near?.contains(node));
    },
    lastOpened: () => openedAt,
    element: () => document.getElementById(id),
  });
}

/**
 * Tabs, an accordion or a carousel: one member open at a time (or none, in an accordion).
 * @param {readonly string[]} members the members' ids in page order
 * @param {string | null} initial
 */
export function useSelection(members, initial) {
  const selected = ref(initial);
  const step = (by) => (event) => {
    event?.preventDefault();
    const at = selected.value === null ? (by > 0 ? -1 : 0) : members.indexOf(selected.value);
    selected.value = members[(at + by + members.length) % members.length] ?? null;
  };
  return reactive({
    selected,
    select: (id, event) => {
      event?.preventDefault();
      selected.value = id;
    },
    toggle: (id, event) => {
      event?.preventDefault();
      selected.value = selected.value === id ? null : id;
    },
    next: step(1),
    prev: step(-1),
    arrowKey: selectByArrow,
  });
}

/** Tabs: the arrow keys move to the previous or next tab of the list and select it (APG, automatic activation). */
function selectByArrow(event) {
  const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const tabs = Array.from(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? []);
  if (!by || !tabs.length) return;
  event.preventDefault();
  const next = tabs[(tabs.indexOf(event.currentTarget) + by + tabs.length) % tabs.length];
  next.focus();
  next.click();
}

/**
 * Whether the page has scrolled \`from\` pixels or more (a navbar that turns solid).
 * @param {number} from
 */
export function useScrolled(from) {
  const past = ref(window.scrollY >= from);
  window.addEventListener("scroll", () => (past.value = window.scrollY >= from), { passive: true });
  return reactive({ past });
}

/**
 * The section whose top last passed \`line\` of the viewport (0 top, 1 bottom): its link is the current one.
 * @param {readonly string[]} sections the sections' ids
 * @param {number} line
 */
export function useScrollSpy(sections, line) {
  const current = ref(null);
  const update = () => {
    let best = null;
    let bestTop = -Infinity;
    for (const id of sections) {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      if (top !== undefined && top <= line * window.innerHeight + 1 && top > bestTop) {
        best = id;
        bestTop = top;
      }
    }
    current.value = best;
  };
  window.addEventListener("scroll", update, { passive: true });
  requestAnimationFrame(update);
  return reactive({ current });
}

/**
 * Escape closes the latest opened disclosure that Escape closed on the original page, Tab stays inside an open
 * dialog, a click outside closes menus, and leaving a menu that opened on hover closes it. Call it in one component's setup (App.vue).
 */
export function useDismissal(disclosures) {
${dismissalListeners("disclosures", "  ")}
  onMounted(() => {
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onPointer);
    document.addEventListener("mouseover", onPointer);
  });
  onBeforeUnmount(() => {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("click", onPointer);
    document.removeEventListener("mouseover", onPointer);
  });
}
`;

/** `src/page-state.js`: the page's states, one export each, and the list App.vue hands to useDismissal. */
export function vuePageState(states: InteractionState[]): string {
  const kinds = new Set<string>(states.map((s) => s.kind));
  const hooks = Object.entries(HOOKS).filter(([kind]) => kinds.has(kind)).map(([, hook]) => hook.name).sort();
  return [
    `import { ${hooks.join(", ")} } from "./interactions.js";`,
    "",
    "// What is open on the page (menus, tabs, dialogs, carousel slides), shared by every component that imports it.",
    ...states.map((s) => `export const ${s.name} = ${stateCall(s)};`),
    "",
    `export const disclosures = [${states.filter((s) => s.kind === "disclosure").map((s) => s.name).join(", ")}];`,
    "",
  ].join("\n");
}

/** The backdrops App.vue renders after the page, one per dialog that has one. */
export function vueBackdrops(states: InteractionState[]): string[] {
  return states.flatMap((s) => (s.kind === "disclosure" && s.backdrop ? [`<div v-if="${s.name}.open" class="${s.backdrop}"></div>`] : []));
}

/**
 * The interaction code of the single-file Vue export: the composables and the page's states in its
 * `<script setup>` (nothing exported), with Escape and outside clicks handled by the component itself; `imports`
 * names what it needs from vue.
 */
export function vueSingleFileInteractions(states: InteractionState[]): { imports: string[]; code: string } {
  const composables = VUE_INTERACTIONS.replace(/^import [^\n]*\n/, "").replace(/^export function /gm, "function ");
  const page = vuePageState(states)
    .replace(/^import [^\n]*\n/, "")
    .replace(/^export const /gm, "const ")
    .trim();
  return {
    imports: ["onBeforeUnmount", "onMounted", "reactive", "ref", "watch"],
    code: [composables.trim(), page, "useDismissal(disclosures);"].join("\n\n"),
  };
}