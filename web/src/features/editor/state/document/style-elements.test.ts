import { describe, expect, it } from "vitest";
import { parseLayout } from "./parse-layout";
import { styleElementTexts } from "./style-elements";

describe("styleElementTexts", () => {
  it("lists the document's <style> elements' text in document order, nested ones and SVG ones included", () => {
    const doc = parseLayout(
      `<style>.a { color: #111; }</style><main><p>Hi</p><section><style>.b { color: #222; }</style></section><svg><style>.c { fill: #333; }</style></svg></main>`,
      ".x { color: #000; }",
    );
    expect(styleElementTexts(doc)).toEqual([".a { color: #111; }", ".b { color: #222; }", ".c { fill: #333; }"]);
  });

  it("is empty for a document without any", () => {
    expect(styleElementTexts(parseLayout("<main><p>Plain</p></main>", ""))).toEqual([]);
  });
});
