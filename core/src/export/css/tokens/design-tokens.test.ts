import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { tokenizeCss, tokensStylesheet } from "./design-tokens.ts";
import { colorScaleName } from "./token-names.ts";

const css = `
:root { --brand: #ff0000; }
body { color: #1f2937; background: #ffffff; font-family: Inter, sans-serif; }
h1, h2 { font-family: "Playfair Display", serif; color: #111827; font-size: 48px; }
.title { font-family: "Playfair Display", serif; font-size: 48px; }
.btn { background-color: #4f46e5; color: #ffffff; padding: 12px 24px; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.1); }
.btn-alt { background-color: #4F46E5; padding: 12px 16px; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.1); }
a { color: #4f46e5; }
.card { padding: 24px; margin: 0 auto 16px; border: 1px solid #e5e7eb; color: var(--brand); }
.once { color: #123456; font-family: Inter, sans-serif; }
@font-face { font-family: Inter; src: url(inter.woff2); }
@media (max-width: 767px) { .card { padding: 16px; } }
`;

describe("design tokens", () => {
  it("turns every colour and the other values used more than once into custom properties named by role or scale, and uses var() for them", () => {
    const { tokens, root } = tokenizeCss(postcss.parse(css));
    const byName = Object.fromEntries(tokens.map((t) => [t.name, t.value]));
    expect(byName["color-primary"]).toBe("#4f46e5");
    expect(byName["color-background"]).toBe("#ffffff");
    // Every colour is a token, even one used once: the body text, the headings, a one-off accent.
    expect(byName["color-text"]).toBe("#1f2937");
    expect(byName["color-heading"]).toBe("#111827");
    expect(byName["color-blue-950"]).toBe("#123456");
    expect(byName["font-heading"]).toBe('"Playfair Display", serif');
    expect(byName["font-body"]).toBe("Inter, sans-serif");
    expect(byName["text-5xl"]).toBe("48px");
    expect(byName["space-3"]).toBe("12px");
    expect(byName["space-4"]).toBe("16px");
    expect(byName["space-6"]).toBe("24px");
    expect(byName["radius-lg"]).toBe("8px");
    expect(byName["shadow-1"]).toBe("0 1px 2px rgba(0,0,0,.1)");
    // Other values used once: no token. The author's custom property stays as it is.
    expect(Object.values(byName)).not.toContain("#ff0000");
    expect(Object.values(byName)).not.toContain("1px");
    const out = root.toString();
    expect(out).toContain(":root { --brand: #ff0000; }");
    expect(out).toContain(".btn { background-color: var(--color-primary); color: var(--color-background); padding: var(--space-3) var(--space-6); border-radius: var(--radius-lg); box-shadow: var(--shadow-1); }");
    expect(out).toContain(".btn-alt { background-color: var(--color-primary);");
    expect(out).toContain("margin: 0 auto var(--space-4);");
    expect(out).toContain(".once { color: var(--color-blue-950); font-family: var(--font-body); }");
    expect(out).toContain("@font-face { font-family: Inter; src: url(inter.woff2); }");
    expect(out).toContain("@media (max-width: 767px) { .card { padding: var(--space-4); } }");
    expect(tokensStylesheet(tokens)).toMatch(/^:root \{\n {2}--color-background: #ffffff;\n {2}--color-blue-950: #123456;\n {2}--color-border: #e5e7eb;\n/);
  });

  it("gives a shadow used once no token, but puts its colours in the palette", () => {
    const { tokens, root } = tokenizeCss(postcss.parse(".a { box-shadow: 0 4px 16px rgba(99, 102, 241, 0.2) } .b { color: rgba(99, 102, 241, 0.2) }"));
    expect(tokens.filter((t) => t.group === "shadow")).toEqual([]);
    const name = tokens.find((t) => t.value === "rgba(99, 102, 241, 0.2)")!.name;
    expect(root.toString()).toContain(`.a { box-shadow: 0 4px 16px var(--${name}) }`);
  });

  it("never reuses an author's custom property name", () => {
    const { tokens } = tokenizeCss(postcss.parse(":root { --color-primary: red } .a, .b { } .a { color: #00f } .b { color: #00f } a { color: #00f }"));
    expect(tokens.map((t) => t.name)).toEqual(["color-primary-2"]);
  });

  it("names colours by hue and lightness", () => {
    expect(colorScaleName("#2563eb")).toBe("blue-600");
    expect(colorScaleName("#f3f4f6")).toBe("gray-50");
    expect(colorScaleName("rgba(0, 0, 0, 0.5)")).toBe("black-a50");
    expect(colorScaleName("#dc2626")).toMatch(/^red-/);
  });
});

describe("design tokens of a Bootstrap page", () => {
  const bootstrap = `:root { --bs-body-color: #212529; --bs-body-bg: #fff; --bs-primary: #0d6efd; --bs-link-color-rgb: 13,110,253;
  --bs-secondary-color: rgba(33, 37, 41, 0.75); --bs-border-color: #dee2e6; --bs-border-radius: 0.375rem; --bs-border-radius-sm: 0.25rem;
  --bs-box-shadow-sm: 0 0.125rem 0.25rem rgba(0, 0, 0, 0.075); --bs-font-sans-serif: system-ui, sans-serif; --bs-body-font-family: var(--bs-font-sans-serif); }
body { color: var(--bs-body-color); font-family: var(--bs-body-font-family); }
a { color: rgba(var(--bs-link-color-rgb), 1); }
.nav-link { color: #212529; }
.album-intro { border-bottom: 1px solid #dee2e6; color: #212529; }`;

  it("takes its design variables as tokens named by role, and the variables read the tokens", () => {
    const { tokens, root } = tokenizeCss(postcss.parse(bootstrap));
    const byName = Object.fromEntries(tokens.map((t) => [t.name, t.value]));
    expect(byName).toMatchObject({
      "color-text": "#212529",
      "color-background": "#fff",
      "color-primary": "#0d6efd",
      "color-border": "#dee2e6",
      "color-muted": "rgba(33, 37, 41, 0.75)",
      "font-body": "system-ui, sans-serif",
      "radius-md": "0.375rem",
      "radius-sm": "0.25rem",
    });
    expect(tokens.filter((t) => t.group === "shadow")).toHaveLength(1);
    const out = root.toString();
    expect(out).toContain("--bs-body-color: var(--color-text);");
    expect(out).toContain("--bs-primary: var(--color-primary);");
    expect(out).toContain("--bs-link-color-rgb: 13,110,253;"); // a triplet is no colour to replace
    expect(out).toContain("--bs-body-font-family: var(--bs-font-sans-serif);");
    expect(out).toContain(".album-intro { border-bottom: 1px solid var(--color-border); color: var(--color-text); }");
  });

  it("never names the text colour or a grey primary", () => {
    const css = "body { color: #212529 } a { color: #212529 } .btn { background-color: #6c757d } .btn-x { background-color: #6c757d } p { color: #212529 }";
    const names = tokenizeCss(postcss.parse(css)).tokens.map((t) => `${t.name}=${t.value}`);
    expect(names).toContain("color-text=#212529");
    expect(names.some((n) => n.startsWith("color-primary"))).toBe(false);
  });
});
