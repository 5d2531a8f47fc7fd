import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { scopeStylesheet } from "./scope-css.ts";
import { scopeRem } from "./scope-rem.ts";

const scope = (css: string, document?: { html: Record<string, string>; body: Record<string, string> }) =>
  scopeStylesheet(postcss.parse(css), "#w", document).toString().replace(/\s+/g, " ").replace(/} /g, "}").trim();

describe("scoping a page's document roots onto the embed wrapper", () => {
  const cover = { html: { class: "h-100", "data-bs-theme": "dark" }, body: { class: "d-flex h-100" } };

  it("gives a rule the wrapper too when the page's <html> or <body> satisfied its first compound", () => {
    const out = scope(".d-flex{display:flex}.h-100{height:100%}[data-bs-theme=dark] .card{color:#fff}.mb-3{margin:1rem}", cover);
    expect(out).toContain("#w .d-flex{display:flex}#w.d-flex{display:flex}");
    expect(out).toContain("#w [data-bs-theme=dark] .card{color:#fff}#w[data-bs-theme=dark] .card{color:#fff}");
    // A class neither root had stays on descendants only.
    expect(out).toContain("#w .mb-3{margin:1rem}");
    expect(out).not.toContain("#w.mb-3");
    // An attribute value the root did not have does not match it.
    expect(scope("[data-bs-theme=light] .card{color:#000}", cover)).toBe("#w [data-bs-theme=light] .card{color:#000}");
  });

  it("turns percentage heights on the wrapper into viewport heights once <html> had one", () => {
    expect(scope("html,body{height:100%}body{min-height:50%}.x{height:100%}")).toBe("#w,#w{height:100vh}#w{min-height:50vh}#w .x{height:100%}");
    // Without a percentage height on <html>, body's percentage resolved to auto on the page: left alone.
    expect(scope("body{height:100%}")).toBe("#w{height:100%}");
    expect(scope(".h-100{height:100%!important}", cover)).toContain("#w.h-100{height:100vh!important}");
  });

  it("lets `*` rules reach the wrapper, which stood for <body> (box-sizing of a full-height body)", () => {
    expect(scope("*,::before{box-sizing:border-box}")).toBe("#w *,#w ::before{box-sizing:border-box}#w{box-sizing:border-box}");
  });

  it("makes the wrapper a viewport tall when the page's root painted a background", () => {
    expect(scope("body{background-color:#212529}")).toBe("#w{min-height:100vh}#w{background-color:#212529}");
    expect(scope("body{background:transparent}.x{background:red}")).toBe("#w{background:transparent}#w .x{background:red}");
  });
});

describe("the wrapper's own font size", () => {
  it("resolves custom properties declared on the wrapper instead of depending on --ll-rem", () => {
    const root = scopeRem(postcss.parse("#w{--fs:1rem;--lh:1.5}#w{font-size:var(--fs)}#w p{margin:1rem}"), "#w");
    const out = root.toString().replace(/\s+/g, " ");
    expect(out).toContain("#w{font-size:calc(1 * 16px)}");
    expect(out).toContain("#w p{margin:calc(1 * var(--ll-rem))}");
  });
});
