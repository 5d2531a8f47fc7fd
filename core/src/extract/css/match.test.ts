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
});
