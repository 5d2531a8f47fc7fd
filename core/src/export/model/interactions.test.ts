import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { exportLayout } from "../export-layout.ts";
import { parseLayout } from "./layout-tree.ts";
import { planInteractions } from "./interactions.ts";
import { codeText } from "../testing/code-text.ts";

const PAGE =
  `<nav id="top" class="bar" data-scrolled-from="1" data-scrolled-class="solid">` +
  `<button class="toggler shut" aria-expanded="false" data-toggle-target="menu" data-closed-class="shut" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">Menu</button>` +
  `<ul id="menu" class="collapse" data-open-class="show" data-dismiss="escape outside"><li><a href="#one" data-spy-target="one" data-spy-class="active" data-spy-line="0.5">One</a></li></ul></nav>` +
  `<div role="tablist"><button role="tab" class="tab on" data-select-target="p1" data-open-class="on">A</button><button role="tab" class="tab" data-select-target="p2" data-open-class="on">B</button></div>` +
  `<section id="p1" class="pane on" data-group="tabs-1" data-open-class="on">One</section><section id="p2" class="pane" data-group="tabs-1" data-open-class="on">Two</section>` +
  `<section id="one">Section</section>`;
const CSS = ".collapse:not(.show){display:none} .pane:not(.on){display:none} .solid{background:#000}";

async function project(format: "react/" | "vue/" | "nextjs/", html = PAGE): Promise<Record<string, string>> {
  const zip = unzipSync((await exportLayout("zip", { html, css: CSS, title: "Menus" })).body);
  return Object.fromEntries(Object.entries(zip).filter(([p]) => p.startsWith(format)).map(([p, b]) => [p.slice(format.length), strFromU8(b)]));
}

describe("interaction state for the framework exports", () => {
  it("names one state per target, group, offset and scrollspy, with what was open at capture", () => {
    const { plan } = planInteractions(parseLayout({ html: PAGE, css: CSS }).nodes);
    expect(plan.states).toEqual([
      expect.objectContaining({ kind: "disclosure", name: "menu", target: "menu", initial: false, dismiss: ["escape", "outside"] }),
      expect.objectContaining({ kind: "selection", name: "tabs1", members: ["p1", "p2"], initial: "p1" }),
      { kind: "scroll", name: "scrolled", from: 1 },
      { kind: "spy", name: "scrollSpy", sections: ["one"], line: 0.5 },
    ]);
    expect([...plan.stateClasses].sort()).toEqual(["active", "on", "show", "shut", "solid"]);
  });

  it("binds classes and ARIA to React state, with no runtime and none of the vocabulary left", async () => {
    const files = await project("react/");
    const all = Object.values(files).join("\n");
    expect(all).not.toMatch(/data-toggle-target|data-open-class|data-select-target|data-scrolled|data-spy|behaviours\.js/);
    // The menu (closed by Escape and a click outside) lives in the one component that holds it and its button.
    expect(files["src/PageInteractions.jsx"]).not.toContain("useDisclosure(");
    expect(codeText(files["src/components/Navbar.jsx"])).toContain(codeText("const [menuOpen, setMenuOpen] = useState(false);"));
    expect(codeText(files["src/PageInteractions.jsx"])).toContain(codeText('const tabs1 = useSelection(["p1", "p2"], "p1");'));
    expect(files["src/main.jsx"]).toContain("<PageInteractions>");
    expect(codeText(all)).toContain(codeText('className={menuOpen ? "toggler" : "toggler shut"} aria-expanded={menuOpen} onClick={toggleMenu}'));
    expect(codeText(all)).toContain(codeText('className={tabs1.selected === "p2" ? "pane on" : "pane"}'));
    expect(codeText(all)).toContain(codeText('onClick={(event) => tabs1.select("p2", event)}'));
    expect(codeText(all)).toContain(codeText('className={scrolled.past ? "bar solid" : "bar"}'));
    expect(codeText(all)).toContain(codeText('className={scrollSpy.current === "one" ? "active" : undefined}'));
    expect(files["src/interactions.js"]).toMatch(/useState\(/);
  });

  it("makes tabs, a carousel and a dropdown small named components that hold their own state", async () => {
    const html =
      `<main><div class="dropdown"><button aria-expanded="false" data-toggle-target="m1" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">More</button>` +
      `<ul id="m1" class="menu" data-open-class="show" data-dismiss="escape outside"><li>Careers</li></ul></div>` +
      `<div class="tabs"><div role="tablist"><button role="tab" aria-selected="true" data-select-target="t1" data-open-attrs="aria-selected=true" data-closed-attrs="aria-selected=false">A</button>` +
      `<button role="tab" aria-selected="false" data-select-target="t2" data-open-attrs="aria-selected=true" data-closed-attrs="aria-selected=false">B</button></div>` +
      `<div id="t1" class="pane on" data-group="tabs-1" data-open-class="on">One</div><div id="t2" class="pane" data-group="tabs-1" data-open-class="on">Two</div></div>` +
      `<div class="carousel"><div id="s1" class="slide on" data-group="carousel-1" data-open-class="on">1</div><div id="s2" class="slide" data-group="carousel-1" data-open-class="on">2</div>` +
      `<button data-step-group="carousel-1" data-step="prev">Prev</button><button data-step-group="carousel-1" data-step="next">Next</button></div></main>`;
    const react = await project("react/", html);
    expect(codeText(react["src/components/Dropdown.jsx"])).toContain(codeText("const [menuOpen, setMenuOpen] = useState(false);"));
    expect(codeText(react["src/components/Dropdown.jsx"])).toContain(codeText("aria-expanded={menuOpen} onClick={toggleMenu}"));
    expect(codeText(react["src/components/Tabs.jsx"])).toContain(codeText('const [activeTab, setActiveTab] = useState("t1");'));
    expect(codeText(react["src/components/Tabs.jsx"])).toContain(codeText('aria-selected={activeTab === "t2"} onClick={(event) => showTab("t2", event)} onKeyDown={moveBetweenTabs}'));
    expect(codeText(react["src/components/Carousel.jsx"])).toContain(codeText('const [activeSlide, setActiveSlide] = useState("s1");'));
    expect(codeText(react["src/components/Carousel.jsx"])).toContain(codeText("onClick={showNextSlide}"));
    // No state is left for the page: no provider, no shared hooks.
    expect(Object.keys(react).filter((p) => /PageInteractions|useInteractions|interactions\.js/.test(p))).toEqual([]);
    const next = await project("nextjs/", html);
    expect(next["components/Tabs.tsx"].startsWith('"use client";')).toBe(true);
    expect(codeText(next["components/Tabs.tsx"])).toContain(codeText('useState<string | null>("t1")'));
    const vue = await project("vue/", html);
    expect(codeText(vue["src/components/AppCarousel.vue"])).toContain(codeText('const activeSlide = ref("s1");'));
    expect(codeText(vue["src/components/AppTabs.vue"])).toContain(codeText(`:aria-selected="activeTab === 't2'" @click="showTab('t2', $event)"`));
    expect(codeText(vue["src/components/AppDropdown.vue"])).toContain(codeText(`:aria-expanded="menuOpen" @click="toggleMenu"`));
  });

  it("makes a menu portalled to the body's end (Radix) a Dropdown that renders it back there", async () => {
    const html =
      `<header class="header"><a href="#top">Quayside</a><button aria-expanded="false" aria-haspopup="menu" data-toggle-target="m1" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">Account</button></header>` +
      `<main><p>Berths</p></main>` +
      `<div class="popper"><div id="m1" role="menu" class="menu" data-open-class="show" data-dismiss="escape outside"><div role="menuitem">Sign out</div></div></div>`;
    const react = await project("react/", html);
    const dropdown = codeText(react["src/components/Dropdown.jsx"]);
    expect(dropdown).toContain(codeText("const [menuOpen, setMenuOpen] = useState(false);"));
    expect(dropdown).toContain(codeText('import { createPortal } from "react-dom";'));
    // The trigger, then the menu back at the end of <body>: a sibling, so a click in it never reaches toggleMenu.
    expect(react["src/components/Dropdown.jsx"]).toMatch(/<\/button>\s*\{mounted &&\s*createPortal\(\s*<div className="popper">[\s\S]*<\/div>,\s*document\.body,?\s*\)\}\s*<\/>/);
    expect(Object.values(react).some((text) => typeof text === "string" && /useInteractions|PageInteractions/.test(text))).toBe(false);
    const next = await project("nextjs/", html);
    expect(codeText(next["components/Dropdown.tsx"])).toContain(codeText("useEffect(() => setMounted(true), []);"));
    const vue = await project("vue/", html);
    expect(vue["src/components/AppDropdown.vue"]).toMatch(/<\/button>\s*<Teleport to="body">\s*<div class="popper">[\s\S]*<\/Teleport>/);
  });

  it("makes the Next.js components that read state client components", async () => {
    const files = await project("nextjs/");
    const stateful = Object.entries(files).filter(([p, text]) => p.endsWith(".tsx") && text.includes("useInteractions()"));
    expect(stateful.length).toBeGreaterThan(0);
    for (const [, text] of stateful) expect(text.startsWith('"use client";')).toBe(true);
    expect(codeText(files["app/layout.tsx"])).toContain(codeText("<PageInteractions>{children}</PageInteractions>"));
    expect(codeText(files["components/interactions.ts"])).toContain(codeText("export function useDisclosure(id: string, initial: boolean"));
  });

  it("binds Vue templates to refs from page-state.js", async () => {
    const files = await project("vue/");
    const all = Object.values(files).join("\n");
    expect(files["src/page-state.js"]).not.toContain("useDisclosure(");
    expect(codeText(files["src/components/NavbarSection.vue"])).toContain(codeText("const menuOpen = ref(false);"));
    expect(codeText(all)).toContain(codeText(`:class="{ shut: !menuOpen }" :aria-expanded="menuOpen" @click="toggleMenu"`));
    expect(codeText(all)).toContain(codeText(`@click="tabs1.select('p2', $event)"`));
    expect(files["src/interactions.js"]).toMatch(/ref\(/);
    expect(files["src/App.vue"]).toContain("useDismissal(disclosures);");
  });

  it("keeps the state in the single-file downloads too, Tailwind flavour included", async () => {
    const single = async (format: "react" | "nextjs" | "vue", cssFlavour?: "tailwind") =>
      new TextDecoder().decode((await exportLayout(format, { html: PAGE, css: CSS, title: "Menus", cssFlavour })).body);
    const react = await single("react");
    expect(react).toContain("function PageInteractions({ children })");
    expect(react).toMatch(/export default function ExportedLayout\(\) \{\n {2}return \(\n {4}<PageInteractions>/);
    const next = await single("nextjs");
    expect(next.startsWith('"use client";')).toBe(true);
    expect(next).not.toMatch(/^export (function|interface|const) /m);
    const vue = await single("vue");
    expect(vue).toContain("useDismissal(disclosures);");
    expect(vue).toContain('<button class="toggler" :class="{ shut: !menu.open }" :aria-expanded="menu.open" @click="menu.toggle">');
    const tailwind = await single("react", "tailwind");
    expect(tailwind).toContain("scrolled.past ?");
    expect(tailwind).toContain("onClick={menu.toggle}");
  });

  it("binds nothing a hostile layout writes outside the contract", async () => {
    const hostile =
      `<button data-toggle-target="x" data-open-attrs="onclick=alert(1)">A</button>` +
      `<div id="x" data-open-class="url(x)" data-scrolled-from="1" data-scrolled-class="javascript:a" data-open-attrs="href=javascript:alert(1)">B</div>`;
    const all = Object.values(await project("react/", hostile)).join("\n");
    expect(all).not.toMatch(/alert|javascript:|url\(x\)/i);
    expect(all).not.toMatch(/onclick/);
    // The control still opens its target: only the refused parts are gone.
    expect(all).toContain("onClick={x.toggle}");
  });
});
