import { countArray, isCountList, type ItemList, type LayoutNode } from "../../model/layout-nodes.ts";
import { emptyJsxUsage, printJsx, type JsxHooks, type JsxUsage } from "../jsx-printer.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";
import { camelCase } from "../../model/structure/identifiers.ts";
import { withPortalAfter, type LocalState } from "../../model/named-components.ts";
import { reactComponentState } from "./named-component-state.ts";

/**
 * React and Next.js source for the component plan: one function per component, item components with typed props
 * (TSX), data arrays next to the component that renders them, lists printed with `.map`. The same printer feeds the
 * single-file downloads (everything in one file) and the zip's projects (one file per component).
 */
export interface JsxComponentOptions {
  typed: boolean;
  /** Component name → classes its CSS module defines (printed as `styles.x`); absent: class names stay literal. */
  moduleClasses?: Map<string, Set<string>>;
  /** Next.js projects: images the project serves at a known size become next/image's `<Image>`. */
  nextImage?: boolean;
  /** Function indentation depth of the markup (the `return (` body). */
  depth?: number;
  /** One file per component (`export default`) or all in one file (plain functions, one default export elsewhere). */
  filePerComponent?: boolean;
  /** Component name → the state it holds itself (`Tabs`, `Carousel`, `Dropdown`). */
  localStates?: Map<string, LocalState>;
}

export interface JsxComponentSource {
  name: string;
  /** Data arrays and the function, without imports. */
  code: string;
  usage: JsxUsage;
  /** Components this one renders (for imports). */
  uses: string[];
  /** Item components whose props type this file names (TSX). */
  propTypes: string[];
  hasModule: boolean;
  /** What the component's own state imports from React (`useState`), and its types (TSX). */
  reactImports: string[];
  reactTypeImports: string[];
  /** What it imports from `react-dom` (`createPortal`). */
  reactDomImports: string[];
}

const itemVariable = (list: ItemList) => {
  const name = camelCase(list.component) || "entry";
  return name === list.data ? "entry" : name;
};

function listCode(list: ItemList): string {
  const item = itemVariable(list);
  if (isCountList(list)) return `{${list.data}.map((${item}) => <${list.component} key={${item}} />)}`;
  const key = list.key ? `${item}.${list.key}` : "index";
  const params = list.key ? item : `(${item}, index)`;
  return `{${list.data}.map(${params} => <${list.component} key={${key}} {...${item}} />)}`;
}

const jsxKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `styles.${name}` : `styles[${JSON.stringify(name)}]`);

function hooksFor(component: string, options: JsxComponentOptions): JsxHooks {
  const moduleClasses = options.moduleClasses?.get(component);
  return {
    use: (el) => (el.use && "list" in el.use ? listCode(el.use.list) : `<${(el.use as { component: string }).component} />`),
    nextImage: options.nextImage,
    className: moduleClasses
      ? (value) => {
          const parts = value.trim().split(/\s+/).filter(Boolean);
          if (!parts.some((c) => moduleClasses.has(c))) return null;
          const printed = parts.map((c) => (moduleClasses.has(c) ? `\${${jsxKey(c)}}` : c.replace(/[`\\$]/g, "\\$&")));
          return parts.length === 1 ? jsxKey(parts[0]) : `\`${printed.join(" ")}\``;
        }
      : undefined,
  };
}

export function dataArray(list: ItemList, typed: boolean): string {
  if (isCountList(list)) {
    const [comment, value] = countArray(list);
    return `${comment}\nconst ${list.data} = ${value};`;
  }
  const rows = list.items.map((item) => `  { ${list.props.map((p) => `${p.name}: ${JSON.stringify(item[p.name] ?? "")}`).join(", ")} },`);
  return [`const ${list.data}${typed ? `: ${list.component}Props[]` : ""} = [`, ...rows, "];"].join("\n");
}

function body(nodes: LayoutNode[], component: string, options: JsxComponentOptions, usage: JsxUsage): string {
  const depth = options.depth ?? 2;
  const single = nodes.length === 1 && nodes[0].type === "element";
  const { code } = printJsx(nodes, { typed: options.typed, depth: single ? depth : depth + 1, hooks: hooksFor(component, options), usage });
  const pad = "  ".repeat(depth);
  return single ? code : [`${pad}<>`, code, `${pad}</>`].join("\n");
}

/** One component: its data arrays, the props interface of an item component (TSX) and the function. */
export function printJsxComponent(def: ComponentDef, options: JsxComponentOptions): JsxComponentSource {
  const usage = emptyJsxUsage();
  const lines: string[] = [];
  for (const list of def.lists) lines.push(dataArray(list, options.typed), "");
  let signature = "()";
  if (def.list && !isCountList(def.list)) {
    const names = def.list.props.map((p) => p.name);
    if (options.typed) {
      lines.push(`${options.filePerComponent ? "export " : ""}interface ${def.name}Props {`, ...names.map((n) => `  ${n}: string;`), "}", "");
      signature = `({ ${names.join(", ")} }: ${def.name}Props)`;
    } else {
      // JSDoc keeps the props typed for editors and `checkJs`, as the TSX interface does.
      lines.push(`/** @param {{ ${names.map((n) => `${n}: string`).join(", ")} }} props */`);
      signature = `({ ${names.join(", ")} })`;
    }
  }
  const local = options.localStates?.get(def.name);
  const markup = body(withPortalAfter(def.template), def.name, options, usage);
  const own = local ? reactComponentState(local, options.typed) : null;
  if (own?.top.length) lines.push(...own.top, "");
  lines.push(
    `${options.filePerComponent ? "export default " : ""}function ${def.name}${signature} {`,
    ...stateLine(usage),
    ...(own?.body ?? []).map((l) => (l ? `  ${l}` : l)),
    "  return (",
    markup,
    "  );",
    "}",
  );
  return {
    name: def.name,
    code: lines.join("\n"),
    usage,
    uses: [...def.uses, ...def.lists.map((l) => l.component)],
    propTypes: def.lists.filter((l) => !isCountList(l)).map((l) => l.component),
    hasModule: !!options.moduleClasses?.get(def.name)?.size,
    reactImports: own?.imports ?? [],
    reactTypeImports: own?.typeImports ?? [],
    reactDomImports: own?.domImports ?? [],
  };
}

/** The page: what App renders (regions as components, loose content as markup), with its own data arrays. */
export function printJsxApp(plan: ComponentPlan, functionName: string, options: JsxComponentOptions, extraFirst: string[] = [], exportDefault = true): JsxComponentSource {
  const usage = emptyJsxUsage();
  const lines: string[] = [];
  for (const list of plan.appLists) lines.push(dataArray(list, options.typed), "");
  const depth = options.depth ?? 2;
  const { code } = printJsx(plan.app, { typed: options.typed, depth: depth + 1, hooks: hooksFor("App", options), usage });
  const pad = "  ".repeat(depth);
  lines.push(
    `${exportDefault ? "export default " : ""}function ${functionName}() {`,
    ...stateLine(usage),
    "  return (",
    `${pad}<>`,
    ...extraFirst.map((l) => `${pad}  ${l}`),
    code,
    `${pad}</>`,
    "  );",
    "}",
  );
  return {
    name: functionName,
    code: lines.join("\n"),
    usage,
    uses: [...plan.appUses, ...plan.appLists.map((l) => l.component)],
    propTypes: plan.appLists.filter((l) => !isCountList(l)).map((l) => l.component),
    hasModule: false,
    reactImports: [],
    reactTypeImports: [],
    reactDomImports: [],
  };
}

/** The interaction states a component reads, from the page's provider (print/components/interactions-provider.ts). */
function stateLine(usage: JsxUsage): string[] {
  return usage.states.size ? [`  const { ${[...usage.states].join(", ")} } = useInteractions();`] : [];
}

export function mergeUsage(all: JsxUsage[]): JsxUsage {
  const usage = emptyJsxUsage();
  for (const u of all) {
    usage.customProperties ||= u.customProperties;
    for (const t of u.undeclaredTags) usage.undeclaredTags.add(t);
    for (const s of u.states) usage.states.add(s);
  }
  return usage;
}
