import type { InteractionState } from "../../model/layout-nodes.ts";
import { reactInteractionHooks } from "./interactions-react.ts";

/**
 * The page's own part of the interaction code: the call that makes each of its states with the shared hooks
 * (interactions-react.ts, interactions-vue.ts), and the React provider that hands them to the components.
 */
/** `useDisclosure("menu-1", false, { escape: true, outside: true })`. */
export function stateCall(state: InteractionState): string {
  if (state.kind === "scroll") return `useScrolled(${state.from})`;
  if (state.kind === "spy") return `useScrollSpy([${state.sections.map((m) => JSON.stringify(m)).join(", ")}], ${state.line})`;
  if (state.kind === "selection") return `useSelection([${state.members.map((m) => JSON.stringify(m)).join(", ")}], ${JSON.stringify(state.initial)})`;
  const options: string[] = [];
  if (state.dismiss.includes("escape")) options.push("escape: true");
  if (state.dismiss.includes("outside")) options.push("outside: true");
  if (state.hover) options.push("hover: true");
  if (state.modal) options.push("modal: true");
  if (state.dialog) options.push("dialog: true");
  if (state.bodyClass.length) options.push(`bodyClass: ${JSON.stringify(state.bodyClass.join(" "))}`);
  const args = [JSON.stringify(state.target), String(state.initial), ...(options.length ? [`{ ${options.join(", ")} }`] : [])];
  return `useDisclosure(${args.join(", ")})`;
}

/** The hook that makes each kind of state, and the type it returns. */
export const HOOKS: Record<InteractionState["kind"], { name: string; type: string }> = {
  disclosure: { name: "useDisclosure", type: "Disclosure" },
  selection: { name: "useSelection", type: "Selection" },
  scroll: { name: "useScrolled", type: "Scrolled" },
  spy: { name: "useScrollSpy", type: "ScrollSpy" },
};

/**
 * The page's state in two modules: the context with `useInteractions()` (what components import), and the
 * `PageInteractions` provider that makes the states, handles Escape and outside clicks and renders the backdrops of
 * open dialogs (a module that exports only its component). `modules` null: both go into a single file, unexported.
 */
export function reactInteractionProvider(
  states: InteractionState[],
  typed: boolean,
  modules: { hooks: string; context: string } | null,
): { context: string; provider: string } {
  const disclosures = states.filter((s) => s.kind === "disclosure");
  const kinds = new Set<string>(states.map((s) => s.kind));
  const used = Object.entries(HOOKS).filter(([kind]) => kinds.has(kind));
  const hooks = [...used.map(([, hook]) => hook.name), ...(disclosures.length ? ["useDismissal"] : [])].sort();
  const exported = modules ? "export " : "";
  const backdrops = disclosures.filter((s) => s.backdrop).map((s) => `      {${s.name}.open && <div className=${JSON.stringify(s.backdrop)} />}`);
  const context = [
    ...(modules
      ? [
          ...(typed ? ['"use client";', ""] : []),
          'import { createContext, useContext } from "react";',
          ...(typed ? [`import type { ${used.map(([, hook]) => hook.type).join(", ")} } from "${modules.hooks}";`] : []),
          "",
        ]
      : []),
    "/** What is open on the page (menus, tabs, dialogs, carousel slides), shared by every component. */",
    ...(typed
      ? [`${exported}interface PageState {`, ...states.map((s) => `  ${s.name}: ${HOOKS[s.kind].type};`), "}", "", `${exported}const Interactions = createContext<PageState | null>(null);`]
      : [`${exported}const Interactions = createContext(null);`]),
    "",
    `${exported}function useInteractions()${typed ? ": PageState" : ""} {`,
    "  const state = useContext(Interactions);",
    '  if (!state) throw new Error("useInteractions() needs <PageInteractions> around the page");',
    "  return state;",
    "}",
    "",
  ].join("\n");
  const provider = [
    ...(modules
      ? [
          ...(typed ? ['"use client";', ""] : []),
          ...(typed ? ['import type { ReactNode } from "react";'] : []),
          `import { ${hooks.join(", ")} } from "${modules.hooks}";`,
          `import { Interactions } from "${modules.context}";`,
          "",
        ]
      : []),
    "/**",
    " * Makes the page's states and hands them to every component (`useInteractions()`).",
    ...(typed ? [] : [' * @param {{ children: import("react").ReactNode }} props']),
    " */",
    `${modules ? "export default " : ""}function PageInteractions({ children }${typed ? ": { children: ReactNode }" : ""}) {`,
    ...states.map((s) => `  const ${s.name} = ${stateCall(s)};`),
    ...(disclosures.length ? [`  useDismissal([${disclosures.map((s) => s.name).join(", ")}]);`] : []),
    "  return (",
    `    <Interactions.Provider value={{ ${states.map((s) => s.name).join(", ")} }}>`,
    // Before the page, as a backdrop without a z-index (Radix's overlay) must be: under the dialog it sits behind.
    ...backdrops,
    "      {children}",
    "    </Interactions.Provider>",
    "  );",
    "}",
    "",
  ].join("\n");
  return { context, provider };
}

/**
 * The interaction code of a single-file export (ExportedLayout.jsx, the Next.js page): the hooks and the provider
 * in the file itself, nothing exported but the page, and the one import line they need.
 */
export function singleFileInteractions(states: InteractionState[], typed: boolean): { imports: string[]; code: string } {
  const hooks = reactInteractionHooks(typed)
    .replace(/^"use client";\n\n/, "")
    .replace(/^import [^\n]*\n/, "")
    .replace(/^export (function|interface) /gm, "$1 ");
  return {
    imports: [`import { createContext, useContext, useEffect, useRef, useState${typed ? ", type KeyboardEvent as ReactKeyboardEvent, type ReactNode" : ""} } from "react";`],
    code: [hooks.trim(), ...Object.values(reactInteractionProvider(states, typed, null)).map((c) => c.trim())].join("\n\n"),
  };
}

/** The exported page of a single file: the page inside the provider of its state, after its stylesheet. */
export function providerWrapper(name: string, styleElement: string): string {
  return [
    `export default function ${name}() {`,
    "  return (",
    "    <PageInteractions>",
    `      ${styleElement}`,
    "      <Page />",
    "    </PageInteractions>",
    "  );",
    "}",
  ].join("\n");
}
