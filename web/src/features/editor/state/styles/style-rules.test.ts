import { describe, expect, it } from "vitest";
import { serializeLayout } from "../document/serialize-layout";
import { idOf, loadDoc, replay, setDevice } from "../replay.test-support";
import { mediaMatchesWidth } from "./media-match";

const html = `<section class="features"><div class="card">A</div><div class="card">B</div><div class="card">C</div></section>`;
const css = `.card{padding:24px;color:#111}\n@media (min-width: 600px) and (max-width: 1000px){.card{padding:16px}}\n@media print{.card{color:#000}}`;

describe("styles on rules", () => {
  it("a class edit changes the class rule for every element; 'this element only' adds a readable class of its own", () => {
    const s = loadDoc(html, css);
    const [a, b] = [idOf(s, "card", 0), idOf(s, "card", 1)];
    const byClass = replay([{ type: "setProperty", id: a, property: "color", value: "red", at: 1, scope: { kind: "class", className: "card" } }], s);
    expect(byClass.doc.css.startsWith(".card{padding:24px;color:red}")).toBe(true);
    expect(serializeLayout(byClass.doc)).toBe(serializeLayout(s.doc));

    const own = replay([{ type: "setProperty", id: b, property: "borderRadius", value: "8px", at: 1 }], byClass);
    expect(serializeLayout(own.doc)).toBe(`<section class="features"><div class="card">A</div><div class="card card-1">B</div><div class="card">C</div></section>`);
    // The new rule sits with the unconditional rules, before the media blocks that override them.
    expect(own.doc.css).toBe(`.card{padding:24px;color:red}\n.card-1{border-radius:8px}\n@media (min-width: 600px) and (max-width: 1000px){.card{padding:16px}}\n@media print{.card{color:#000}}`);
    // The class and its rule are one undo step.
    expect(replay([{ type: "undo" }], own).doc).toBe(byClass.doc);
    // Further edits reuse the element's own class.
    const again = replay([{ type: "setProperty", id: b, property: "color", value: "blue", at: 5000 }], own);
    expect(again.doc.css).toContain(".card-1{border-radius:8px;color:blue}");
    expect(serializeLayout(again.doc)).toContain('class="card card-1"');
    // An empty value removes the declaration, and an emptied rule goes too.
    const cleared = replay(
      [
        { type: "setProperty", id: b, property: "color", value: "", at: 9000 },
        { type: "setProperty", id: b, property: "borderRadius", value: "", at: 9001 },
      ],
      again,
    );
    expect(cleared.doc.css).not.toContain(".card-1");
  });

  it("tablet edits go into the author's matching media block; mobile gets a new block after it", () => {
    const s = replay([setDevice("tablet")], loadDoc(html, css));
    const a = idOf(s, "card");
    const tablet = replay([{ type: "setProperty", id: a, property: "padding", value: "8px", at: 1, scope: { kind: "class", className: "card" } }], s);
    expect(tablet.doc.css).toContain("@media (min-width: 600px) and (max-width: 1000px){.card{padding:8px}}");
    expect(tablet.doc.css.startsWith(".card{padding:24px;color:#111}")).toBe(true);

    // 600–1000 also covers nothing at 390, so a mobile edit needs its own block; the print block is never used.
    const mobile = replay([setDevice("mobile"), { type: "setProperty", id: a, property: "color", value: "green", at: 2, scope: { kind: "class", className: "card" } }], tablet);
    expect(mobile.doc.css.endsWith("@media print{.card{color:#000}}\n@media (max-width: 767px) {\n  .card{color:green}\n}")).toBe(true);
    expect(mobile.doc.css).toContain("@media print{.card{color:#000}}");
  });

  it("a tablet block made by the editor comes before an existing narrower block, so mobile still wins on phones", () => {
    const s = replay([setDevice("tablet")], loadDoc(html, `.card{color:#111}\n@media (max-width: 480px){.card{color:red}}`));
    const next = replay([{ type: "setProperty", id: idOf(s, "card"), property: "color", value: "blue", at: 1, scope: { kind: "class", className: "card" } }], s);
    expect(next.doc.css).toBe(`.card{color:#111}\n@media (max-width: 991px) {\n  .card{color:blue}\n}\n@media (max-width: 480px){.card{color:red}}`);
  });

  it("refuses values that would escape the declaration or run code, and classes the element does not have", () => {
    const s = loadDoc(html, css);
    const a = idOf(s, "card");
    for (const value of ["red;}body{display:none", "url(javascript:alert(1))", "expression(alert(1))"]) {
      expect(replay([{ type: "setProperty", id: a, property: "color", value, at: 1 }], s).doc, value).toBe(s.doc);
    }
    expect(replay([{ type: "setProperty", id: a, property: "color", value: "red", at: 1, scope: { kind: "class", className: "features" } }], s).doc).toBe(s.doc);
  });

  it("judges media queries by width, and refuses to guess the rest", () => {
    expect(mediaMatchesWidth("(max-width: 767px)", 390)).toBe(true);
    expect(mediaMatchesWidth("only screen and (min-width: 48em)", 768)).toBe(true);
    expect(mediaMatchesWidth("(width < 768px)", 768)).toBe(false);
    expect(mediaMatchesWidth("(max-width: 400px), (min-width: 1200px)", 1280)).toBe(true);
    expect(mediaMatchesWidth("print", 390)).toBeNull();
    expect(mediaMatchesWidth("(orientation: portrait)", 390)).toBeNull();
  });
});

describe("rule edits the canvas can apply through the CSSOM", () => {
  it("names the one rule an edit changed (media block and rule by position, its new body); a new rule is structural", () => {
    const s = loadDoc(html, css);
    const a = idOf(s, "card", 0);
    const byClass = replay([{ type: "setProperty", id: a, property: "color", value: "red", at: 1, scope: { kind: "class", className: "card" } }], s);
    expect(byClass.doc.cssEdit).toEqual({ from: css, to: byClass.doc.css, rule: { mediaIndex: null, ruleIndex: 0, selector: ".card", declarations: "padding:24px;color:red" } });

    const tablet = replay([setDevice("tablet"), { type: "setProperty", id: a, property: "padding", value: "12px", at: 2, scope: { kind: "class", className: "card" } }], byClass);
    expect(tablet.doc.cssEdit?.rule).toEqual({ mediaIndex: 0, ruleIndex: 0, selector: ".card", declarations: "padding:12px" });

    // A rule (and class) the stylesheet did not have is a structural change: the canvas replaces the sheet.
    const own = replay([{ type: "setProperty", id: a, property: "margin", value: "4px", at: 3 }], s);
    expect(own.doc.cssEdit).toBeUndefined();
  });
});
