import { describe, expect, it } from "vitest";
import type { Behaviour } from "../../contract/behaviours.ts";
import type { RecordedStates } from "../states/recorded-states.ts";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { cleanDom } from "./clean-dom.ts";
import { pruneCss } from "./prune-css.ts";

/**
 * Content hidden at capture that a recorded state shows (issue 24) stays in the layout, hidden as it was, with the
 * rules that style it in that state; what no state ever shows is still pruned.
 */
// ids: 1 html, 2 head, 3 body, 4 button, 5 div#nav, 6 a, 7 div.never, 8 div.modal, 9 p
const HTML =
  `<button class="toggler collapsed">Menu</button><div id="nav" class="collapse"><a href="#about">About</a></div>` +
  `<div class="never">Never shown</div><div class="modal"><p>Dialog text</p></div>`;
const hidden = { rendered: false };
const part = (ref: string, over: Partial<Behaviour["parts"][number]> = {}) => ({ ref, openClass: [], closedClass: [], openAttrs: {}, closedAttrs: {}, ...over });
const behaviour = (target: string, over: Partial<Behaviour>): Behaviour => ({
  pattern: "disclosure", target, trigger: "click", group: null, openAtCapture: false, dismiss: [], controls: [{ ref: "4", action: "toggle" }],
  parts: [], backdrop: [], bodyClass: [], ...over,
});
const states: RecordedStates = {
  behaviours: [
    behaviour("5", { parts: [part("5", { openClass: ["show"] }), part("4", { closedClass: ["collapsed"], openAttrs: { "aria-expanded": "true" } })] }),
    behaviour("8", { pattern: "dialog", parts: [part("8", { openClass: ["show", "state-display-block"] })], backdrop: ["modal-backdrop", "fade", "show"], bodyClass: ["modal-open"] }),
  ],
  steppers: [],
  scroll: [],
  spyLine: 0,
  revealed: new Set(["5", "6", "8", "9"]),
  found: ["4"],
  reproduced: ["4"],
  notReproduced: [],
};

function context(css = "") {
  const ctx = makeContext(HTML, css, { boxes: { "5": hidden, "6": hidden, "7": hidden, "8": hidden, "9": hidden } });
  ctx.states = states;
  return ctx;
}

describe("hidden content a state shows", () => {
  it("stays in the layout as captured; content no state shows is pruned", () => {
    const ctx = context();
    cleanDom(ctx);
    const html = bodyHtml(ctx);
    expect(html).toContain(`<div id="nav" class="collapse"><a href="#about">About</a></div>`);
    expect(html).toContain(`<div class="modal"><p>Dialog text</p></div>`);
    expect(html).not.toContain("Never shown");
  });

  it("keeps the rules that style it only in its open state: the open class, the backdrop and the body class", () => {
    const ctx = context(
      `.collapse:not(.show) { display: none; } .navbar .collapse.show { display: block; } #nav.show a { color: red; }
       .toggler:not(.collapsed) { color: blue; } .toggler[aria-expanded=true] { outline: 0; }
       .modal-backdrop.show { opacity: .5; } body.modal-open { overflow: hidden; } .modal.show .modal-dialog { transform: none; }
       .never-used.show { color: green; } .tooltip.show { opacity: 1; }`,
    );
    pruneCss(ctx);
    const css = ctx.css.toString().replace(/\s+/g, " ");
    for (const kept of [".collapse:not(.show)", "#nav.show a", ".toggler:not(.collapsed)", ".toggler[aria-expanded=true]", ".modal-backdrop.show", "body.modal-open"]) {
      expect(css).toContain(kept);
    }
    // Nothing in any state matches these: `.navbar` and `.modal-dialog` are not in the layout, `.tooltip` never shows.
    for (const gone of [".navbar .collapse.show", ".modal-dialog", ".never-used", ".tooltip"]) expect(css).not.toContain(gone);
    // The state was put back: the layout is as captured.
    expect(bodyHtml(ctx)).toContain(`<button class="toggler collapsed">`);
    expect(bodyHtml(ctx)).not.toContain("modal-backdrop");
  });
});
