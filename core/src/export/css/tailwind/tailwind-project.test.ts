import { describe, expect, it } from "vitest";
import { parseLayout } from "../../model/layout-tree.ts";
import { parseCss } from "../css-format.ts";
import type { LayoutElement, LayoutNode } from "../../model/layout-nodes.ts";
import { tailwindLayout } from "./tailwind-export.ts";
import { tailwindProjectStyles } from "./tailwind-project.ts";
import { TAILWIND_IMPORTS } from "./compile-tailwind.ts";
import { compile } from "tailwindcss";
import { readsAlikeInTailwind } from "./tailwind-parse-agreement.ts";

/** What Tailwind itself reads in a stylesheet: the sources it would scan and every module or stylesheet it would load. */
async function tailwindReads(stylesheet: string) {
  const loads: string[] = [];
  const compiled = await compile(stylesheet.split("\n").filter((l) => !(TAILWIND_IMPORTS as readonly string[]).includes(l)).join("\n"), {
    base: "/",
    loadModule: async (id: string) => (loads.push(`module ${id}`), { module: () => {}, base: "/", path: id }) as never,
    loadStylesheet: async (id: string) => (loads.push(`stylesheet ${id}`), { content: "", base: "/", path: id }) as never,
  });
  return { sources: compiled.sources, loads, css: compiled.build(["note"]) };
}

const classes = (nodes: LayoutNode[], out: string[] = []): string[] => {
  for (const n of nodes) {
    if (n.type !== "element") continue;
    out.push(...((n as LayoutElement).attrs.find((a) => a.name === "class")?.value ?? "").split(/\s+/).filter(Boolean));
    classes(n.children, out);
  }
  return out;
};

async function projectStyles(html: string, css: string) {
  const tree = parseLayout({ html, css });
  return tailwindProjectStyles(await tailwindLayout(tree, parseCss(tree.css)));
}

describe("a Tailwind project's stylesheet", () => {
  it("starts with Tailwind's theme and utilities (no Preflight), then the tokens' @theme and the kept rules", async () => {
    const styles = await projectStyles(`<p class="lead">Hi</p>`, `:root { --brand: #0d6efd } .lead { color: var(--brand); font-size: 20px } .lead::after { content: "!" }`);
    expect(styles.stylesheet.split("\n").slice(0, 2)).toEqual([...TAILWIND_IMPORTS]);
    expect(styles.stylesheet).toMatch(/@theme static \{\n {2}--brand: #0d6efd;/);
    expect(styles.stylesheet).toMatch(/\.lead::after \{\n {2}content: "!";/);
    expect(styles.stylesheet).not.toContain("preflight");
  });

  it("keeps the page's own classes that Tailwind also knows out of Tailwind's output, and drops those that style nothing", async () => {
    // `collapse` stays for its kept rule and `visible` is what the menu's state adds: both are listed, never generated.
    // `block`, `truncate` and the url() class name no rule of the page: they styled nothing and leave the markup.
    const styles = await projectStyles(
      `<nav class="navbar"><button data-toggle-target="m">Menu</button><ul id="m" class="collapse" data-open-class="visible"><li class="block truncate">a</li></ul><p class="bg-[url(https://evil.example/x.png)] note">x</p></nav>`,
      `.collapse:not(.visible) { display: none } .visible { color: red } .note { color: blue }`,
    );
    expect(styles.excluded).toEqual(["collapse", "visible"]);
    expect(styles.stylesheet).toContain('@source not inline("collapse visible");');
    expect(styles.stylesheet).toMatch(/\.collapse:not\(\.visible\) \{\n {2}display: none;/);
    const names = classes(styles.tree.nodes);
    expect(names).toEqual(expect.arrayContaining(["navbar", "collapse"]));
    for (const gone of ["block", "truncate", "bg-[url(https://evil.example/x.png)]"]) expect(names).not.toContain(gone);
    expect(styles.stylesheet).not.toContain("evil.example");
  });

  it("leaves out the page's Tailwind functions, which mean nothing in a browser but apply, or fail the build, in Tailwind", async () => {
    const styles = await projectStyles(
      `<p class="note">x</p>`,
      `.note { width: theme(spacing.999); height: --spacing(4); color: red } .note::after { content: "x"; margin: --theme(--nope) } @media (min-width: theme(--breakpoint-md)) { .note::before { content: "y" } }`,
    );
    expect(styles.stylesheet).not.toMatch(/theme\(|--spacing\(|--alpha\(/);
    expect(classes(styles.tree.nodes)).toEqual(["text-muted", "after:content-['x']"]);
    expect(styles.stylesheet).not.toContain('content: "y"');
  });

  it("holds nothing Tailwind's parser reads as code where postcss read a string or a URL (no @source, @utility or @plugin smuggled in)", async () => {
    // Tailwind takes `/*` inside an unquoted url( for a comment and pairs quotes across url(x"): the strings then
    // turned into live directives in the stylesheet the customer's build runs.
    const smuggled = [
      `:root { --brand: url(/*) } .note { color: var(--brand) } .note::after { content: "*/); } @source '/'; @utility note { color: red; } .x { y: url(/*" } .z { background: url(*/) }`,
      `.note { color: red } .note::after { content: "x"; background: url(x") "); } @source '/'; @utility note { color: red; } .q { b: (" url(y"); }`,
      `.note { color: red } .note::after { content: "*/); } @plugin 'evil'; .x { y: url(/*" } :root { --brand: url(/*) } .note { color: var(--brand) } .z { background: url(*/) }`,
    ];
    for (const css of smuggled) {
      const styles = await projectStyles(`<p class="note">x</p>`, css);
      const read = await tailwindReads(styles.stylesheet);
      expect(read.sources).toEqual([]);
      expect(read.loads).toEqual([]);
      expect(read.css).not.toMatch(/\.note\s*\{\s*color: red/);
      expect(styles.stylesheet).not.toMatch(/@source|@utility|@plugin/);
    }
  });

  it("reads values, selectors and preludes as both parsers read them alike", () => {
    expect(readsAlikeInTailwind(`"a;b" url("x.png") 'c\\'d'`, "value")).toBe(true);
    expect(readsAlikeInTailwind(`url(/*)`, "value")).toBe(false);
    expect(readsAlikeInTailwind(`"*/"`, "value")).toBe(false);
    expect(readsAlikeInTailwind(`url(x") "); } @source '/'; .q { b: (" url(y")`, "value")).toBe(false);
    expect(readsAlikeInTailwind(`[a; } @source '/'; .q { b: ]`, "value")).toBe(false);
    expect(readsAlikeInTailwind(`red\\`, "value")).toBe(false);
    expect(readsAlikeInTailwind(`.md\\:flex:hover, [data-x="}"]`, "selector")).toBe(true);
    expect(readsAlikeInTailwind(`.a\\`, "selector")).toBe(false);
    expect(readsAlikeInTailwind(`(min-width: 640px)`, "params")).toBe(true);
  });
});
