import { describe, expect, it } from "vitest";
import { isAllowedAttributeName, isAllowedElementName, isCustomElementName } from "./names.ts";

describe("element and attribute names", () => {
  it("allows known HTML, SVG and MathML elements in the case a parser gives them, and custom elements", () => {
    for (const tag of ["div", "h1", "img", "template", "x-card", "my-widget-2"]) expect(isAllowedElementName(tag, "html"), tag).toBe(true);
    for (const tag of ["svg", "linearGradient", "feGaussianBlur", "path", "use", "fedropshadow"]) expect(isAllowedElementName(tag, "svg"), tag).toBe(true);
    for (const tag of ["math", "mi", "mfrac"]) expect(isAllowedElementName(tag, "math"), tag).toBe(true);
  });

  it("refuses names outside the grammar, unknown names, and names from another vocabulary", () => {
    for (const tag of ["x<?=system('id');__halt_compiler();", "w{...(expr,{})}", "Div", "script", "iframe", "foo", "x-", "annotation-xml", "a:b", "linearGradient"]) {
      expect(isAllowedElementName(tag, "html"), tag).toBe(tag === "x-");
    }
    for (const tag of ["script", "foreignObject", "LinearGradient", "x{}", "div"]) expect(isAllowedElementName(tag, "svg"), tag).toBe(false);
    expect(isAllowedElementName("annotation-xml", "math")).toBe(false);
  });

  it("keeps custom element names to a safe ASCII grammar", () => {
    expect(isCustomElementName("x-card")).toBe(true);
    expect(isCustomElementName("font-face")).toBe(false);
    expect(isCustomElementName("x-{a}")).toBe(false);
    expect(isCustomElementName("X-card")).toBe(false);
  });

  it("allows known attributes per namespace plus data-/aria- in a plain grammar, never handlers", () => {
    for (const name of ["class", "href", "data-ll-id", "data-name", "aria-label", "target", "shadowrootmode"]) expect(isAllowedAttributeName(name, "html"), name).toBe(true);
    for (const name of ["viewBox", "viewbox", "xlink:href", "stroke-width", "attributeName"]) expect(isAllowedAttributeName(name, "svg"), name).toBe(true);
    for (const name of [
      "onclick", "ONERROR", "onload", "srcdoc", "nonce", "is", "@click", ":href", "v-html", "x-on:click", "hx-get",
      "data-x{...(a,{})}", "data-a.b", "data-", "aria-x-y", "data-ng-click", "data-bind", "data-hx-post", "w{...(a,{})}",
      "x<y", "http-equiv", "xlink:href", "viewBox",
    ]) expect(isAllowedAttributeName(name, "html"), name).toBe(false);
  });

  it("allows a custom element its own plain attributes (shadow styles key on them), never handlers or directives", () => {
    for (const name of ["featured", "price", "note", "variant"]) {
      expect(isAllowedAttributeName(name, "html", "ticket-tier"), name).toBe(true);
      expect(isAllowedAttributeName(name, "html", "div"), name).toBe(false);
    }
    for (const name of ["onclick", "hx-get", "x-data", "x-init", "v-html", "ng-click", "is", "srcdoc", "nonce", "Featured", "data-bind", "a:b"]) {
      expect(isAllowedAttributeName(name, "html", "ticket-tier"), name).toBe(false);
    }
    expect(isAllowedAttributeName("featured", "svg", "ticket-tier")).toBe(false);
  });

  it("drops every framework's directive attributes on every element, and keeps plain data and Vue's style markers", () => {
    const directives = [
      "data-script", "script", "_", "data-hs", "up-on-click", "up-follow", "data-up-target", "hx-on:click", "hx-get", "data-hx-trigger",
      "x-data", "x-html", "data-ng-bind-html", "ng-click", "x-ng-init", "ng:click", "v-html", "v-scope", "data-bind",
      "data-controller", "data-action", "ic-post-to", "data-ic-get-from", "mv-app",
    ];
    for (const tag of ["div", "ticket-tier", "span", "my-widget"]) {
      for (const name of directives) expect(isAllowedAttributeName(name, "html", tag), `${tag} ${name}`).toBe(false);
    }
    for (const name of ["script", "_", "data-script", "v-on"]) expect(isAllowedAttributeName(name, "svg", "rect"), name).toBe(false);
    for (const name of ["data-v-7ba5bd90", "data-name", "data-upload", "data-scripted", "data-actions", "data-binding"]) expect(isAllowedAttributeName(name, "html", "div"), name).toBe(true);
  });
});
