import { describe, expect, it } from "vitest";
import { buildLayers } from "./document/layers";
import { layerNameProblem } from "./document/layer-name";
import { serializeLayout } from "./document/serialize-layout";
import { changedFields, idOf, loadDoc, replay } from "./replay.test-support";

const html = `<nav class="top"><a href="/">Home</a></nav>
<section class="s1" data-name="features"><h2>Meet the team</h2></section>
<section class="s2" id="services"><h2>x</h2></section>
<ul class="list"><li class="member"><b>A</b></li><li class="member"><b>B</b></li><li class="member"><b>C</b></li></ul>`;

const names = (state: ReturnType<typeof loadDoc>) => buildLayers(state.doc).map((l) => `${l.name}${l.component ? "*" : ""}`);

describe("layer names", () => {
  it("are the exports' component names for regions and repeated items, the layer name elsewhere", () => {
    const s = loadDoc(`<div data-name="hero">${html}</div>`);
    const [root] = buildLayers(s.doc);
    expect(root.name).toBe("Hero");
    expect(root.children.map((l) => `${l.name}${l.component ? "*" : ""}`)).toEqual(["top", "Team*", "s2", "list"]);
    expect(root.children[3].children.map((l) => l.name)).toEqual(["TeamMember", "TeamMember", "TeamMember"]);
    // Without any layer names the exports fall back to landmarks and sections.
    expect(names(loadDoc(html.replace(' data-name="features"', "")))).toEqual(["Navbar*", "Team*", "Services*", "list"]);
  });

  it("a rename names the component (valid, unique), is one undo step, and leaves the markup alone", () => {
    const s = loadDoc(html);
    const renamed = replay([
      { type: "renameLayer", id: idOf(s, "s1"), name: "  class " },
      { type: "renameLayer", id: idOf(s, "s2"), name: "Class" },
      { type: "renameLayer", id: idOf(s, "list"), name: "Our people" },
    ], s);
    expect(names(renamed)).toEqual(["top", "SiteClass*", "SiteClass2*", "OurPeople*"]);
    expect(serializeLayout(renamed.doc)).toContain('<section class="s1" data-name="features" data-ll-component="class">');
    expect(names(replay([{ type: "undo" }], renamed))).toEqual(["top", "SiteClass*", "SiteClass2*", "list"]);
    // An empty or letterless name is refused, with the reason the panel shows.
    expect(changedFields(replay([{ type: "renameLayer", id: idOf(s, "s1"), name: "  " }], s), s)).toEqual([]);
    expect(layerNameProblem(" ")).toMatch(/needs a name/);
    expect(layerNameProblem("!!!")).toMatch(/at least one letter or digit/);
    expect(layerNameProblem("Pricing")).toBeNull();
  });
});
