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
const classOf = (tree: ReturnType<typeof flavour>["tree"], i = 0) => (tree.nodes[i] as LayoutElement).attrs.find((a) => a.name === "class")?.value;

describe("utility classes", () => {
  it("map keywords to named utilities and lengths and colours to typed arbitrary values", () => {
    expect(utilityFor("display", "flex")).toBe("flex");
    expect(utilityFor("display", "none")).toBe("hidden");
    expect(utilityFor("justify-content", "space-between")).toBe("justify-between");
    expect(utilityFor("font-weight", "700")).toBe("font-bold");
    expect(utilityFor("padding", "0 24px")).toBe("p-[0_24px]");
    expect(utilityFor("font-size", "var(--text-15px)")).toBe("text-[length:var(--text-15px)]");
    expect(utilityFor("color", "#fff")).toBe("text-[color:#fff]");
    expect(utilityFor("grid-template-columns", "repeat(3, 1fr)")).toBe("grid-cols-[repeat(3,_1fr)]");
  });
  it("leave alone what a utility cannot say exactly", () => {
    expect(utilityFor("color", "red", true)).toBeNull(); // !important
    expect(utilityFor("box-shadow", "0 1px 2px #000")).toBeNull(); // Tailwind composes shadows from variables
    expect(utilityFor("background", "url(a.png)")).toBeNull();
    expect(utilityFor("color", "inherit")).toBeNull();
    expect(utilityFor("font-family", '"Open Sans", sans-serif')).toBeNull();
    expect(utilityFor("content", '"x"')).toBeNull();
    expect(utilityFor("width", "a_b")).toBeNull();
  });
});

describe("the Tailwind flavour", () => {
  it("moves an uncontested single-class rule into utilities and drops the class", () => {
    const out = flavour('<div class="row">x</div>', ".row { display: flex; gap: 8px }");
    expect(classOf(out.tree)).toBe("flex gap-[8px]");
    expect(formatCss(out.kept)).toBe("");
    expect(out.utilities).toEqual(["flex", "gap-[8px]"]);
    expect([out.mapped, out.keptDeclarations]).toEqual([2, 0]);
  });
  it("keeps declarations another rule could override on the same elements, and the class they still need", () => {
    const out = flavour(
      '<a class="btn primary">x</a>',
      ".btn { color: red; padding: 4px; display: inline-block } .btn.primary { color: blue } @media (max-width: 600px) { .btn { padding: 2px } } .btn::after { content: '' }",
    );
    expect(classOf(out.tree)).toBe("btn inline-block primary");
    expect(formatCss(out.kept)).toContain("color: red;");
    expect(formatCss(out.kept)).toContain("padding: 4px;");
    expect(formatCss(out.kept)).not.toContain("inline-block");
    expect(out.mapped).toBe(1);
  });
  it("ignores rules that cannot reach the elements, and important ones that win either way", () => {
    const out = flavour('<p class="t">x</p><span class="u">y</span>', ".t { color: red } .u { color: blue } span { color: green } [hidden] { display: none !important } .t { }");
    expect(classOf(out.tree)).toBe("text-[color:red]");
    expect(classOf(out.tree, 1)).toBe("u");
  });
  it("compiles the utilities and the kept stylesheet with Tailwind, without its preflight", async () => {
    const out = flavour('<div class="row">x</div><i class="k">y</i>', ".row { display: flex } .k::before { content: 'k' }");
    const css = await compileTailwind(tailwindSource([{ name: "color-primary", value: "#5b5bd6", group: "color", uses: 2 }], formatCss(out.kept)), out.utilities);
    expect(css).toMatch(/\.flex \{\s*display: flex;/);
    expect(css).toContain("--color-primary: #5b5bd6;");
    expect(css).toContain("content: 'k'");
    expect(css).not.toMatch(/box-sizing: border-box; \/\* 1 \*\/|margin: 0;\s*padding: 0;/);
  });

  it("maps the classes a recorded state toggles as it maps the element's own, and leaves a backdrop's alone", () => {
    const out = flavour(
      '<button class="toggler shut" data-toggle-target="menu" data-closed-class="shut">Menu</button>' +
        '<div id="menu" class="panel" data-open-class="opened" data-open-backdrop="shade">x</div><p class="shade">y</p>',
      ".toggler { padding: 4px } .shut { opacity: 0.5 } .panel { display: none } .opened { margin-top: 8px } .shade { color: #000 }",
    );
    const [button, menu, shade] = out.tree.nodes as LayoutElement[];
    const attr = (el: LayoutElement, name: string) => el.attrs.find((a) => a.name === name)?.value;
    expect(attr(button, "class")).toBe("p-[4px] opacity-[0.5]");
    expect(attr(button, "data-closed-class")).toBe("opacity-[0.5]");
    expect(attr(menu, "data-open-class")).toBe("mt-[8px]");
    expect(attr(shade, "class")).toBe("shade");
    expect(formatCss(out.kept)).toContain(".shade");
  });
});
