import type { LocalState } from "../../model/named-components.ts";

/**
 * The state a named component (`Tabs`, `Carousel`, `Dropdown`: model/named-components.ts) holds itself, as the
 * code a developer would write: `useState` (React, Next.js) or `ref` (Vue), the handlers its controls call, and for
 * a menu the listeners that close it on Escape or a click outside. Ids and state names are the plan's (validated
 * ids, identifiers), printed as JSON strings.
 */
export interface ComponentStateCode {
  /** Names imported from the framework (`useState`, `ref`, …). */
  imports: string[];
  /** TypeScript only: types imported from React. */
  typeImports: string[];
  /** Module-level code, before the component. */
  top: string[];
  /** React only: names imported from `react-dom` (`createPortal` for a portalled menu). */
  domImports?: string[];
  /** Statements at the start of the component function (React) or of `<script setup>` (Vue), unindented. */
  body: string[];
}

const q = JSON.stringify;

/** What the component's controls do (a menu without a close button needs no `closeMenu`). */
const actions = (local: LocalState) => new Set(local.members.map((m) => m.interaction?.action?.kind).filter(Boolean));

/** The arrow keys move between tabs and select (WAI-ARIA tabs, automatic activation). */
function arrowKeyFunction(name: string, typed: boolean): string[] {
  return [
    "/** The arrow keys move to the previous or next tab and select it (WAI-ARIA tabs, automatic activation). */",
    `function ${name}(event${typed ? ": KeyboardEvent<HTMLElement>" : ""}) {`,
    `  const by = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }${typed ? " as Record<string, number>" : ""})[event.key];`,
    `  const tabs = Array.from(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll${typed ? "<HTMLElement>" : ""}('[role="tab"]') ?? []);`,
    "  if (!by || !tabs.length) return;",
    "  event.preventDefault();",
    "  const next = tabs[(tabs.indexOf(event.currentTarget) + by + tabs.length) % tabs.length];",
    "  next.focus();",
    "  next.click();",
    "}",
  ];
}

export function reactComponentState(local: LocalState, typed: boolean): ComponentStateCode {
  const { state, names } = local;
  const t = (annotation: string) => (typed ? annotation : "");
  const event = t(": { preventDefault(): void }");
  if (state.kind === "selection") {
    const ids = names.component === "Carousel" ? "SLIDE_IDS" : "TAB_PANEL_IDS";
    const what = names.component === "Carousel" ? "slide" : "tab's panel";
    const selects = actions(local).has("select") || actions(local).has("close");
    const body = [
      `// The ${what} showing (its id).`,
      `const [${names.value}, ${names.setter}] = useState${t("<string | null>")}(${q(state.initial)});`,
      ...(selects
        ? [
            `/** Shows one ${what}; a control that is a link does not navigate. */`,
            `const ${names.select} = (id${t(": string | null")}, event${event}) => {`,
            "  event.preventDefault();",
            `  ${names.setter}(id);`,
            "};",
          ]
        : []),
    ];
    const top = [`const ${ids} = ${q(state.members)};`];
    if (state.steps && names.next && names.prev) {
      body.push(
        "/** Previous and next go round the slides in page order. */",
        `const step = (by${t(": number")}) => (event${event}) => {`,
        "  event.preventDefault();",
        `  ${names.setter}((current) => {`,
        `    const at = current === null ? (by > 0 ? -1 : 0) : ${ids}.indexOf(current);`,
        `    return ${ids}[(at + by + ${ids}.length) % ${ids}.length] ?? null;`,
        "  });",
        "};",
        `const ${names.next} = step(1);`,
        `const ${names.prev} = step(-1);`,
      );
    } else top.length = 0;
    if (names.arrowKey) top.push(...(top.length ? [""] : []), ...arrowKeyFunction(names.arrowKey, typed));
    return { imports: ["useState"], typeImports: names.arrowKey && typed ? ["KeyboardEvent"] : [], top, body };
  }
  const closes = state.dismiss;
  const body = [
    `// Whether the menu is open${closes.length ? `; ${closes.includes("escape") ? "Escape" : ""}${closes.length > 1 ? " and " : ""}${closes.includes("outside") ? "a click outside" : ""} close${closes.length > 1 ? "" : "s"} it` : ""}.`,
    `const [${names.value}, ${names.setter}] = useState(${state.initial});`,
    "// The control that opened it: Escape gives it focus back.",
    `const button = useRef${t("<HTMLElement | null>")}(null);`,
    `const ${names.toggle} = (event${t(": { preventDefault(): void; currentTarget: EventTarget | null }")}) => {`,
    "  event.preventDefault();",
    `  if (event.currentTarget instanceof HTMLElement) button.current = event.currentTarget;`,
    `  ${names.setter}((open) => !open);`,
    "};",
    ...(actions(local).has("close")
      ? [`const ${names.close} = (event${t(": { preventDefault(): void }")}) => {`, "  event.preventDefault();", `  ${names.setter}(false);`, "};"]
      : []),
  ];
  if (closes.length) {
    body.push(
      "useEffect(() => {",
      `  if (!${names.value}) return;`,
      ...(closes.includes("escape")
        ? [
            `  const onKey = (event${t(": KeyboardEvent")}) => {`,
            '    if (event.key !== "Escape") return;',
            `    ${names.setter}(false);`,
            "    button.current?.focus();",
            "  };",
            '  document.addEventListener("keydown", onKey);',
          ]
        : []),
      ...(closes.includes("outside")
        ? [
            `  const onClick = (event${t(": MouseEvent")}) => {`,
            `    const menu = document.getElementById(${q(state.target)});`,
            `    const target = event.target${t(" as Node")};`,
            `    if (!menu?.contains(target) && !button.current?.contains(target)) ${names.setter}(false);`,
            "  };",
            '  document.addEventListener("click", onClick);',
          ]
        : []),
      "  return () => {",
      ...(closes.includes("escape") ? ['    document.removeEventListener("keydown", onKey);'] : []),
      ...(closes.includes("outside") ? ['    document.removeEventListener("click", onClick);'] : []),
      "  };",
      `}, [${names.value}]);`,
    );
  }
  if (local.portal) {
    body.push(
      "// The menu renders at the end of <body>, where the page's library put it (its position is the viewport's),",
      "// once the document exists: Next.js renders on the server first.",
      "const [mounted, setMounted] = useState(false);",
      "useEffect(() => setMounted(true), []);",
    );
  }
  const effect = closes.length || local.portal ? ["useEffect"] : [];
  return { imports: [...effect, "useRef", "useState"], typeImports: [], top: [], body, domImports: local.portal ? ["createPortal"] : [] };
}

export function vueComponentState(local: LocalState): ComponentStateCode {
  const { state, names } = local;
  if (state.kind === "selection") {
    const ids = names.component === "Carousel" ? "SLIDE_IDS" : "TAB_PANEL_IDS";
    const what = names.component === "Carousel" ? "slide" : "tab's panel";
    const selects = actions(local).has("select") || actions(local).has("close");
    const body = [
      `// The ${what} showing (its id).`,
      `const ${names.value} = ref(${q(state.initial)});`,
      ...(selects
        ? ["", `/** Shows one ${what}; a control that is a link does not navigate. */`, `function ${names.select}(id, event) {`, "  event.preventDefault();", `  ${names.value}.value = id;`, "}"]
        : []),
    ];
    if (state.steps && names.next && names.prev) {
      body.push(
        "",
        `const ${ids} = ${q(state.members)};`,
        "",
        "/** Previous and next go round the slides in page order. */",
        "function step(by, event) {",
        "  event.preventDefault();",
        `  const at = ${names.value}.value === null ? (by > 0 ? -1 : 0) : ${ids}.indexOf(${names.value}.value);`,
        `  ${names.value}.value = ${ids}[(at + by + ${ids}.length) % ${ids}.length];`,
        "}",
        `const ${names.next} = (event) => step(1, event);`,
        `const ${names.prev} = (event) => step(-1, event);`,
      );
    }
    if (names.arrowKey) body.push("", ...arrowKeyFunction(names.arrowKey, false));
    return { imports: ["ref"], typeImports: [], top: [], body };
  }
  const closes = state.dismiss;
  const body = [
    "// Whether the menu is open, and the control that opened it (Escape gives it focus back).",
    `const ${names.value} = ref(${state.initial});`,
    "let button = null;",
    "",
    `function ${names.toggle}(event) {`,
    "  event.preventDefault();",
    "  button = event.currentTarget;",
    `  ${names.value}.value = !${names.value}.value;`,
    "}",
    ...(actions(local).has("close") ? ["", `function ${names.close}(event) {`, "  event.preventDefault();", `  ${names.value}.value = false;`, "}"] : []),
  ];
  if (closes.length) {
    body.push(
      "",
      ...(closes.includes("escape")
        ? ["function onKey(event) {", `  if (event.key !== "Escape" || !${names.value}.value) return;`, `  ${names.value}.value = false;`, "  button?.focus();", "}", ""]
        : []),
      ...(closes.includes("outside")
        ? [
            "function onClick(event) {",
            `  if (!${names.value}.value) return;`,
            `  const menu = document.getElementById(${q(state.target)});`,
            `  if (!menu?.contains(event.target) && !button?.contains(event.target)) ${names.value}.value = false;`,
            "}",
            "",
          ]
        : []),
      "onMounted(() => {",
      ...(closes.includes("escape") ? ['  document.addEventListener("keydown", onKey);'] : []),
      ...(closes.includes("outside") ? ['  document.addEventListener("click", onClick);'] : []),
      "});",
      "onBeforeUnmount(() => {",
      ...(closes.includes("escape") ? ['  document.removeEventListener("keydown", onKey);'] : []),
      ...(closes.includes("outside") ? ['  document.removeEventListener("click", onClick);'] : []),
      "});",
    );
  }
  return { imports: [...(closes.length ? ["onBeforeUnmount", "onMounted"] : []), "ref"], typeImports: [], top: [], body };
}
