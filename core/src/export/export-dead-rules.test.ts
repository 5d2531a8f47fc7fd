import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "./export-layout.ts";
import { prepareLayout } from "./model/prepared-layout.ts";
import { layoutDesignTokens } from "./layout-design-tokens.ts";
import { exportFormats } from "../contract/export.ts";

/**
 * Dead CSS in the plain exports (dead-rules.ts, wired in prepareLayout): every format prints from the stylesheet
 * without the rules no element of the layout can ever match, and keeps those a recorded state, a backdrop, the
 * document's root or a pointer may bring to life.
 */
const HTML = [
  '<button class="btn" data-toggle-target="m" data-open-attrs="aria-expanded=true">Go</button>',
  '<div id="m" class="menu" data-open-class="open" data-open-backdrop="shade" data-open-body-class="locked">x</div>',
  '<a class="spy" data-spy-target="m" data-spy-class="current">m</a>',
].join("");
const ALIVE = [
  ".btn { padding: 4px }",
  ".menu.open { display: block }", // a state adds .open
  ".spy.current { font-weight: 700 }", // scrollspy adds .current
  ".shade { opacity: .5 }", // the dialog's backdrop, outside the layout
  ".locked .menu { overflow: hidden }", // the body's class while open
  ".btn[aria-expanded=true] { color: navy }", // an attribute a state sets
  ".menu:hover { color: green }", // waits for a pointer
  ":root { --accent: teal }",
  ".btn { border-color: var(--accent) }",
];
const DEAD = [
  ".btn:disabled { opacity: .25 }", // no disabled button
  ".nav-tabs .nav-link { margin-bottom: -1px }", // no tabs
  ".dropdown-divider { height: 0 }",
];
const CSS = [...ALIVE, ...DEAD].join("\n");
const input = { html: HTML, css: CSS, title: "T" };

/** Every text file of the export, the zip's opened. */
async function exported(format: (typeof exportFormats)[number]): Promise<string> {
  const { body } = await exportLayout(format, input);
  if (format !== "zip") return new TextDecoder().decode(body);
  return Object.values(unzipSync(body)).map((bytes) => strFromU8(bytes)).join("\n");
}

describe("dead rules in the plain exports", () => {
  it("are left out of the prepared stylesheets every format prints from, with their declarations counted", () => {
    const layout = prepareLayout(input);
    for (const css of [layout.formattedCss, layout.componentCss]) {
      expect(css).not.toMatch(/:disabled|nav-tabs|dropdown-divider/);
      for (const alive of [".menu.open", ".spy.current", ".shade", ".locked", "aria-expanded", ".menu:hover", "--accent"]) expect(css).toContain(alive);
    }
    expect(layout.dead).toBe(3);
  });

  it.each(exportFormats)("are not in the %s export, and what a recorded state needs is", async (format) => {
    const text = await exported(format);
    expect(text).not.toMatch(/:disabled|nav-tabs|dropdown-divider|-1px/);
    for (const alive of ["open", "current", "shade", "locked", "navy", "green", "teal"]) expect(text).toContain(alive);
  });

  it("stay where the stylesheet is read without its markup (the editor's design tokens)", () => {
    const css = ".a { color: #123456 } .b { color: #123456 } .c { color: #123456 }";
    // No markup: every rule would look dead; the tokens are read from all of them.
    expect(layoutDesignTokens({ css }).some((t) => t.value === "#123456")).toBe(true);
    expect(prepareLayout({ html: "", css }, { keepDeadRules: true }).formattedCss).toContain(".c");
    expect(prepareLayout({ html: "", css }).formattedCss).not.toContain(".c");
  });
});
