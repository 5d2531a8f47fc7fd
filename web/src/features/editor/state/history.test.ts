import { describe, expect, it } from "vitest";
import type { DocumentAction } from "./actions";
import { allNodes } from "./document/node-table";
import { serializeLayout } from "./document/serialize-layout";
import { HISTORY_LIMIT } from "./history-slice";
import { copySelection, hover, idOf, loadDoc, replay, select, setDevice, setDesktopWidth, setTool, setZoom, toggleGrid, type Step } from "./replay.test-support";

const html = `<section class="hero"><h1 class="title">Build</h1><p class="lead">Lead <b class="em">text</b></p><img class="pic" src="/a.png" alt="A"></section><footer class="foot"><p class="note">©</p></footer>`;
const loaded = loadDoc(html, ".title{font-size:40px}");
const [hero, title, lead, pic, foot, note] = ["hero", "title", "lead", "pic", "foot", "note"].map((c) => idOf(loaded, c));
const textRun = [...allNodes(loaded.doc.nodes)].find((n) => n.kind === "text" && n.text === "Lead ")!.id;

/** One of every document action, each of which changes the loaded document. */
const everyDocumentAction: DocumentAction[] = [
  { type: "setProperty", id: title, property: "color", value: "red", at: 1 },
  { type: "setText", id: title, text: "Ship", at: 1 },
  { type: "setTextRuns", id: lead, runs: [{ id: textRun, text: "More " }] },
  { type: "setImageSrc", id: pic, src: "/b.png", at: 1 },
  { type: "replaceImage", from: "/a.png", to: "/c.png" },
  { type: "insertElement", kind: "text", targetId: hero },
  { type: "deleteElements", ids: [lead] },
  { type: "moveElements", ids: [foot], parent: null, beforeId: hero },
  { type: "paste", html: "<p>Pasted</p>" },
  { type: "duplicateSelection" },
  { type: "toggleVisibility", id: title },
  { type: "toggleLock", id: hero },
  { type: "renameLayer", id: hero, name: "Intro" },
  { type: "applyAiEdit", html: "<main>New</main>", css: "" },
  { type: "restoreVersion", html: "<main>Older</main>", css: "main{color:red}" },
  { type: "applyCodeEdit", id: note, html: '<p class="note">(c)</p>', css: "", ruleSelectors: [] },
];

describe("history recorded around document actions", () => {
  it.each(everyDocumentAction.map((a) => [a.type, a] as const))("%s is one undo step; undo and redo move between the two documents", (_type, action) => {
    const before = replay([select(title)], loaded);
    const after = replay([action], before);
    expect(after.doc).not.toBe(before.doc);
    expect(after.past).toEqual([before.doc]);
    expect(after.future).toEqual([]);
    const undone = replay([{ type: "undo" }], after);
    expect(undone.doc).toBe(before.doc);
    expect(undone.future).toEqual([after.doc]);
    expect(replay([{ type: "redo" }], undone).doc).toBe(after.doc);
  });

  it("view and selection setters never touch the document or its history", () => {
    const edited = replay([{ type: "setProperty", id: title, property: "color", value: "red", at: 1 }], loaded);
    const viewed = replay(
      [select(title), select(lead, true), hover(pic), copySelection, setDevice("mobile"), setDesktopWidth(1440), setZoom(150), toggleGrid, setTool("text")],
      edited,
    );
    expect(viewed.doc).toBe(edited.doc);
    expect(viewed.past).toBe(edited.past);
    expect(viewed.future).toBe(edited.future);
    expect([viewed.selectedIds, viewed.hoveredId, viewed.zoom, viewed.tool]).toEqual([[title, lead], pic, 150, "text"]);
    expect(viewed.clipboard).toBe('<h1 class="title">Build</h1><p class="lead">Lead <b class="em">text</b></p>');
    // Undo after view changes steps the document only; the view stays as it is.
    const undone = replay([{ type: "undo" }], viewed);
    expect(undone.doc).toBe(loaded.doc);
    expect([undone.device, undone.desktopWidth, undone.grid]).toEqual(["desktop", 1440, true]);
  });

  it("an action that changes nothing (refused, locked, no-op) records nothing", () => {
    const refused: Step[] = [
      { type: "setProperty", id: title, property: "color", value: "x;y", at: 1 },
      { type: "deleteElements", ids: [] },
      { type: "moveElements", ids: [title], parent: hero, beforeId: lead },
      { type: "paste" },
      { type: "renameLayer", id: hero, name: " " },
      { type: "applyCodeEdit", id: note, html: "<p>a</p><p>b</p>", css: "", ruleSelectors: [] },
      { type: "undo" },
      { type: "redo" },
    ];
    const s = replay(refused, loaded);
    expect(s.doc).toBe(loaded.doc);
    expect(s.past).toEqual([]);
  });

  it("typing in one field coalesces; a pause, another field or another selection starts a new step", () => {
    const typed = (at: number, value: string, property = "fontSize"): Step => ({ type: "setProperty", id: title, property, value, at });
    expect(replay([select(title), typed(1000, "2px"), typed(1300, "24px"), typed(1900, "240px")], loaded).past).toHaveLength(1);
    expect(replay([select(title), typed(1000, "2px"), typed(2500, "24px")], loaded).past).toHaveLength(2);
    expect(replay([select(title), typed(1000, "2px"), typed(1100, "red", "color")], loaded).past).toHaveLength(2);
    expect(replay([select(title), typed(1000, "2px"), select(lead), select(title), typed(1100, "24px")], loaded).past).toHaveLength(2);
    // Undo ends the run: the next keystroke is a step of its own.
    expect(replay([select(title), typed(1000, "2px"), { type: "undo" }, typed(1100, "24px")], loaded).past).toHaveLength(1);
    // In-place text edits are always steps of their own.
    const inPlace = (at: number): Step => ({ type: "setText", id: title, text: `T${at}`, at, step: true });
    expect(replay([inPlace(1), inPlace(2)], loaded).past).toHaveLength(2);
  });

  it("a new edit after undo drops the redo branch; the history keeps the last 200 steps", () => {
    const two = replay([{ type: "toggleVisibility", id: title }, { type: "toggleVisibility", id: lead }, { type: "undo" }], loaded);
    expect(two.future).toHaveLength(1);
    expect(replay([{ type: "toggleVisibility", id: pic }], two).future).toEqual([]);
    const many = replay(Array.from({ length: HISTORY_LIMIT + 5 }, (): Step => ({ type: "toggleVisibility", id: title })), loaded);
    expect(many.past).toHaveLength(HISTORY_LIMIT);
  });

  it("after any change the selection keeps only elements that still exist and can be edited", () => {
    const deleted = replay([select(title), select(lead, true), hover(lead), { type: "deleteElements", ids: [lead] }], loaded);
    expect([deleted.selectedIds, deleted.hoveredId]).toEqual([[title], null]);
    expect(replay([{ type: "undo" }], deleted).selectedIds).toEqual([title]);
    const locked = replay([select(title), select(foot, true), { type: "toggleLock", id: hero }], loaded);
    expect([locked.selectedIds, locked.selectedId]).toEqual([[foot], foot]);
    // Document actions that pick what is selected afterwards: paste selects what it pasted.
    const pasted = replay([select(note), { type: "paste", html: '<p class="p2">x</p>' }], loaded);
    expect(pasted.selectedIds).toEqual([idOf(pasted, "p2")]);
    expect(serializeLayout(pasted.doc)).toContain('<p class="note">©</p><p class="p2">x</p>');
  });

  it("load starts a fresh history and selection, keeping the view; markSaved moves the baseline without a step", () => {
    const s = replay([setZoom(150), select(title), { type: "toggleVisibility", id: title }, copySelection], loaded);
    const reloaded = replay([{ type: "load", layoutId: "l2", html: "<p class='x'>x</p>", css: "", version: 7 }], s);
    expect([reloaded.past, reloaded.future, reloaded.selectedIds, reloaded.clipboard, reloaded.zoom, reloaded.version]).toEqual([[], [], [], null, 150, 7]);
    const saved = replay([{ type: "markSaved", version: 8, savedDoc: s.doc }], s);
    expect([saved.past.length, saved.savedDoc, saved.version]).toEqual([1, s.doc, 8]);
  });
});
