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
  it("turns values used more than once into custom properties named by role or scale, and uses var() for them", () => {
    const { tokens, root } = tokenizeCss(postcss.parse(css));
    const byName = Object.fromEntries(tokens.map((t) => [t.name, t.value]));
    expect(byName["color-primary"]).toBe("#4f46e5");
    expect(byName["color-background"]).toBe("#ffffff");
    expect(byName["color-text"]).toBeUndefined(); // #1f2937 is used once
    expect(byName["font-heading"]).toBe('"Playfair Display", serif');
    expect(byName["font-body"]).toBe("Inter, sans-serif");
    expect(byName["text-5xl"]).toBe("48px");
    expect(byName["space-3"]).toBe("12px");
    expect(byName["space-4"]).toBe("16px");
    expect(byName["space-6"]).toBe("24px");
    expect(byName["radius-lg"]).toBe("8px");
    expect(byName["shadow-1"]).toBe("0 1px 2px rgba(0,0,0,.1)");
    // Used once: no token. The author's custom property stays as it is.
    expect(Object.values(byName)).not.toContain("#123456");
    expect(Object.values(byName)).not.toContain("#111827");
    const out = root.toString();
    expect(out).toContain(":root { --brand: #ff0000; }");
    expect(out).toContain(".btn { background-color: var(--color-primary); color: var(--color-background); padding: var(--space-3) var(--space-6); border-radius: var(--radius-lg); box-shadow: var(--shadow-1); }");
    expect(out).toContain(".btn-alt { background-color: var(--color-primary);");
    expect(out).toContain("margin: 0 auto var(--space-4);");
    expect(out).toContain(".once { color: #123456; font-family: var(--font-body); }");
    expect(out).toContain("@font-face { font-family: Inter; src: url(inter.woff2); }");
    expect(out).toContain("@media (max-width: 767px) { .card { padding: var(--space-4); } }");
    expect(tokensStylesheet(tokens)).toMatch(/^:root \{\n {2}--color-background: #ffffff;\n {2}--color-primary: #4f46e5;\n/);
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
