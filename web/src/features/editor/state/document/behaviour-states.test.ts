import { describe, expect, it } from "vitest";
import { buildLayers, layerTitle, type Layer } from "./layers";
import { getNode } from "./node-table";
import { loadDoc } from "../replay.test-support";

/** Every layer in tree order, as its data-name and what Layers appends ("Menu · collapsed"). */
const titles = (html: string) => {
  const doc = loadDoc(html).doc;
  const given = (l: Layer) => {
    const node = getNode(doc.nodes, l.id);
    return node?.kind === "element" ? (node.attrs["data-name"] ?? node.tag) : "?";
  };
  const walk = (layers: Layer[]): string[] => layers.flatMap((l) => [layerTitle({ ...l, name: given(l) }), ...walk(l.children)]);
  return walk(buildLayers(doc));
};

describe("layers name the parts a behaviour opens", () => {
  it("a collapsed navbar menu, and the toggler that opens it stays as it is", () => {
    const html = `<header data-name="Header"><button id="t" class="toggler collapsed" data-toggle-target="menu" data-closed-class="collapsed">Toggle</button>
<div id="menu" class="collapse" data-name="Menu" data-open-class="show"><a href="/about">About</a></div></header>`;
    expect(titles(html)).toEqual(["Header", "button", "Menu · collapsed", "a"]);
    // As the row reads it, with the name the layer really has.
    expect(buildLayers(loadDoc(html).doc)[0]!.children.map(layerTitle)).toEqual(["toggler", "SiteMenu · collapsed"]);
  });

  it("an open target has no suffix; it gains one when the document closes it, and loses it when opened", () => {
    const closed = `<button data-toggle-target="c1" data-name="One">One</button><div id="c1" class="collapse" data-group="acc" data-open-class="show" data-name="Body one">x</div>`;
    const open = closed.replace('class="collapse"', 'class="collapse show"');
    expect(titles(closed)).toContain("Body one · collapsed");
    expect(titles(open)).toContain("Body one");
    expect(titles(open).some((t) => t.includes("·"))).toBe(false);
  });

  it("inactive tab panes, closed dropdowns and dialogs, other carousel slides", () => {
    const html = `<div role="tablist"><a role="tab" data-select-target="p1" data-name="Tab 1">Home</a><a role="tab" data-select-target="p2" data-name="Tab 2">Profile</a></div>
<div id="p1" class="pane active" data-group="tabs" data-open-class="active" data-name="Pane 1">a</div>
<div id="p2" class="pane" hidden data-group="tabs" data-open-class="active" data-open-attrs="!hidden" data-name="Pane 2">b</div>
<button data-toggle-target="dd" data-name="Options">Options</button><ul id="dd" class="menu" data-open-class="show" data-dismiss="escape outside" data-name="Options menu"><li data-name="Edit">Edit</li></ul>
<button data-toggle-target="m" data-name="Open">Open</button><div id="m" class="modal" aria-hidden="true" data-open-class="show" data-open-attrs="!aria-hidden aria-modal=true role=dialog" data-name="Dialog">d</div>
<div id="s1" class="slide active" data-group="car" data-open-class="active" data-name="Slide 1">1</div><div id="s2" class="slide" data-group="car" data-open-class="active" data-name="Slide 2">2</div>
<button data-step-group="car" data-step="next" data-name="Next">Next</button>`;
    expect(titles(html)).toEqual([
      "div", "Tab 1", "Tab 2",
      "Pane 1", "Pane 2 · inactive",
      "Options", "Options menu · closed", "Edit",
      "Open", "Dialog · closed",
      "Slide 1", "Slide 2 · other slide", "Next",
    ]);
  });

  it("a hidden element no control opens is not called collapsed, nor is a target of a control that is missing", () => {
    const html = `<div id="gone" hidden data-name="Gone">x</div><div id="orphan" class="collapse" data-open-class="show" data-name="Orphan">y</div>`;
    expect(titles(html)).toEqual(["Gone", "Orphan"]);
  });

  it("a target hidden by the attribute alone, opened by a control", () => {
    const html = `<button data-toggle-target="more" data-name="More">More</button><p id="more" hidden data-name="Details">z</p>`;
    expect(titles(html)).toEqual(["More", "Details · collapsed"]);
  });
});
