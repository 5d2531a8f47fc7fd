import { describe, expect, it } from "vitest";
import type { Behaviour } from "../../contract/behaviours.ts";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { writeBehaviourAttributes } from "./behaviour-attributes.ts";

// ids: 1 html, 2 head, 3 body, 4 button, 5 div#faq-1 (Alpine x-show), 6 ul (no id), 7 a
const HTML = `<button aria-expanded="false">More</button><div id="faq-1" style="display: none; color: red">Answer</div><ul class="menu"><li><a data-toggle-target="evil" data-open-attrs="onclick=alert(1)">x</a></li></ul>`;
const part = (ref: string, over: Partial<Behaviour["parts"][number]> = {}) => ({ ref, openClass: [], closedClass: [], openAttrs: {}, closedAttrs: {}, ...over });
const base: Omit<Behaviour, "target" | "parts"> = {
  pattern: "disclosure", trigger: "click", group: null, openAtCapture: false, dismiss: [], controls: [{ ref: "4", action: "toggle" }], backdrop: [], bodyClass: [],
};

function withStates(behaviours: Behaviour[]) {
  const ctx = makeContext(HTML);
  ctx.states = { behaviours, steppers: [], scroll: [], spyLine: 0, revealed: new Set(), found: [], reproduced: [], notReproduced: [] };
  writeBehaviourAttributes(ctx);
  return ctx;
}

describe("behaviour attributes on the layout", () => {
  it("name the target from its control, list each state's classes and attributes, and drop the page's own vocabulary", () => {
    const ctx = withStates([
      { ...base, pattern: "dropdown", target: "6", dismiss: ["escape", "outside"], parts: [part("6", { openClass: ["show"] }), part("4", { openAttrs: { "aria-expanded": "true" }, closedAttrs: { "aria-expanded": "false" } })] },
    ]);
    const html = bodyHtml(ctx);
    expect(html).toContain(`<button aria-expanded="false" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false" data-toggle-target="menu-1">`);
    expect(html).toContain(`<ul class="menu" id="menu-1" data-open-class="show" data-dismiss="escape outside">`);
    expect(html).not.toContain("evil");
    expect(html).not.toContain("onclick");
  });

  it("move an inline display state into our class, with its rule in the CSS", () => {
    const ctx = withStates([{ ...base, target: "5", parts: [part("5", { closedClass: ["state-display-none"] })] }]);
    expect(bodyHtml(ctx)).toContain(`<div id="faq-1" style="color: red" data-closed-class="state-display-none" class="state-display-none">`);
    expect(ctx.css.toString()).toContain(".state-display-none { display: none !important; }");
  });
});
