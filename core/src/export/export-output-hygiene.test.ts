import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "./export-layout.ts";
import { exportFormats } from "../contract/export.ts";

/** What every written file must hold whatever the page says: no control characters, no Vite placeholders, no device names. */
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/;
const WINDOWS_DEVICE = /(^|\/)(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.[^/]*)?$/i;
/** The same characters written as a JavaScript string escape (JSX data, render functions, metadata): back at run time. */
const ESCAPED_CONTROL = /\\u00[01][0-9a-f]|\\u007f|\\u00[89][0-9a-f]|\\x[01][0-9a-f]/i;

describe("every exported file", () => {
  const input = {
    html: `<header data-name="Con"><h1>Te\u0000xt\u0001</h1></header><section data-name="Aux"><p title="a\u0007b">Body\u0085</p></section><footer data-name="Com1"><p>F</p></footer><nav data-name="Lpt1"><a href="/">x</a></nav><ul><li>a&#2;</li><li>b\u0003</li><li>c\u0004</li></ul>`,
    css: `h1 { font-family: "Forged\u0000Font", serif; content: "\u001b"; } p { color: red }`,
    title: "Sale 50% off %VITE_API_KEY% \u0000\u0001",
  };

  it("has no NUL or other control character in any format or zip file", async () => {
    for (const format of exportFormats) {
      const body = (await exportLayout(format, input)).body;
      const files = format === "zip" ? Object.entries(unzipSync(body)).filter(([p]) => !p.includes("assets/")) : [[format, body] as const];
      for (const [path, bytes] of files) {
        expect(CONTROL.test(strFromU8(bytes)), `${format}: ${path}`).toBe(false);
        expect(strFromU8(bytes), `${format}: ${path}`).not.toMatch(ESCAPED_CONTROL);
      }
    }
  });

  it("gives Vite no %NAME% to replace in a project's index.html, and names no file after a Windows device", async () => {
    const zip = unzipSync((await exportLayout("zip", input)).body);
    for (const project of ["react", "vue", "svelte"]) {
      const index = strFromU8(zip[`${project}/index.html`]);
      expect(index).toContain("<title>Sale 50&#37; off &#37;VITE_API_KEY&#37;</title>");
      expect(index).not.toMatch(/%\S+?%/);
    }
    const paths = Object.keys(zip);
    expect(paths.filter((p) => WINDOWS_DEVICE.test(p))).toEqual([]);
    expect(paths.some((p) => /\/components\/Con2\.jsx$/.test(p))).toBe(true);
  });
});
