import { describe, expect, it } from "vitest";
import { parseFragment, serialize } from "parse5";
import { inertAttributeSource, inertHtmlAttribute, inertHtmlText, inertPlainText, inertTitleText } from "./template-delimiters.ts";
import { stripControlCharacters } from "./control-characters.ts";

const p = { tag: "p", ns: "html" as const };
/** The DOM text nodes a parser builds from the source: what AngularJS or Vue's in-DOM compiler reads. */
const textNodes = (html: string) => (parseFragment(`<p>${html}</p>`).childNodes[0] as { childNodes: { nodeName: string; value?: string }[] }).childNodes.filter((n) => n.nodeName === "#text").map((n) => n.value!);

describe("template delimiters in what we write", () => {
  it("split {{ }}, {% %}, {# #} and ${ in text so no DOM text node and no source line holds one", () => {
    const value = "{{ constructor.constructor('x')() }} {% raw %} {# c #} ${alert(1)} and {{{triple}}}";
    const html = inertHtmlText(value, p);
    expect(html).not.toMatch(/\{\{|\}\}|\{%|%\}|\{#|#\}|\$\{|[{}$]/);
    for (const node of textNodes(html)) expect(node).not.toMatch(/\{\{|\}\}|\{%|%\}|\{#|#\}|\$\{/);
    expect(textNodes(html).join("")).toBe(value);
  });

  it("leave text without a delimiter as it was, and CSS in a kept <style> alone", () => {
    expect(inertHtmlText("a { b } $5 100% #1 <i>", p)).toBe("a { b } $5 100% #1 &lt;i&gt;");
    expect(inertHtmlText("@media x { a { color: red }}", { tag: "style", ns: "html" })).toBe("@media x { a { color: red }}");
  });

  it("use an invisible word joiner where comments are not parsed: <textarea>, <title> and attribute values", () => {
    const area = inertHtmlText("{{x}}", { tag: "textarea", ns: "html" });
    expect(area).toBe("&#123;&#8288;&#123;x&#125;&#8288;&#125;");
    const parsed = (parseFragment(`<textarea>${area}</textarea>`).childNodes[0] as { childNodes: { value: string }[] }).childNodes[0].value;
    expect(parsed).toBe("{\u2060{x}\u2060}");
    expect(inertHtmlAttribute('{{a}}"')).toBe("&#123;&#8288;&#123;a&#125;&#8288;&#125;&quot;");
    expect(inertPlainText("${a}")).toBe("$\u2060{a}");
    expect(inertAttributeSource(' title="{{a}}"')).toBe(' title="&#123;&#8288;&#123;a&#125;&#8288;&#125;"');
    expect(serialize(parseFragment(`<p title="${inertHtmlAttribute("{{a}}")}"></p>`))).not.toContain("{{");
  });

  it("escape a title's % so Vite does not replace %VITE_SECRET% in index.html", () => {
    expect(inertTitleText("Sale 50% %VITE_API_KEY% {{x}}")).toBe("Sale 50&#37; &#37;VITE_API_KEY&#37; &#123;&#8288;&#123;x&#125;&#8288;&#125;");
  });
});

describe("control characters", () => {
  it("are stripped (NUL, other C0 but tab, newline, form feed and return, DEL, C1)", () => {
    expect(stripControlCharacters("a\u0000b\u0001c\td\ne\rf\fg\u007fh\u0085i\u009fj")).toBe("abc\td\ne\rf\fghij");
  });
});
