import { describe, expect, it } from "vitest";
import { parseLayout } from "../layout-tree.ts";
import type { LayoutElement, LayoutNode } from "../layout-nodes.ts";
import { planComponents } from "./component-plan.ts";
import { componentIdentifier, propIdentifier } from "./identifiers.ts";

const plan = (html: string) => planComponents(parseLayout({ html, css: "" }).nodes);
const card = (title: string, img: string, extra = "") =>
  `<article class="card${extra}"><img src="${img}" alt="${title} photo"><h3>${title}</h3><p>Same text</p></article>`;

describe("component names", () => {
  it("are PascalCase, unique, and never a keyword, an import or an HTML element name", () => {
    const taken = new Set(["app"]);
    expect(componentIdentifier("our services", taken)).toBe("OurServices");
    expect(componentIdentifier("Header", taken)).toBe("SiteHeader");
    expect(componentIdentifier("footer", taken)).toBe("SiteFooter");
    expect(componentIdentifier("class", taken)).toBe("SiteClass");
    expect(componentIdentifier("Fragment", taken)).toBe("SiteFragment");
    expect(componentIdentifier("2024 plans", taken)).toBe("Section2024Plans");
    expect(componentIdentifier("<script>alert(1)</script>", taken)).toBe("ScriptAlert1Script");
    expect(componentIdentifier("our services", taken)).toBe("OurServices2");
    expect(componentIdentifier("Ünïcödé café", taken)).toBe("UnicodeCafe");
    expect(componentIdentifier("日本語", taken)).toBe("ContentSection");
    expect(propIdentifier("key", new Set())).toBe("keyValue");
    expect(propIdentifier("title", new Set(["title"]))).toBe("title2");
  });

  it("are never a name Windows reserves for a device, since they become file names (Con.jsx, Aux.vue)", () => {
    const taken = new Set<string>();
    for (const name of ["con", "Aux", "PRN", "nul", "com1", "LPT9"]) expect(componentIdentifier(name, taken), name).not.toMatch(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i);
    const more = new Set(["com"]);
    expect(componentIdentifier("Com", more)).toBe("Com10"); // Com2 … Com9 are devices too
  });
});

describe("editor attributes", () => {
  it("are stripped, the layer name kept for naming, and CSS selecting them rewritten to classes", () => {
    const { nodes, css } = parseLayout({
      html: '<div data-name="card" data-ll-id="e1" data-ll-locked="" data-locked class="x">a</div>',
      css: '[data-name] { padding: 1rem } [data-name="card"] { color: red }',
    });
    const el = nodes[0] as LayoutElement;
    expect(el.attrs).toEqual([{ name: "class", value: "x ll-name ll-name-card" }]);
    expect(el.layerName).toBe("card");
    expect(css).toBe(".ll-name { padding: 1rem } .ll-name-card { color: red }");
  });
});

describe("component plan", () => {
  it("makes one component per named region, named from the layer, id, heading or landmark", () => {
    const p = plan(`
      <header data-name="header"><nav data-name="nav"><a href="/">Home</a></nav></header>
      <section data-name="hero"><h1>Build faster</h1></section>
      <section data-name="features" id="services"><h2>What we do</h2></section>
      <section data-name="section"><h2>Meet the team</h2></section>
      <section data-name="Pricing table"><h2>Plans</h2></section>
      <footer data-name="footer">f</footer>`);
    expect(p.components.map((c) => c.name)).toEqual(["SiteHeader", "Navbar", "Hero", "Services", "Team", "PricingTable", "SiteFooter"]);
    expect(p.appUses).toEqual(["SiteHeader", "Hero", "Services", "Team", "PricingTable", "SiteFooter"]);
    expect(p.components[0].uses).toEqual(["Navbar"]);
    expect(JSON.stringify(p.app)).not.toContain("layerName");
  });

  it("takes a name the user gave a layer (data-ll-component) over every other, made valid and unique", () => {
    const p = plan(
      '<section data-name="hero" data-ll-component="Pricing"><h2>Plans</h2></section>' +
        '<section data-name="features" id="services" data-ll-component="Pricing"><h2>x</h2></section>' +
        '<div data-ll-component="footer"><p>a</p></div><section><h2>Team</h2></section>',
    );
    expect(p.components.map((c) => c.name)).toEqual(["Pricing", "Pricing2", "SiteFooter"]);
    // The names reach the components only: no template keeps them, and the element carries no editor attribute.
    expect(p.components.every((c) => c.template.componentName === undefined && !c.template.attrs.some((a) => a.name.startsWith("data-ll")))).toBe(true);
    expect([...p.named.values()]).toEqual(["Pricing", "Pricing2", "SiteFooter"]);
  });

  it("falls back to landmarks when the HTML has no layer names", () => {
    const p = plan("<header>h</header><main><section id=about><h2>About</h2></section></main><footer>f</footer>");
    expect(p.components.map((c) => c.name)).toEqual(["SiteHeader", "About", "SiteFooter"]);
  });

  it("turns three or more same-shaped siblings into an item component with a data array and a unique key", () => {
    const p = plan(`<section data-name="team"><div class="grid">${card("Ada", "/a.png")}${card("Grace", "/g.png", " featured")}${card("Linus", "/l.png")}</div></section>`);
    const item = p.components.find((c) => c.list)!;
    expect(item.name).toBe("TeamMember");
    expect(item.list).toMatchObject({ data: "teamMembers", key: "title" });
    expect(item.list!.props.map((x) => x.name)).toEqual(["className", "image", "imageAlt", "title"]);
    expect(item.list!.items[1]).toEqual({ className: "card featured", image: "/g.png", imageAlt: "Grace photo", title: "Grace" });
    // Constant text stays in the template; the region renders the list.
    expect(JSON.stringify(item.template)).toContain("Same text");
    expect(p.components.find((c) => c.name === "Team")!.lists).toEqual([item.list]);
  });

  it("leaves siblings alone when they differ in structure or in attributes that are not content", () => {
    expect(plan(`<div>${card("A", "/a")}${card("B", "/b")}<article class="card"><h3>C</h3></article></div>`).components).toEqual([]);
    expect(plan('<ul><li><a href="/a" target="_blank">A</a></li><li><a href="/b" target="_self">B</a></li><li><a href="/c" target="_self">C</a></li></ul>').components).toEqual([]);
    // Only two, or separated by text: printing them from a loop would change the whitespace.
    expect(plan("<ul><li>a</li><li>b</li></ul>").components).toEqual([]);
    expect(plan("<p><b>a</b> <b>b</b> <b>c</b></p>").components).toEqual([]);
  });

  it("renders identical siblings from data too: their content as identical records, or a count when they have none", () => {
    const album = `<div class="row">${'<div class="col"><div class="card"><img src="/t.svg" alt="Thumb"><p class="card-text">Supporting text.</p><a href="#" class="btn">View</a></div></div>'.repeat(9)}</div>`;
    const p = plan(`<section><h2>Album</h2>${album}</section>`);
    const item = p.components.find((c) => c.list)!;
    expect(item.list!.items).toHaveLength(9);
    expect(item.list!.props.map((x) => x.name)).toEqual(["image", "imageAlt", "description", "href", "label"]);
    expect(new Set(item.list!.items.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(item.list!.items[0]).toEqual({ image: "/t.svg", imageAlt: "Thumb", description: "Supporting text.", href: "#", label: "View" });
    // No content at all: the item component takes no props and the data is a count.
    const dots = plan('<div class="dots"><span class="dot"></span><span class="dot"></span><span class="dot"></span></div>');
    expect(dots.components).toHaveLength(1);
    expect(dots.components[0].list).toMatchObject({ props: [], key: null });
    expect(dots.components[0].list!.items).toHaveLength(3);
  });

  it("records which component prints each original element", () => {
    const nodes = parseLayout({ html: '<section data-name="hero"><h1>x</h1><ul><li>a</li><li>b</li><li>c</li></ul></section><p>t</p>', css: "" }).nodes;
    const p = planComponents(nodes);
    const section = nodes[0] as LayoutElement;
    const h1 = section.children[0] as LayoutElement;
    const li = (section.children[1] as LayoutElement).children[2] as LayoutElement;
    expect([p.owner.get(section), p.owner.get(h1), p.owner.get(li), p.owner.get(nodes[1] as LayoutElement)]).toEqual(["Hero", "Hero", "HeroItem", "App"]);
    const placeholder = (p.components[0].template.children[1] as LayoutElement).children[0] as LayoutNode;
    expect(placeholder.type === "element" && placeholder.use && "list" in placeholder.use).toBe(true);
  });
});
