import { describe, expect, it } from "vitest";
import { elements, parseHtmlFragment } from "../dom.ts";
import { SelectorMatcher } from "./match.ts";

const ids = (html: string, selector: string) => {
  const matcher = new SelectorMatcher();
  const m = matcher.matcher(selector)!;
  return elements(parseHtmlFragment(html)).filter((el) => m(el)).map((el) => el.attribs.id);
};

describe("selector matcher", () => {
  it("matches :empty as browsers do: whitespace is content, comments are not", () => {
    expect(ids(`<div id="a"></div><div id="b"> </div><div id="c"><!-- x --></div><div id="d"><i></i></div>`, "div:empty")).toEqual(["a", "c"]);
  });

  it("matches :link and :any-link on the href, ignores :hover and pseudo-elements", () => {
    const html = `<a id="a" href="/x">x</a><a id="b">y</a>`;
    expect(ids(html, "a:link")).toEqual(["a"]);
    expect(ids(html, "a:any-link::after")).toEqual(["a"]);
    expect(ids(html, "a:hover")).toEqual(["a", "b"]);
  });

  it("matches file-button pseudo-elements only where a file input is", () => {
    const html = `<input id="t" type="text"><button id="b">x</button><input id="f" type="FILE">`;
    expect(ids(html, "::file-selector-button")).toEqual(["f"]);
    expect(ids(html, "input::-webkit-file-upload-button:hover")).toEqual(["f"]);
    expect(ids(`<input id="t" type="text"><button id="b">x</button>`, "button, ::file-selector-button")).toEqual(["b"]);
  });

  it("matches nothing where a stray zero-width space sits in a selector, as Chromium does", () => {
    const html = `<div id="c" class="card"><a id="a">x</a></div>`;
    const zw = "\u200B";
    for (const selector of [`.card${zw}`, `.card >${zw} a`, `${zw}.card`, ".card \\200b a", `a${zw}`]) {
      expect(ids(html, selector), JSON.stringify(selector)).toEqual([]);
    }
  });
});
