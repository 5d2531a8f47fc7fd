import { describe, expect, it } from "vitest";
import { loadDoc } from "../replay.test-support";
import { allNodes } from "./node-table";
import { behaviourTargetOf, openStateChanges } from "./open-state";
import type { LayoutDoc } from "./types";

const idOf = (doc: LayoutDoc, htmlId: string) => [...allNodes(doc.nodes)].find((n) => n.kind === "element" && n.attrs.id === htmlId)!.id;
const byHtmlId = (doc: LayoutDoc, htmlId: string) => [...allNodes(doc.nodes)].find((n) => n.kind === "element" && n.attrs.id === htmlId)!;

describe("the open state shown on the canvas", () => {
  const NAV = `<button id="t" class="toggler collapsed" aria-expanded="false" data-toggle-target="menu" data-closed-class="collapsed" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">Menu</button>
<div id="menu" class="collapse" data-open-class="show"><a id="about" href="/about">About</a></div><svg id="icon" class="block" data-follows="menu" data-open-class="hidden" data-closed-class="block"></svg>`;

  it("finds the target from its control, from itself, and nothing for an unrelated element", () => {
    const doc = loadDoc(NAV).doc;
    expect(behaviourTargetOf(doc, idOf(doc, "t"))).toBe("menu");
    expect(behaviourTargetOf(doc, idOf(doc, "menu"))).toBe("menu");
    expect(behaviourTargetOf(doc, idOf(doc, "about"))).toBeNull();
  });

  it("opens the target, sets its control's ARIA and classes, and swaps what follows it", () => {
    const doc = loadDoc(NAV).doc;
    const changes = openStateChanges(doc, "menu");
    const of = (htmlId: string) => changes.find((c) => c.id === idOf(doc, htmlId));
    expect(of("menu")).toEqual({ id: idOf(doc, "menu"), className: "collapse show", attrs: {} });
    expect(of("t")).toEqual({ id: idOf(doc, "t"), className: "toggler", attrs: { "aria-expanded": "true" } });
    expect(of("icon")!.className).toBe("hidden");
    // The document itself is untouched.
    const menu = byHtmlId(doc, "menu");
    expect(menu.kind === "element" ? menu.attrs.class : null).toBe("collapse");
  });

  it("selecting a tab pane closes the others of its group, their tabs included", () => {
    const tabs = `<a id="t1" role="tab" class="active" data-select-target="p1" data-open-class="active" data-open-attrs="aria-selected=true" data-closed-attrs="aria-selected=false">One</a>
<a id="t2" role="tab" data-select-target="p2" data-open-class="active" data-open-attrs="aria-selected=true" data-closed-attrs="aria-selected=false">Two</a>
<div id="p1" class="pane active" data-group="g" data-open-class="active">1</div><div id="p2" class="pane" hidden data-group="g" data-open-class="active" data-open-attrs="!hidden" data-closed-attrs="hidden=">2</div>`;
    const doc = loadDoc(tabs).doc;
    const changes = Object.fromEntries(openStateChanges(doc, "p2").map((c) => [c.id, c]));
    expect(changes[idOf(doc, "p2")]).toMatchObject({ className: "pane active", attrs: { hidden: null } });
    expect(changes[idOf(doc, "t2")]).toMatchObject({ className: "active", attrs: { "aria-selected": "true" } });
    expect(changes[idOf(doc, "p1")]).toMatchObject({ className: "pane", attrs: {} });
    expect(changes[idOf(doc, "t1")]).toMatchObject({ className: "", attrs: { "aria-selected": "false" } });
  });
});
