import { describe, expect, it } from "vitest";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { parseLayout } from "./parse-layout";
import { serializeLayout, serializeChildren } from "./serialize-layout";
import { updateNodes, allNodes } from "./node-table";
import type { ElementNode, LayoutDoc } from "./types";

type Node = DefaultTreeAdapterMap["node"];
const BREAKOUT = "</textarea></title></style><img src=x onerror=alert(1)>";

/** Every element and attribute the browser would build from the markup (what would run, if anything). */
function parsed(html: string): { tags: string[]; attrs: string[] } {
  const tags: string[] = [];
  const attrs: string[] = [];
  const walk = (n: Node) => {
    if ("tagName" in n) {
      tags.push(n.tagName);
      attrs.push(...n.attrs.map((a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name)));
    }
    const kids = "content" in n ? (n as DefaultTreeAdapterMap["template"]).content.childNodes : "childNodes" in n ? n.childNodes : [];
    kids.forEach(walk);
  };
  walk(parseFragment(html));
  return { tags, attrs };
}

function withTextIn(doc: LayoutDoc, tag: string, text: string): LayoutDoc {
  const el = [...allNodes(doc.nodes)].find((n) => n.kind === "element" && n.tag === tag) as ElementNode;
  const id = `n${doc.nextId}`;
  const nodes = updateNodes(doc.nodes, [{ kind: "text", id, text, parent: el.id }, { ...el, children: [id] }], el.children);
  return { ...doc, nodes, nextId: doc.nextId + 1 };
}

describe("editor parse and serialize under the active-content policy", () => {
  it("keeps text typed into raw-text elements as text: it cannot close them", () => {
    for (const tag of ["textarea", "style"]) {
      const doc = withTextIn(parseLayout(`<${tag}></${tag}><p>after</p>`, ""), tag, BREAKOUT);
      for (const mode of ["save", "canvas", "export"] as const) {
        const html = serializeLayout(doc, mode);
        expect(parsed(html).tags, `${tag} ${mode}: ${html}`).toEqual([tag, "p"]);
        expect(parsed(html).attrs).not.toContain("onerror");
      }
      // And it survives the round trip unchanged for the element that shows text.
      if (tag === "textarea") expect(serializeLayout(parseLayout(serializeLayout(doc), ""))).toBe(serializeLayout(doc));
    }
  });

  it("escapes SVG <style> text, which the parser reads as markup", () => {
    const doc = withTextIn(parseLayout(`<svg><style></style></svg>`, ""), "style", "<img src=x onerror=alert(1)>");
    expect(parsed(serializeLayout(doc)).tags).toEqual(["svg", "style"]);
    expect(parsed(serializeChildren(doc, [...allNodes(doc.nodes)].find((n) => n.kind === "element" && n.tag === "svg")!.id)).tags).toEqual(["style"]);
  });

  it("loads hostile markup clean: names, handlers, obfuscated URLs, mutation payloads", () => {
    const doc = parseLayout(
      `<x<?=system('id');__halt_compiler();>t</x<?=system('id');__halt_compiler();><w{...(expr,{})}></w{...(expr,{})}>` +
        // The raw breakout ends <title> for real (the parser reads it so); the <img> after it is markup, cleaned.
        `<a href=" java&#x09;script:alert(1)" onclick="x()">a</a><title>${BREAKOUT}</title><textarea>${BREAKOUT.replace(/</g, "&lt;")}</textarea>` +
        `<svg><set attributeName="href" to="javascript:alert(1)"></set><use xlink:href="#i"></use></svg>` +
        `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
      "",
    );
    const html = serializeLayout(doc);
    const { tags, attrs } = parsed(html);
    expect(tags).toEqual(["span", "span", "a", "img", "textarea", "svg", "use", "form", "math", "mtext"]);
    expect(attrs).toEqual(["href", "src", "xlink:href"]);
    expect(html).toContain('<a href="#">a</a>');
    expect(html).toContain(`<textarea>&lt;/textarea&gt;&lt;/title&gt;&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</textarea>`);
  });

  it("refuses to write a name the policy refuses even when an edit put it in the document", () => {
    const doc = parseLayout(`<p class="a">x</p>`, "");
    const p = [...allNodes(doc.nodes)].find((n) => n.kind === "element") as ElementNode;
    const edited = { ...doc, nodes: updateNodes(doc.nodes, [{ ...p, tag: "w{...(expr,{})}", attrs: { onclick: "x()", 'x"><img': "1", class: "a" } }]) };
    expect(serializeLayout(edited)).toBe("");
    const attrs = { ...doc, nodes: updateNodes(doc.nodes, [{ ...p, attrs: { onclick: "x()", 'x"><img': "1", title: '"><img src=x onerror=alert(1)>' } }]) };
    expect(serializeLayout(attrs)).toBe('<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>');
  });
});
