import { describe, expect, it } from "vitest";
import { serializeLayout } from "./document/serialize-layout";
import { codeEditResult } from "./actions/code-edit";
import { rulesWhere } from "./styles/top-level-rules";
import { changedFields, idOf, loadDoc, replay } from "./replay.test-support";

const html = `<section class="hero"><h1 class="title">Build</h1><p class="lead">Lead</p></section>`;
const css = `.hero{padding:8px}\n.title{font-size:40px}\n.lead{color:red}\n.title{margin:0}`;
const loaded = loadDoc(html, css);

describe("applyCodeEdit", () => {
  it("replaces the element and the shown rules in place as one undo step", () => {
    const title = idOf(loaded, "title");
    const s = replay([{ type: "applyCodeEdit", id: title, html: '<h2 class="title" id="t">Ship</h2>', css: ".title{font-size:20px}", ruleSelectors: [".title"] }], loaded);
    expect(serializeLayout(s.doc)).toBe('<section class="hero"><h2 class="title" id="t">Ship</h2><p class="lead">Lead</p></section>');
    expect(s.doc.css).toBe(".hero{padding:8px}\n.title{font-size:20px}\n.lead{color:red}");
    expect(s.past).toHaveLength(1);
    expect(replay([{ type: "undo" }], s).doc).toBe(loaded.doc);
  });

  it("refuses bad CSS, several elements, misplaced elements and active content, changing nothing", () => {
    const title = idOf(loaded, "title");
    const edit = (h: string, c = ".title{font-size:20px}") => ({ id: title, html: h, css: c, ruleSelectors: [".title"] });
    expect(codeEditResult(loaded.doc, edit("<h1>x</h1>", ".title{color:red"))).toEqual({ error: expect.stringMatching(/^CSS error at line 1, column 1: Unclosed block/) });
    expect(codeEditResult(loaded.doc, edit("<h1>a</h1><h1>b</h1>"))).toEqual({ error: "HTML must be exactly one element (the selected one)." });
    expect(codeEditResult(loaded.doc, edit("just text"))).toEqual({ error: "HTML must be exactly one element (the selected one)." });
    expect(changedFields(replay([{ type: "applyCodeEdit", ...edit("<h1>a</h1><h1>b</h1>") }], loaded), loaded)).toEqual([]);
    // The same parser as loading: scripts and handlers never get in.
    const s = replay([{ type: "applyCodeEdit", ...edit('<h1 class="title" onclick="alert(1)">Hi<script>alert(1)</script></h1>') }], loaded);
    expect(serializeLayout(s.doc)).not.toMatch(/onclick|script/);
  });
});

describe("code view rules inside @media", () => {
  const mediaCss = `.title{font-size:40px}\n@media (max-width: 991px){.lead{color:blue}.title{font-size:30px}}\n@media print{.lead{color:black}}`;
  const doc = loadDoc(html, mediaCss);

  it("shows the selection's rules grouped under their query, and an edit goes back into the author's block", () => {
    const applies = (selector: string) => selector === ".title";
    const shown = rulesWhere(mediaCss, applies);
    expect(shown.css).toBe(".title{font-size:40px}\n@media (max-width: 991px) {\n  .title{font-size:30px}\n}");
    expect(shown.media).toEqual([{ query: "(max-width: 991px)", selectors: [".title"] }]);

    const title = idOf(doc, "title");
    const edited = ".title{font-size:40px}\n@media (max-width: 991px) {\n  .title{font-size:22px;letter-spacing:1px}\n}\n@media (max-width: 480px) {\n  .title{font-size:18px}\n}";
    const s = replay([{ type: "applyCodeEdit", id: title, html: '<h1 class="title">Build</h1>', css: edited, ruleSelectors: shown.selectors, mediaSelectors: shown.media }], doc);
    expect(s.doc.css).toBe(".title{font-size:40px}\n@media (max-width: 991px){.lead{color:blue}\n  .title{font-size:22px;letter-spacing:1px}}\n@media print{.lead{color:black}}\n@media (max-width: 480px) {\n  .title{font-size:18px}\n}");
    expect(replay([{ type: "undo" }], s).doc).toBe(doc.doc);

    // Deleting a block's last shown rule removes the block when nothing else is in it.
    const only = loadDoc(html, `.title{font-size:40px}\n@media (max-width: 991px){.title{font-size:30px}}`);
    const gone = replay([{ type: "applyCodeEdit", id: idOf(only, "title"), html: '<h1 class="title">Build</h1>', css: ".title{font-size:40px}", ruleSelectors: [".title"], mediaSelectors: [{ query: "(max-width: 991px)", selectors: [".title"] }] }], only);
    expect(gone.doc.css).toBe(".title{font-size:40px}");
  });
});
