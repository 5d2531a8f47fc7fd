import { describe, expect, it } from "vitest";
import { serializeLayout } from "./document/serialize-layout";
import { changedFields, idOf, loadDoc, replay } from "./replay.test-support";

// The page's header was detached and edited here (markup, its brand rule and a rule of its own); the site's copy
// comes back from the server with the site's rules for the part.
const mine = `<header class="top" data-ll-detached=""><a class="brand mine" href="/">Ours</a></header><main class="hero"><a class="brand">Body link</a></main>`;
const css = `.brand{color:red}\n.mine{font-weight:bold}\n.hero{padding:8px}\n.hero .brand{color:green}\n@media (max-width: 600px){.brand{font-size:12px}.hero{padding:0}}`;
const site = { html: `<header class="top"><a class="brand" href="/">Quay</a></header>`, css: `.brand{color:blue}\n@media (max-width: 600px){\n  .brand{font-size:14px}\n}` };
const loaded = loadDoc(mine, css);

describe("reattachSharedPart", () => {
  it("puts the site's copy and its rules in place of the page's own, as one undo step", () => {
    const s = replay([{ type: "reattachSharedPart", id: idOf(loaded, "top"), ...site }], loaded);
    expect(serializeLayout(s.doc)).toBe(`<header class="top"><a class="brand" href="/">Quay</a></header><main class="hero"><a class="brand">Body link</a></main>`);
    // The part's rules are the site's; a rule only the old copy used goes; rules that also name the page's own
    // classes (.hero .brand) and the page's other rules stay.
    expect(s.doc.css).toBe(".brand{color:blue}\n.hero{padding:8px}\n.hero .brand{color:green}\n@media (max-width: 600px){\n  .brand{font-size:14px}.hero{padding:0}}");
    expect(s.selectedId).toBe(idOf(s, "top"));
    expect(s.past).toHaveLength(1);
    expect(replay([{ type: "undo" }], s).doc).toBe(loaded.doc);
  });

  it("changes nothing for a copy that is not detached or an element that is gone", () => {
    const attached = loadDoc(site.html, site.css);
    expect(changedFields(replay([{ type: "reattachSharedPart", id: idOf(attached, "top"), ...site }], attached), attached)).toEqual([]);
    expect(changedFields(replay([{ type: "reattachSharedPart", id: "n999", ...site }], loaded), loaded)).toEqual([]);
  });
});
