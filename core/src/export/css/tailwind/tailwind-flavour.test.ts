import { describe, expect, it } from "vitest";
import { parseLayout } from "../../model/layout-tree.ts";
import { formatCss, parseCss } from "../css-format.ts";
import type { LayoutElement } from "../../model/layout-nodes.ts";
import { applyTailwind } from "./tailwind-flavour.ts";
import { utilityFor } from "./utility-classes.ts";
import { compileTailwind, tailwindSource } from "./compile-tailwind.ts";

const flavour = (html: string, css: string) => {
  const tree = parseLayout({ html, css });
  return applyTailwind(tree, parseCss(tree.css));
};
const attr = (el: LayoutElement, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classOf = (tree: ReturnType<typeof flavour>["tree"], i = 0) => attr(tree.nodes[i] as LayoutElement, "class");
/** The backdrop list the runtime builds the first element's backdrop from. */
const backdropOf = (out: ReturnType<typeof flavour>) => attr(out.tree.nodes[0] as LayoutElement, "data-open-backdrop");

describe("utility classes", () => {
  it("map keywords to named utilities and lengths and colours to typed arbitrary values", () => {
    expect(utilityFor("display", "flex")).toBe("flex");
    expect(utilityFor("display", "none")).toBe("hidden");
    expect(utilityFor("justify-content", "space-between")).toBe("justify-between");
    expect(utilityFor("font-weight", "700")).toBe("font-bold");
    expect(utilityFor("padding", "0 24px")).toBe("p-[0_24px]");
    expect(utilityFor("font-size", "var(--text-15px)")).toBe("text-(length:--text-15px)");
    expect(utilityFor("color", "#fff")).toBe("text-white");
    expect(utilityFor("color", "#6c757d")).toBe("text-[#6c757d]");
    expect(utilityFor("color", "var(--color-text)")).toBe("text-text");
    expect(utilityFor("padding", "1rem")).toBe("p-4");
    expect(utilityFor("margin-left", "auto")).toBe("ml-auto");
    expect(utilityFor("width", "50%")).toBe("w-1/2");
    expect(utilityFor("font-family", "var(--font-body)")).toBe("font-body");
    expect(utilityFor("grid-template-columns", "repeat(3, 1fr)")).toBe("grid-cols-[repeat(3,_1fr)]");
  });
  it("write what no named utility says as an arbitrary property, and refuse what an arbitrary value cannot hold", () => {
    // Tailwind composes its shadow utilities from variables: the page's shadow is written as it is.
    expect(utilityFor("box-shadow", "0 1px 2px #000")).toBe("[box-shadow:0_1px_2px_#000]");
    expect(utilityFor("background", "url(a_b.png)")).toBe("[background:url(a_b.png)]");
    expect(utilityFor("font-family", '"Open Sans", sans-serif')).toBe("[font-family:'Open_Sans',_sans-serif]");
    expect(utilityFor("font-family", "inherit")).toBe("[font-family:inherit]");
    expect(utilityFor("color", "red", true)).toBeNull(); // importance is the flavour's to write (`flex!`)
    expect(utilityFor("width", "a_b")).toBeNull(); // `_` would read as a space
    // An empty custom property: Tailwind writes `--x:  ;` (and its scanner reads the candidate).
    expect(utilityFor("--bs-nav-link-font-weight", "")).toBe("[--bs-nav-link-font-weight:_]");
    expect(utilityFor("--empty", " ")).toBe("[--empty:_]");
    expect(utilityFor("display", "revert-layer")).toBeNull(); // would revert to Tailwind's layers
  });
});

describe("the Tailwind flavour", () => {
  it("moves an uncontested single-class rule into utilities and drops the class", () => {
    const out = flavour('<div class="row">x</div>', ".row { display: flex; gap: 8px }");
    expect(classOf(out.tree)).toBe("gap-[8px] flex");
    expect(formatCss(out.kept)).toBe("");
    expect(out.utilities).toEqual(["flex", "gap-[8px]"]);
    expect([out.mapped, out.keptDeclarations]).toEqual([2, 0]);
  });
  it("writes the page's winner per element: the stronger rule, width variants, and the class a pseudo-element still needs", () => {
    const out = flavour(
      '<a class="btn primary">x</a>',
      ".btn { color: red; padding: 4px; display: inline-block } .btn.primary { color: blue } @media (max-width: 600px) { .btn { padding: 2px } } .btn::first-line { color: red }",
    );
    // The page's one breakpoint is the theme's `sm` (601px: `max-width: 600px` ends there).
    expect(classOf(out.tree)!.split(" ").sort()).toEqual(["[color:blue]", "btn", "inline-block", "p-[2px]", "sm:p-[4px]"]);
    expect(out.theme).toEqual([{ name: "breakpoint-sm", value: "601px" }]);
    expect(formatCss(out.kept)).toBe(".btn::first-line {\n  color: red;\n}");
    expect([out.mapped, out.keptDeclarations]).toEqual([5, 1]);
  });
  it("keeps together what competes with a declaration that must stay, and writes !important with Tailwind's modifier", () => {
    const out = flavour('<p class="a b">x</p>', ".a { margin: 0 } .b { margin-left: var(--m) } * { margin-top: 1px } .a { display: block !important }");
    expect(classOf(out.tree)).toContain("block!");
    expect(formatCss(out.kept)).toContain("margin: 0");
    expect(formatCss(out.kept)).toContain("margin-left: var(--m)");
  });
  it("styles a pseudo-element the page always generates with before:/after:, and leaves one without content alone", () => {
    const out = flavour('<li class="tick">a</li><li class="dot">b</li>', '.tick::before { content: "✓"; color: green } .dot::after { color: red }');
    expect(classOf(out.tree)).toBe("before:content-['✓'] before:[color:green]");
    expect(classOf(out.tree, 1)).toBe("dot");
    expect(formatCss(out.kept)).toContain(".dot::after");
  });
  it("turns hover rules into hover: and leaves a hover on an ancestor in the stylesheet", () => {
    const out = flavour('<div class="card"><a class="link">x</a></div>', ".link { color: #111 } .link:hover { color: #222 } .card:hover .link { text-decoration: underline }");
    const link = (out.tree.nodes[0] as LayoutElement).children[0] as LayoutElement;
    expect(attr(link, "class")).toBe("link text-[#111] hover:text-[#222]");
    expect(formatCss(out.kept)).toContain(".card:hover .link");
  });
  it("ignores rules that cannot reach the elements, and important ones that win either way", () => {
    const out = flavour('<p class="t">x</p><span class="u">y</span>', ".t { color: red } .u { color: blue } span { color: green } [hidden] { display: none !important } .t { }");
    expect(classOf(out.tree)).toBe("[color:red]");
    expect(classOf(out.tree, 1)).toBe("[color:blue]"); // .u beats span: the winner is written, both rules leave
  });
  it("compiles the utilities and the kept stylesheet with Tailwind, without its preflight", async () => {
    const out = flavour('<div class="row">x</div><i class="k">y</i>', ".row { display: flex } .k::before { content: 'k' }");
    const css = await compileTailwind(tailwindSource([{ name: "color-primary", value: "#5b5bd6", group: "color", uses: 2 }], formatCss(out.kept)), out.utilities);
    expect(css).toMatch(/\.flex \{\s*display: flex;/);
    expect(css).toContain("--color-primary: #5b5bd6;");
    expect(css).toContain("content: 'k'");
    expect(css).not.toMatch(/box-sizing: border-box; \/\* 1 \*\/|margin: 0;\s*padding: 0;/);
  });

  it("maps the classes a recorded state toggles as it maps the element's own, a backdrop's into its class list", () => {
    const out = flavour(
      '<button class="toggler shut" data-toggle-target="menu" data-closed-class="shut">Menu</button>' +
        '<div id="menu" class="panel" data-open-class="opened" data-open-backdrop="shade">x</div><p class="shade">y</p>',
      ".toggler { padding: 4px } .shut { opacity: 0.5 } .panel { display: none } .opened { margin-top: 8px } .shade { color: #000 }",
    );
    const [button, menu, shade] = out.tree.nodes as LayoutElement[];
    expect(attr(button, "class")).toBe("opacity-[0.5] p-[4px]");
    expect(attr(button, "data-closed-class")).toBe("opacity-[0.5]");
    expect(attr(menu, "data-open-class")).toBe("mt-[8px]");
    // The runtime makes the backdrop from `data-open-backdrop`: the list keeps its classes and gets their utilities.
    expect(attr(menu, "data-open-backdrop")).toBe("shade text-black");
    expect(attr(shade, "class")).toBe("text-black");
    expect(formatCss(out.kept)).not.toContain(".shade");
  });

  it("writes a state class's !important declaration with Tailwind's modifier unless another important one may reach its elements", () => {
    const out = flavour(
      '<div class="panel" data-open-class="shown">x</div><p class="note hidden-now" data-open-class="lit">y</p>',
      ".panel { display: none } .shown { display: block !important } .lit { color: red !important } .hidden-now { color: blue !important }",
    );
    const [panel, note] = out.tree.nodes as LayoutElement[];
    expect(attr(panel, "data-open-class")).toBe("block!");
    expect(attr(note, "data-open-class")).toBe("lit");
    expect(formatCss(out.kept)).toContain(".lit");
  });

  it("resolves the rules only a backdrop matches into its list, reading :not() of its fixed classes as written", () => {
    const out = flavour(
      '<div id="d" class="dialog fade" data-open-class="show" data-open-backdrop="shade fade show">x</div>',
      ".fade { transition: opacity .15s linear } .fade:not(.show) { opacity: 0 } .shade.fade { opacity: 0 } .shade.show { opacity: .5 } .dialog.show { display: block }",
    );
    expect(backdropOf(out)).toBe("shade fade [transition:opacity_.15s_linear] show opacity-[.5]");
    const kept = formatCss(out.kept);
    expect(kept).not.toMatch(/\.shade\.(fade|show)/);
    expect(kept).toContain(".fade:not(.show)"); // the dialog's, in its closed state
    // A rule reaching other elements too that sets the property on the backdrop keeps the backdrop's rules as CSS.
    const contested = flavour('<div id="d" class="dialog" data-open-class="show" data-open-backdrop="shade show">x</div>', ".shade.show { opacity: .5 } .show { opacity: 1 } .dialog { display: none }");
    expect(formatCss(contested.kept)).toContain(".shade.show");
  });

  it("keeps a backdrop's rule that another rule reaching the backdrop competes with, and the body's classes' rules", () => {
    const out = flavour(
      '<div id="menu" class="panel" data-open-class="opened" data-open-backdrop="shade dim" data-open-body-class="locked">x</div><p class="dim">y</p>',
      ".panel { display: none } .shade { opacity: 0.5; position: fixed } .dim { opacity: 0.2 } .locked { overflow: hidden }",
    );
    expect(backdropOf(out)).toBe("shade fixed dim");
    const kept = formatCss(out.kept);
    expect(kept).toMatch(/\.shade \{\s*opacity: 0\.5;\s*\}/);
    expect(kept).toContain(".dim");
    expect(kept).toContain(".locked");
  });

  it("leaves out rules no element can ever match, and keeps those a state, a pseudo-class or a backdrop may bring to life", () => {
    const out = flavour(
      '<button class="btn" data-toggle-target="m">Go</button><div id="m" class="menu" data-open-class="open" data-open-attrs="aria-hidden=false" data-open-backdrop="shade">x</div>',
      [
        ".btn { padding: 4px }",
        ".btn:disabled { opacity: 0.5 }", // no disabled button: dead
        ".tabs .btn { color: red }", // no .tabs: dead
        "#nowhere, .nothing { color: blue }", // every selector dead: the rule goes
        ".menu.open { display: block }", // a state adds .open
        ".menu:hover { color: green }", // waits for a pointer
        ".shade.show { opacity: 1 }", // the backdrop's
        ".menu[aria-hidden=false] { margin: 0 }", // an attribute a state sets
        ".nowhere::before { content: 'x' }", // pseudo-elements are left to the browser
        ".menu:not(.open) { display: none }",
        "::-webkit-inner-spin-button { height: auto }", // only an <input> has it, and there is none: dead
      ].join(" "),
    );
    const kept = formatCss(out.kept);
    expect(out.dead).toBe(4);
    expect(kept).not.toMatch(/:disabled|\.tabs|#nowhere|\.nothing|spin-button/);
    const withInput = flavour('<input type="number" class="n">', ".n { width: 4px } ::-webkit-inner-spin-button { height: auto }");
    expect(formatCss(withInput.kept)).toContain("::-webkit-inner-spin-button");
    // SVG's mixed-case names are matched in HTML's lower case: a selector naming one is not judged dead.
    const svg = flavour('<svg viewBox="0 0 4 4"><defs><linearGradient id="g"></linearGradient></defs></svg>', "linearGradient { color: red } [viewBox] { display: block }");
    expect(svg.dead).toBe(0);
    for (const alive of [".menu.open", ".shade.show", "[aria-hidden=false]", ".nowhere::before", ".menu:not(.open)"]) expect(kept).toContain(alive);
    expect(classOf(out.tree, 1)).toContain("hover:");
  });
});

describe("a toggled class competing on some elements only", () => {
  it("keeps the rule for those elements alone, narrowed at the same specificity; the others get utilities", () => {
    const html = `<a class="link" id="a">A</a><a class="link other" id="b" data-open-class="on">B</a>`;
    const css = `.link { color: red; padding: 4px } .link.on { color: blue }`;
    const out = flavour(html, css);
    const kept = formatCss(out.kept);
    // B may get `.on`: its colour stays CSS, narrowed to it by a class only it carries; A's colour is a utility.
    expect(kept).toMatch(/\.link:where\(\.other\) \{\s*color: red;?\s*\}/);
    expect(kept).toMatch(/\.link\.on \{\s*color: blue;?\s*\}/);
    expect(classOf(out.tree, 0)).toContain("[color:red]");
    expect(classOf(out.tree, 1)).not.toContain("[color:red]");
    // The padding no state touches is a utility on both.
    expect(classOf(out.tree, 0)).toContain("p-[4px]");
    expect(classOf(out.tree, 1)).toContain("p-[4px]");
  });

  it("marks the competing elements with a new class when they share none of their own", () => {
    const html = `<a class="link" id="a">A</a><a class="link" id="b" data-open-class="on">B</a>`;
    const out = flavour(html, `.link { color: red } .link.on { color: blue }`);
    expect(formatCss(out.kept)).toMatch(/\.link:where\(\.keep-css-1\) \{/);
    expect(classOf(out.tree, 1)).toContain("keep-css-1");
    expect(classOf(out.tree, 0)).not.toContain("keep-css-1");
  });

  it("counts a class a state takes off: :not(.collapsed) reaches the elements that lose it", () => {
    const html = `<button class="acc collapsed" data-open-class="x" data-closed-class="collapsed">A</button><button class="acc" data-open-class="x" data-closed-class="collapsed">B</button>`;
    const out = flavour(html, `.acc { color: red } .acc:not(.collapsed) { color: blue }`);
    expect(formatCss(out.kept)).toMatch(/\.acc \{\s*color: red;?\s*\}/);
    expect(classOf(out.tree, 0)).not.toContain("[color:red]");
  });
});
