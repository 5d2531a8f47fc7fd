import { describe, expect, it } from "vitest";
import { sanitizeSvgDocument } from "./svg-document.ts";
import { sanitizeSvgDataUrl, sanitizeSvgDataUrlsInCss } from "./svg-data-url.ts";

const HOSTILE_SVG = [
  `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>`,
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">`,
  `<script>alert(2)</script><script xlink:href="https://evil.example/x.js"/>`,
  `<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></body></foreignObject>`,
  `<a href="javascript:alert(4)"><text x="1" y="5">&x;link</text></a><a xlink:href="https://evil.example/"><rect width="1" height="1"/></a>`,
  `<image href="data:image/svg+xml,&lt;svg onload=alert(5)&gt;" width="1" height="1"/><image xlink:href="https://evil.example/i.png"/>`,
  `<use href="https://evil.example/s.svg#a"/><use href="#dot"/>`,
  `<set attributeName="href" to="javascript:alert(6)"/><animate attributeName="onclick" to="alert(7)"/>`,
  `<style>@import url(https://evil.example/s.css); circle { fill: red }</style><style>.ok { fill: blue }</style>`,
  `<rect fill="url(https://evil.example/p.svg#g)" width="2" height="2"/><rect fill="url(#grad)" width="3" height="3" style="filter:url(#f)"/>`,
  `<defs><linearGradient id="grad"><stop offset="0" stop-color="red"/></linearGradient><circle id="dot" r="1"/></defs>`,
  `<circle cx="5" cy="5" r="4" fill="rgb(200,30,30)" onmouseover="alert(8)"><title>Dot &amp; ring</title></circle></svg>`,
].join("");

describe("the SVG file policy", () => {
  const out = sanitizeSvgDocument(HOSTILE_SVG)!;

  it("removes scripts, foreignObject, handlers, script and data URLs, outside references, entities and the doctype", () => {
    for (const bad of ["<script", "foreignObject", "onload", "onerror", "onmouseover", "onclick", "javascript:", "data:", "evil.example", "@import", "<!DOCTYPE", "ENTITY", "<set", "alert(1)"]) {
      expect(out, bad).not.toContain(bad);
    }
  });

  it("keeps the drawing, in-file references and styles, as well-formed XML with its namespaces", () => {
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink" viewBox="0 0 10 10">/);
    expect(out).toContain('<circle cx="5" cy="5" r="4" fill="rgb(200,30,30)"><title>Dot &amp; ring</title></circle>');
    expect(out).toContain('<use href="#dot"/>');
    expect(out).toContain('fill="url(#grad)"');
    expect(out).toContain('style="filter:url(#f)"');
    expect(out).toContain("<linearGradient");
    expect(out).toContain("<style>.ok { fill: blue }</style>");
    expect(out).toContain("link</text>");
  });

  it("finds the <svg> in an HTML document and refuses text without one", () => {
    expect(sanitizeSvgDocument(`<!DOCTYPE html><html><body><script>alert(1)</script><svg><rect width="1" height="1"/></svg></body></html>`)).toContain('<rect width="1" height="1"/>');
    expect(sanitizeSvgDocument("<html><script>alert(1)</script></html>")).toBeNull();
    expect(sanitizeSvgDocument("console.log(1)")).toBeNull();
  });

  it("applies the same policy to data: SVGs, in attributes and in CSS", () => {
    const url = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>`)}`;
    const safe = sanitizeSvgDataUrl(url)!;
    expect(safe).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(safe.split(",")[1], "base64").toString();
    expect(svg).not.toMatch(/onload|script/);
    expect(svg).toContain("<rect");
    expect(sanitizeSvgDataUrl("data:image/svg+xml,<p>no svg</p>")).toBeNull();
    const css = sanitizeSvgDataUrlsInCss(`url("${url}") no-repeat, url('data:image/svg+xml,<svg xmlns=\\'x\\'><script>1</script></svg>'), url(a.png)`);
    expect(css).toMatch(/^url\("data:image\/svg\+xml;base64,[^")]+"\) no-repeat, url\("data:image\/svg\+xml;base64,[^")]+"\), url\(a.png\)$/);
    expect(sanitizeSvgDataUrlsInCss("url(data:image/svg+xml,nothing) center")).toBe("none center");
  });
});
