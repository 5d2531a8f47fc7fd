import { describe, expect, it } from "vitest";
import { makeContext } from "./testing/make-context.ts";
import { documentAttributes } from "./document-state.ts";
import { buildDocument } from "./document.ts";

describe("document-level state", () => {
  it("keeps dir and lang, and classes and attributes only while a kept rule names them", () => {
    const ctx = makeContext(`<main class="h-100">x</main>`, `.h-100 { height: 100%; } [data-mode] main { color: red; }`, {
      htmlAttrs: `lang="ar" dir="rtl" class="h-100 js no-touch" data-bs-theme="dark" data-mode="x" style="color: red" onclick="x()"`,
      bodyAttrs: `class="d-flex h-100" data-tracking="1"`,
    });
    expect(documentAttributes(ctx)).toEqual({
      html: { lang: "ar", dir: "rtl", class: "h-100", "data-mode": "x" },
      body: { class: "h-100" },
    });
  });

  it("is applied by buildDocument to <html> and <body>, escaped and limited to safe names", () => {
    const doc = buildDocument({
      html: "<p>x</p>",
      css: "",
      lang: "en",
      document: { html: { dir: "rtl", class: 'a"><script>', lang: "he" }, body: { class: "d-flex h-100", onload: "x()", dir: "sideways" } },
    });
    expect(doc).toContain('<html lang="he" dir="rtl">');
    expect(doc).toContain('<body class="d-flex h-100">');
    expect(doc).not.toContain("onload");
    expect(doc).not.toContain("<script>");
  });
});
