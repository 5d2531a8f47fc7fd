import { describe, expect, it } from "vitest";
import { currentLayoutSource } from "./layout-source.ts";

describe("currentLayoutSource", () => {
  it("reads the saved edits first, else the extraction, column by column", () => {
    expect(currentLayoutSource({ editedHtml: "<b>e</b>", extractedHtml: "<i>x</i>", editedCss: null, extractedCss: "i{}" })).toEqual({ html: "<b>e</b>", css: "i{}" });
    expect(currentLayoutSource({ editedHtml: null, extractedHtml: null, editedCss: null, extractedCss: null })).toEqual({ html: "", css: "" });
  });

  it("keeps an edit that emptied the page rather than falling back to the extraction", () => {
    expect(currentLayoutSource({ editedHtml: "", extractedHtml: "<i>x</i>", editedCss: "", extractedCss: "i{}" })).toEqual({ html: "", css: "" });
  });
});
