import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "./export-layout.ts";
import { formatDefinition } from "./formats/registry.ts";
import { parseLayout } from "./model/layout-tree.ts";
import { scopeStylesheet } from "./css/scope-css.ts";
import { reactStyleEntries } from "./print/style-object.ts";
import { phpString } from "./print/php-markup.ts";
import { phpNowdoc } from "./formats/wordpress/wordpress-template.ts";
import { exportFormats } from "../contract/export.ts";
import { AppError } from "../errors.ts";

const asText = async (format: Parameters<typeof exportLayout>[0], html: string, css = "") =>
  new TextDecoder().decode((await exportLayout(format, { html, css, title: "T" })).body);

describe("shared tree", () => {
  it("drops scripts, plugin embeds, frames, inline handlers, framework handler syntax and script URLs", () => {
    const tree = parseLayout({
      html: `<div onclick="x()" @click="y" x-on:click="z" class="a"><script>alert(1)</script><object data="x.swf"></object>
        <a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a><img src="data:text/html,<b>" alt="i">
        <iframe srcdoc="<script>1</script>" src="https://example.com/embed"></iframe><img src="data:image/png;base64,AAAA" alt="ok">
        <svg><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>t</text></a></svg></div>`,
      css: "",
    });
    const json = JSON.stringify(tree.nodes);
    for (const bad of ["onclick", "@click", "x-on:click", "script", "object", "javascript", "srcdoc", "data:text/html", "iframe", "example.com/embed"]) expect(json).not.toContain(bad);
    expect(json).toContain("data:image/png;base64,AAAA");
  });

  it("hoists <style> elements from the HTML into the stylesheet instead of losing them", () => {
    const tree = parseLayout({ html: "<style>.x{color:red}</style><p class=x>hi</p>", css: "p{margin:0}" });
    expect(tree.css).toContain("p{margin:0}");
    expect(tree.css).toContain(".x{color:red}");
  });

  it("skips a <style> element's text that is no CSS instead of refusing the whole export", async () => {
    // The parser ends the <style> at the `</style>` inside the CSS string: what is left is an unclosed string.
    const tree = parseLayout({ html: `<style>.a{content:"</style><p>after</p>"}</style><style>.b{color:red}</style>`, css: "" });
    expect(tree.css.trim()).toBe(".b{color:red}");
    expect((await exportLayout("html", { html: `<style>.a{content:"</style><p>x</p>`, css: "" })).body.byteLength).toBeGreaterThan(0);
  });

  it("keeps only whitespace a browser would render", () => {
    const tree = parseLayout({ html: "<div>\n  <p>\n   Hello   <b>big</b>\n world </p>\n  <span>a</span> <span>b</span>\n</div><pre>  a\n  b</pre>", css: "" });
    const div = tree.nodes[0];
    if (div.type !== "element") throw new Error("expected element");
    expect(div.children.map((c) => (c.type === "text" ? `"${c.value}"` : c.tag))).toEqual(["p", "span", '" "', "span"]);
    const p = div.children[0];
    if (p.type !== "element") throw new Error("expected element");
    expect(p.children.map((c) => (c.type === "text" ? c.value : c.tag))).toEqual(["Hello ", "b", " world"]);
    const pre = tree.nodes[1];
    expect(pre.type === "element" && pre.children[0]).toMatchObject({ value: "  a\n  b", preformatted: true });
  });
});

describe("react and next.js", () => {
  it("maps attributes, styles, SVG names, booleans and void elements to JSX", async () => {
    const out = await asText(
      "react",
      `<!-- note --><label for="e" class="l" tabindex="2">E</label><input id="e" value="v" checked disabled type="checkbox">
       <svg viewBox="0 0 2 2"><path stroke-width="2" fill-rule="evenodd" xlink:href="#a" d="M0 0"/></svg>
       <div style="background-color: red; -webkit-line-clamp: 2; --gap: 4px; color: blue !important" data-name="hero" aria-label="x" bgcolor="#fff"><br><img src="a.png" alt=""></div>`,
    );
    expect(out).not.toContain("note");
    expect(out).toContain('<label htmlFor="e" className="l" tabIndex={2}>E</label>');
    expect(out).toContain('<input id="e" defaultValue="v" defaultChecked disabled type="checkbox" />');
    expect(out).toContain('<path strokeWidth="2" fillRule="evenodd" xlinkHref="#a" d="M0 0" />');
    expect(out).toContain('style={{ backgroundColor: "red", WebkitLineClamp: "2", "--gap": "4px", color: "blue" }}');
    expect(out).toContain(' aria-label="x" {...{ "bgcolor": "#fff" }}');
    expect(out).not.toContain("data-name"); // the editor's layer name is not the user's markup
    expect(out).toContain('<br /><img src="a.png" alt="" />');
    expect(out).toContain("export default function ExportedLayout()");
    expect(out).toContain("<style dangerouslySetInnerHTML={{ __html: styles }} />");
  });

  it("escapes text JSX would interpret and keeps the stylesheet's closing tags inert", async () => {
    const out = await asText("nextjs", "<p>a {b} &lt;c&gt; `d` &amp; e</p>", '.x::after{content:"</style>`${x}`"}');
    expect(out).toContain('<p>{"a {b} <c> `d` & e"}</p>');
    expect(out).not.toContain("</style>");
    expect(out).toContain("\\`\\${x}\\`");
    expect(out).toContain("export default function Page()");
  });

  it("converts inline style strings with postcss, including values with colons and semicolons in strings", () => {
    expect(reactStyleEntries("background: url('a;b.png'); -ms-transform: none; grid-template-areas: 'a b'")).toEqual([
      { key: "background", value: "url('a;b.png')", custom: false },
      { key: "msTransform", value: "none", custom: false },
      { key: "gridTemplateAreas", value: "'a b'", custom: false },
    ]);
  });
});

describe("vue", () => {
  it("marks v-pre where page text would read as a mustache, nowhere else, and wraps loose text", async () => {
    const out = await asText("vue", "{{ loose }}<p>{{ x }}</p><p>plain <b>text</b></p>", "p{color:red}");
    expect(out).toContain("<span v-pre>{{ loose }}</span>");
    expect(out).toContain("<p v-pre>{{ x }}</p>");
    // Static markup without template syntax needs no v-pre.
    expect(out).toContain("<p>plain <b>text</b></p>");
    // Its one colour is a token, which the rule reads.
    expect(out).toMatch(/<style>\n:root \{\n {2}--color-red-500: red;\n\}\n\np \{\n {2}color: var\(--color-red-500\);\n\}\n<\/style>/);
  });
  it("writes plain markup without v-pre, keeping it only where Vue would read the page's markup as template syntax", async () => {
    const out = await asText("vue", `<p class="note">Plain <b>words</b></p><div class="w"><my-card>x</my-card></div><ul class="l"><li><template><b>t</b></template></li></ul>`);
    expect(out).toContain(`<p class="note">Plain <b>words</b></p>`);
    expect(out).toContain(`<div class="w" v-pre>`);
    expect(out).toContain(`<ul class="l" v-pre>`);
    expect(out.match(/v-pre/g)).toHaveLength(2);
  });
});

describe("wordpress", () => {
  it("passes text through esc_html and URLs through esc_url inside PHP strings", async () => {
    const out = await asText("wordpress", `<a href="https://x.test/?a='1'" class="c">it's &lt;?php ?&gt; \\</a>`);
    expect(out).toContain("Template Name: T");
    expect(out).toContain(`<a href="<?php echo esc_url( 'https://x.test/?a=\\'1\\'' ); ?>" class="c">`);
    expect(out).toContain(`<?php echo esc_html( 'it\\'s <?php ?> \\\\' ); ?>`);
    expect(out).toContain("get_header();");
    expect(out).toContain("get_footer();");
  });

  it("quotes PHP strings and picks a nowdoc marker the CSS does not contain", () => {
    expect(phpString(`a'b\\c?>`)).toBe(`'a\\'b\\\\c?>'`);
    expect(phpNowdoc("x").close).toBe("LAYOUTLIFT_CSS");
    expect(phpNowdoc("LAYOUTLIFT_CSS\n").close).toBe("LAYOUTLIFT_CSS_2");
  });
});

describe("wix and squarespace", () => {
  it("scopes every selector under the wrapper and maps html/body/:root to it", () => {
    const root = postcss.parse(
      "html{font-size:16px}body.home>main .x,:root{--c:1}html body .a:hover{color:red}@media (max-width:600px){.b{margin:0}}@keyframes k{from{opacity:0}}body::before{content:''}",
    );
    const out = scopeStylesheet(root, "#w").toString();
    expect(out).toContain("#w{font-size:16px}");
    expect(out).toContain("#w > main .x,#w{--c:1}");
    expect(out).toContain("#w .a:hover{color:red}");
    expect(out).toContain("@media (max-width:600px){#w .b{margin:0}}");
    expect(out).toContain("@keyframes k{from{opacity:0}}");
    expect(out).toContain("#w::before{content:''}");
  });

  it("ships a reset that beats host rules, inside one wrapper with a platform class", async () => {
    const wix = await asText("wix", '<p>x</p><img src="a.png" width="40" height="20" alt="">', "p{color:blue}");
    const sqs = await asText("squarespace", "<p>x</p>", "p{color:blue}");
    const id = /<div id="(ll-wix-[0-9a-f]{8})" class="ll-wix">/.exec(wix)?.[1];
    expect(id).toBeTruthy();
    expect(wix).toContain(`#${id} :where(:not(svg, svg *)), #${id} :where(:not(svg, svg *))::before, #${id} :where(:not(svg, svg *))::after {\n      all: revert;`);
    expect(wix).toContain(`#${id} p {\n      color: blue;`);
    // Width/height attributes are hints the reset would wipe: they come back as the weakest scoped rules.
    expect(wix).toContain(`#${id} :where(img[width="40"][height="20"]) {\n      aspect-ratio: auto 40 / 20;`);
    expect(wix.indexOf(`:where(img[width="40"])`)).toBeLessThan(wix.indexOf(`#${id} p {`));
    expect(sqs).toMatch(/<div id="ll-sqs-[0-9a-f]{8}" class="ll-sqs">/);
  });
});

describe("exportLayout", () => {
  it("names and types every format as the spec says", async () => {
    const names = {
      html: "layout.html", react: "ExportedLayout.jsx", vue: "ExportedLayout.vue", nextjs: "ExportedLayout.tsx", svelte: "ExportedLayout.svelte", astro: "ExportedLayout.astro",
      wordpress: "wordpress-template.php", wix: "wix-template.html", squarespace: "squarespace-template.html", zip: "layout-export.zip",
    };
    for (const format of exportFormats) {
      const file = await exportLayout(format, { html: "<p>x</p>", css: "" });
      expect(file.filename).toBe(names[format]);
      expect(file.contentType).toBe(formatDefinition(format).contentType);
      expect(file.body.byteLength).toBeGreaterThan(0);
    }
  });

  it("writes a complete HTML5 document with the stylesheet in <style> and the user's inline edits", async () => {
    const out = await asText("html", '<main><h1 style="color: rgb(1, 2, 3)">Hi</h1></main>', "h1{margin:0}");
    expect(out).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n {2}<head>\n {4}<meta charset="utf-8">/);
    expect(out).toContain("<title>T</title>");
    expect(out).toContain("<style>\n      h1 {\n        margin: 0;\n      }\n    </style>");
    expect(out).toContain('    <main>\n      <h1 style="color: rgb(1, 2, 3)">Hi</h1>\n    </main>');
  });

  it("carries the page's html/body attributes: on <html>/<body> in the document, on a display: contents wrapper elsewhere", async () => {
    const input = {
      html: "<main class=\"h-100\">שלום</main>",
      css: ".h-100{height:100%}",
      title: "T",
      document: { html: { dir: "rtl", lang: "he", class: "h-100", onclick: "x()" }, body: { class: "d-flex h-100", style: "color: red" } },
    };
    const text = async (format: Parameters<typeof exportLayout>[0]) => new TextDecoder().decode((await exportLayout(format, input)).body);
    const html = await text("html");
    expect(html).toContain('<html lang="he" dir="rtl" class="h-100">');
    expect(html).toContain('<body class="d-flex h-100">');
    expect(html).not.toContain("onclick");
    for (const format of ["react", "vue", "nextjs", "wix"] as const) {
      const out = await text(format);
      expect(out, format).toMatch(/<div (class|className)="ll-document" dir="rtl" lang="he"( v-pre)?>/);
      expect(out, format).toMatch(/\.ll-document \{\s*display: contents;/);
    }
    // A left-to-right page needs no wrapper.
    const ltr = new TextDecoder().decode((await exportLayout("react", { ...input, document: { html: { lang: "en" }, body: {} } })).body);
    expect(ltr).not.toContain("ll-document");
  });

  it("keeps absolute asset URLs and lists them in the README when no downloader is given", async () => {
    const file = await exportLayout("zip", { html: '<img src="https://cdn.example/a.png" alt="">', css: "" });
    const zip = unzipSync(file.body);
    expect(strFromU8(zip["index.html"])).toContain('src="https://cdn.example/a.png"');
    expect(strFromU8(zip["README.md"])).toContain("- https://cdn.example/a.png");
  });

  it("refuses unreadable CSS with a 422 that says so", async () => {
    const error = await exportLayout("html", { html: "<p>x</p>", css: "a{color:red" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toMatch(/CSS could not be read/);
  });
});

describe("layers hidden in the editor", () => {
  it("stay hidden in the export even when an author rule sets display", async () => {
    const out = await exportLayout("html", { html: '<div class="card" hidden>Secret</div><p>Shown</p>', css: ".card { display: flex; }" });
    const text = new TextDecoder().decode(out.body);
    expect(text).toMatch(/\[hidden\]\s*\{\s*display:\s*none !important;?\s*\}/);
  });
  it("add nothing when no element is hidden", async () => {
    const out = await exportLayout("html", { html: "<p>Shown</p>", css: "p { color: red; }" });
    expect(new TextDecoder().decode(out.body)).not.toContain("[hidden]");
  });
});
