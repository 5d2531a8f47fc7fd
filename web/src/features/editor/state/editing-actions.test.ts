import { describe, expect, it } from "vitest";
import { serializeLayout } from "./document/serialize-layout";
import { isDirty } from "./editor-state";
import { changedFields, copySelection, idOf, loadDoc, replay, select } from "./replay.test-support";

const html = `<section class="hero"><h1 class="title">Build</h1><p class="lead">Lead <b class="em">text</b></p><a class="cta" href="#">Go</a></section><section class="features"><div class="card">A</div><div class="card">B</div></section><ul class="list"><li class="li">1</li><li class="li">2</li></ul>`;
const loaded = loadDoc(html);
const out = (s = loaded) => serializeLayout(s.doc);

describe("multi-select and delete", () => {
  it("adds and removes with Shift, deletes all selected in one step, undo brings them back", () => {
    const [title, lead, cta] = [idOf(loaded, "title"), idOf(loaded, "lead"), idOf(loaded, "cta")];
    let s = replay([select(title), select(lead, true), select(cta, true)], loaded);
    expect(s.selectedIds).toEqual([title, lead, cta]);
    expect(s.selectedId).toBe(cta);
    s = replay([select(lead, true)], s);
    expect(s.selectedIds).toEqual([title, cta]);
    s = replay([{ type: "deleteElements", ids: s.selectedIds }], s);
    expect(out(s)).toContain('<section class="hero"><p class="lead">Lead <b class="em">text</b></p></section>');
    expect(s.selectedIds).toEqual([]);
    expect(s.past).toHaveLength(1);
    expect(replay([{ type: "undo" }], s).doc).toBe(loaded.doc);
    // A plain click replaces the selection.
    expect(replay([select(title)], s).selectedIds).toEqual([]);
    expect(replay([select(lead), select(lead)], s).selectedIds).toEqual([lead]);
  });

  it("deletes a container and a child inside it once", () => {
    const hero = idOf(loaded, "hero");
    const s = replay([{ type: "deleteElements", ids: [idOf(loaded, "title"), hero] }], loaded);
    expect(out(s)).not.toContain("hero");
    expect(out(s)).toContain('<section class="features">');
  });
});

describe("move (drag to reorder)", () => {
  it("reorders siblings and moves into another container, each one undo step", () => {
    const [title, cta, card2] = [idOf(loaded, "title"), idOf(loaded, "cta"), idOf(loaded, "card", 1)];
    const s1 = replay([{ type: "moveElements", ids: [cta], parent: idOf(loaded, "hero"), beforeId: title }], loaded);
    expect(out(s1)).toContain('<section class="hero"><a class="cta" href="#">Go</a><h1 class="title">Build</h1>');
    const s2 = replay([{ type: "moveElements", ids: [title], parent: idOf(loaded, "features"), beforeId: card2 }], s1);
    expect(out(s2)).toContain('<section class="features"><div class="card">A</div><h1 class="title">Build</h1><div class="card">B</div></section>');
    expect(s2.past).toHaveLength(2);
    expect(replay([{ type: "undo" }], s2).doc).toBe(s1.doc);
    expect(replay([{ type: "undo" }, { type: "undo" }], s2).doc).toBe(loaded.doc);
    // To the page level, at the end.
    const s3 = replay([{ type: "moveElements", ids: [card2], parent: null, beforeId: null }], loaded);
    expect(out(s3).endsWith('</ul><div class="card">B</div>')).toBe(true);
  });

  it("moves several selected elements together, in document order", () => {
    const [title, cta] = [idOf(loaded, "title"), idOf(loaded, "cta")];
    const s = replay([{ type: "moveElements", ids: [cta, title], parent: idOf(loaded, "features"), beforeId: null }], loaded);
    expect(out(s)).toContain('<div class="card">B</div><h1 class="title">Build</h1><a class="cta" href="#">Go</a></section>');
  });

  it("refuses a block inside inline content, an element into itself, non-items into lists, and no-op moves", () => {
    const [hero, title, em, cta, card1, li] = [idOf(loaded, "hero"), idOf(loaded, "title"), idOf(loaded, "em"), idOf(loaded, "cta"), idOf(loaded, "card"), idOf(loaded, "li")];
    const refused = [
      { type: "moveElements" as const, ids: [card1], parent: cta, beforeId: null }, // div into a link
      { type: "moveElements" as const, ids: [card1], parent: idOf(loaded, "lead"), beforeId: null }, // div into p
      { type: "moveElements" as const, ids: [hero], parent: title, beforeId: null }, // into its own child
      { type: "moveElements" as const, ids: [title], parent: idOf(loaded, "list"), beforeId: null }, // h1 into ul
      { type: "moveElements" as const, ids: [li], parent: hero, beforeId: null }, // li out of its list
      { type: "moveElements" as const, ids: [title], parent: hero, beforeId: idOf(loaded, "lead") }, // already there
    ];
    for (const action of refused) expect(replay([action], loaded).doc, JSON.stringify(action)).toBe(loaded.doc);
    // Inline into inline is fine.
    const ok = replay([{ type: "moveElements", ids: [em], parent: cta, beforeId: null }], loaded);
    expect(out(ok)).toContain('<a class="cta" href="#">Go<b class="em">text</b></a>');
  });

  it("cannot move locked elements or into locked ones", () => {
    const [hero, title, features] = [idOf(loaded, "hero"), idOf(loaded, "title"), idOf(loaded, "features")];
    const locked = replay([{ type: "toggleLock", id: hero }], loaded);
    expect(replay([{ type: "moveElements", ids: [title], parent: features, beforeId: null }], locked).doc).toBe(locked.doc);
    expect(replay([{ type: "moveElements", ids: [idOf(loaded, "card")], parent: hero, beforeId: null }], locked).doc).toBe(locked.doc);
  });
});

describe("copy, paste and duplicate", () => {
  it("copies the selection and pastes it after the last selected element, selecting the copies", () => {
    const [title, cta] = [idOf(loaded, "title"), idOf(loaded, "cta")];
    let s = replay([select(title), copySelection], loaded);
    expect(s.clipboard).toBe('<h1 class="title">Build</h1>');
    expect(s.past).toHaveLength(0);
    s = replay([select(cta), { type: "paste" }], s);
    expect(out(s)).toContain('<a class="cta" href="#">Go</a><h1 class="title">Build</h1></section>');
    expect(s.selectedIds).toHaveLength(1);
    expect(s.selectedIds[0]).not.toBe(title);
    expect(s.past).toHaveLength(1);
    expect(replay([{ type: "undo" }], s).doc).toBe(loaded.doc);
  });

  it("pastes through the parser: scripts and handlers never come in; nothing to paste is a no-op", () => {
    const s = replay([select(idOf(loaded, "cta")), { type: "paste", html: '<p onclick="x()">Hi</p><script>alert(1)</script>' }], loaded);
    expect(out(s)).toContain('<a class="cta" href="#">Go</a><p>Hi</p></section>');
    expect(out(s)).not.toMatch(/script|onclick/);
    expect(changedFields(replay([{ type: "paste" }], loaded), loaded)).toEqual([]);
    // Pasting a block next to an inline child of a paragraph would put it inside the paragraph: refused.
    const inP = replay([select(idOf(loaded, "em")), { type: "paste", html: "<div>Block</div>" }], loaded);
    expect(inP.doc).toBe(loaded.doc);
  });

  it("duplicates each selected element right after itself with fresh ids", () => {
    const [title, card1] = [idOf(loaded, "title"), idOf(loaded, "card")];
    const s = replay([select(title), select(card1, true), { type: "duplicateSelection" }], loaded);
    expect(out(s)).toContain('<h1 class="title">Build</h1><h1 class="title">Build</h1>');
    expect(out(s)).toContain('<div class="card">A</div><div class="card">A</div><div class="card">B</div>');
    expect(s.selectedIds).toHaveLength(2);
    expect(s.selectedIds).not.toContain(title);
    expect(s.past).toHaveLength(1);
    expect(isDirty(replay([{ type: "undo" }], s))).toBe(false);
  });
});

describe("in-place text edits", () => {
  it("replaces plain text as its own undo step even right after another text edit", () => {
    const title = idOf(loaded, "title");
    const s = replay(
      [
        { type: "setText", id: title, text: "Ship", at: 1, step: true },
        { type: "setText", id: title, text: "Ship faster", at: 2, step: true },
      ],
      loaded,
    );
    expect(out(s)).toContain('<h1 class="title">Ship faster</h1>');
    expect(s.past).toHaveLength(2);
  });

  it("edits the text runs of mixed content and keeps the markup", () => {
    const lead = idOf(loaded, "lead");
    const runs = loaded.doc.nodes;
    const leadNode = [...Object.values(runs.chunks[0] ?? {})].find((n) => n.id === lead);
    if (leadNode?.kind !== "element") throw new Error("no lead");
    const firstText = leadNode.children[0];
    const bold = [...Object.values(runs.chunks[0] ?? {})].find((n) => n.id === leadNode.children[1]);
    if (bold?.kind !== "element") throw new Error("no bold");
    const s = replay([{ type: "setTextRuns", id: lead, runs: [{ id: firstText, text: "Intro " }, { id: bold.children[0], text: "words" }] }], loaded);
    expect(out(s)).toContain('<p class="lead">Intro <b class="em">words</b></p>');
    expect(s.past).toHaveLength(1);
    // A text node outside the element is refused.
    const title = idOf(loaded, "title");
    expect(replay([{ type: "setTextRuns", id: title, runs: [{ id: firstText, text: "x" }] }], loaded).doc).toBe(loaded.doc);
  });
});

describe("inserting next to text", () => {
  it("puts a new element beside a text-only container, and inside a real container", () => {
    const s = loadDoc(`<section class="box"><div class="para">Just text</div></section>`);
    const beside = replay([{ type: "insertElement", kind: "button", targetId: idOf(s, "para") }], s);
    expect(serializeLayout(beside.doc)).toMatch(/^<section class="box"><div class="para">Just text<\/div><button [^>]*>Button<\/button><\/section>$/);
    const inside = replay([{ type: "insertElement", kind: "text", targetId: idOf(s, "box") }], s);
    expect(serializeLayout(inside.doc)).toBe(`<section class="box"><div class="para">Just text</div><p data-name="text">Edit this text</p></section>`);
  });
});
