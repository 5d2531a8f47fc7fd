import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { tokenizeCss } from "./design-tokens.ts";
import { dtcgTokens, tokensJson } from "./dtcg-tokens.ts";

const css = `body { color: #1f2937; background: #fff; font-family: "Inter", sans-serif; }
p { color: #1f2937; font-family: "Inter", sans-serif; }
.btn { background-color: #4f46e5; padding: 12px 24px; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.1); font-size: 1rem; }
.btn-alt { background-color: #4f46e5; padding: 12px 24px; border-radius: 50%; box-shadow: 0 1px 2px rgba(0,0,0,.1); font-size: 1rem; }
a { color: #4f46e5; } .x { background: #fff; border-radius: 50%; }`;

describe("DTCG tokens.json", () => {
  it("writes every token with $type and $value in the Design Tokens format, naming its CSS variable", () => {
    const { tokens } = tokenizeCss(postcss.parse(css));
    const json = dtcgTokens(tokens);
    expect(json.color.$type).toBe("color");
    expect(json.color.primary).toMatchObject({ $value: { colorSpace: "srgb", hex: "#4f46e5", alpha: 1 } });
    expect(json.color.text).toMatchObject({ $value: { hex: "#1f2937" }, $extensions: { "com.layoutlift.css": { variable: "--color-text" } } });
    expect(json.fontFamily.body).toMatchObject({ $value: ["Inter", "sans-serif"] });
    expect(json.fontFamily.$type).toBe("fontFamily");
    expect(json.fontSize.base).toMatchObject({ $value: { value: 1, unit: "rem" } });
    expect(json.spacing.$type).toBe("dimension");
    expect(json.spacing["3"]).toMatchObject({ $value: { value: 12, unit: "px" } });
    expect(json.radius).toBeUndefined(); // 50 % is no dimension: left out, not approximated
    expect(json.shadow["1"]).toMatchObject({
      $value: [{ offsetX: { value: 0, unit: "px" }, offsetY: { value: 1, unit: "px" }, blur: { value: 2, unit: "px" }, spread: { value: 0, unit: "px" }, inset: false, color: { alpha: 0.1 } }],
    });
    // Every token in a group has a $value; names carry no character the format reserves.
    for (const [, group] of Object.entries(json)) for (const [name, token] of Object.entries(group)) if (name !== "$type") {
      expect(name).not.toMatch(/[{}.$]/);
      expect(token).toHaveProperty("$value");
    }
    expect(tokensJson([])).toBeNull();
  });
});
