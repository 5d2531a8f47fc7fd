import { describe, expect, it } from "vitest";
import { collectAssets } from "./document/layers";
import { serializeLayout } from "./document/serialize-layout";
import { isDirty } from "./editor-state";
import { changedFields, idOf, loadDoc, replay, select } from "./replay.test-support";

const OLD = "https://cdn.example/team.jpg";
const NEW = "http://127.0.0.1:3000/api/layouts/assets/0b0c0d0e-1111-4222-8333-444455556666/0123456789abcdef0123456789abcdef.png";
const html = `<section class="team">
<img class="a" src="${OLD}" srcset="${OLD} 1x, https://cdn.example/team@2x.jpg 2x" alt="Team">
<picture class="pic"><source class="src" srcset="https://cdn.example/team.webp" type="image/webp"><img class="b" src="${OLD}" alt=""></picture>
<div class="locked" data-ll-locked=""><img class="c" src="${OLD}" alt=""></div>
<img class="other" src="https://cdn.example/logo.png" alt="">
</section>`;

describe("replaceImage", () => {
  const loaded = loadDoc(html);

  it("points every unlocked image of that source at the new file in one undo step, dropping overriding srcsets", () => {
    const s = replay([{ type: "replaceImage", from: OLD, to: NEW }], loaded);
    const out = serializeLayout(s.doc);
    expect(out).toContain(`<img class="a" src="${NEW}" alt="Team">`);
    expect(out).toContain(`<picture class="pic"><source class="src" type="image/webp"><img class="b" src="${NEW}" alt></picture>`);
    expect(out).toContain('<img class="other" src="https://cdn.example/logo.png" alt>');
    expect(s.past).toHaveLength(1);
    expect(isDirty(s)).toBe(true);
    // The Assets panel now lists the new file where the old one was.
    expect(collectAssets(s.doc).map((a) => a.src)).toEqual([NEW, OLD, "https://cdn.example/logo.png"]);

    const undone = replay([{ type: "undo" }], s);
    expect(undone.doc).toBe(loaded.doc);
    expect(replay([{ type: "redo" }], undone).doc).toBe(s.doc);
  });

  it("leaves locked images alone", () => {
    const s = replay([{ type: "replaceImage", from: OLD, to: NEW }], loaded);
    expect(serializeLayout(s.doc)).toContain(`<img class="c" src="${OLD}" alt>`);
  });

  it("changes nothing (and adds no undo step) for an unsafe or unused source", () => {
    expect(changedFields(replay([{ type: "replaceImage", from: OLD, to: "javascript:alert(1)" }], loaded), loaded)).toEqual([]);
    expect(changedFields(replay([{ type: "replaceImage", from: "https://cdn.example/none.png", to: NEW }], loaded), loaded)).toEqual([]);
    expect(changedFields(replay([{ type: "replaceImage", from: OLD, to: OLD }], loaded), loaded)).toEqual([]);
  });

  it("an uploaded image is inserted through insertElement with its source, one undo step", () => {
    const s = replay([select(idOf(loaded, "team")), { type: "insertElement", kind: "image", src: NEW }], loaded);
    expect(serializeLayout(s.doc)).toContain(`<img class="image-1" data-name="image" src="${NEW}" alt></section>`);
    expect(s.doc.css.replace(/\s+/g, "")).toContain(".image-1{max-width:100%;height:auto}");
    expect(replay([{ type: "undo" }], s).doc).toBe(loaded.doc);
    const unsafe = replay([{ type: "insertElement", kind: "image", src: "javascript:alert(1)" }], loaded);
    expect(serializeLayout(unsafe.doc)).toContain('src="data:image/svg+xml,');
  });
});
