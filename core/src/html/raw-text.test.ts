import { describe, expect, it } from "vitest";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { escapeHtmlAttribute, escapeStyleElementText, serializeTextIn } from "./raw-text.ts";

type El = DefaultTreeAdapterMap["element"];
const elements = (html: string): string[] => {
  const out: string[] = [];
  const walk = (n: DefaultTreeAdapterMap["parentNode"]) => n.childNodes.forEach((c) => "tagName" in c && (out.push(c.tagName), walk(c as El)));
  walk(parseFragment(html));
  return out;
};

describe("text written into HTML", () => {
  it("escapes textarea and title text so `</textarea>` cannot close them", () => {
    const payload = "</textarea><img src=x onerror=alert(1)>";
    for (const tag of ["textarea", "title"]) {
      const html = `<${tag}>${serializeTextIn(payload, { tag, ns: "html" })}</${tag}>`;
      expect(elements(html), tag).toEqual([tag]);
      const text = (parseFragment(html).childNodes[0] as El).childNodes[0] as DefaultTreeAdapterMap["textNode"];
      expect(text.value).toBe(payload);
    }
  });

  it("keeps CSS meaning in <style> while the parser sees no end tag", () => {
    const css = 'a::after { content: "</style><img src=x onerror=alert(1)>" } /* </STYLE> */';
    const html = `<style>${serializeTextIn(css, { tag: "style", ns: "html" })}</style>`;
    expect(elements(html)).toEqual(["style"]);
    expect(escapeStyleElementText(css)).toContain('"<\\/style><img');
  });

  it("writes nothing inside raw-text elements that cannot be escaped", () => {
    expect(serializeTextIn("</xmp><img onerror=x>", { tag: "xmp", ns: "html" })).toBe("");
    expect(serializeTextIn("</script>", { tag: "script", ns: "html" })).toBe("");
  });

  it("escapes SVG <style> text as normal text, since foreign content parses markup there", () => {
    const html = `<svg><style>${serializeTextIn("<img src=x onerror=alert(1)>", { tag: "style", ns: "svg" })}</style></svg>`;
    expect(elements(html)).toEqual(["svg", "style"]);
  });

  it("escapes angle brackets in attribute values", () => {
    expect(escapeHtmlAttribute(`"</style><b>&`)).toBe("&quot;&lt;/style&gt;&lt;b&gt;&amp;");
  });
});
