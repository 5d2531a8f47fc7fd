import { describe, expect, it } from "vitest";
import { isPrintableAttributeName, isPrintableElementName, isPrintableJsxProp } from "./printable-names.ts";

describe("names a printer may write", () => {
  it("refuses element names the policy refuses, and JSX component-looking names", () => {
    for (const target of ["html", "php", "vue", "jsx", "svelte", "astro"] as const) {
      expect(isPrintableElementName(target, "x<?=system('id');__halt_compiler();", "html")).toBe(false);
      expect(isPrintableElementName(target, "w{...(expr,{})}", "html")).toBe(false);
      expect(isPrintableElementName(target, "div", "html")).toBe(true);
      expect(isPrintableElementName(target, "linearGradient", "svg")).toBe(true);
    }
  });

  it("refuses Vue directives and reserved names in Vue templates only", () => {
    expect(isPrintableAttributeName("html", "class", "html")).toBe(true);
    expect(isPrintableAttributeName("vue", "v-html", "html")).toBe(false);
    expect(isPrintableAttributeName("php", "x<?php", "html")).toBe(false);
  });

  it("refuses Svelte and Astro directives and the elements they compile themselves", () => {
    for (const target of ["svelte", "astro"] as const) {
      for (const name of ["bind:value", "on:click", "use:action", "client:load", "set:html", "is:raw", "define:vars", "class:list", "slot"]) {
        expect(isPrintableAttributeName(target, name, "html"), `${target} ${name}`).toBe(false);
      }
      expect(isPrintableAttributeName(target, "xlink:href", "svg")).toBe(true);
      expect(isPrintableAttributeName(target, "data-toggle-target", "html")).toBe(true);
      for (const tag of ["script", "style", "slot"]) expect(isPrintableElementName(target, tag, "html")).toBe(false);
      expect(isPrintableElementName(target, "my-widget", "html")).toBe(true);
    }
  });

  it("refuses JSX props that are syntax, handlers or React's own", () => {
    expect(isPrintableJsxProp("class", "className", "html")).toBe(true);
    expect(isPrintableJsxProp("stroke-width", "strokeWidth", "svg")).toBe(true);
    expect(isPrintableJsxProp("data-ll-id", "data-ll-id", "html")).toBe(true);
    expect(isPrintableJsxProp("data-x{...(a,{})}", "data-x{...(a,{})}", "html")).toBe(false);
    expect(isPrintableJsxProp("class", "dangerouslySetInnerHTML", "html")).toBe(false);
    expect(isPrintableJsxProp("class", "onClick", "html")).toBe(false);
    expect(isPrintableJsxProp("xlink:href", "xlink:href", "svg")).toBe(false);
  });
});
