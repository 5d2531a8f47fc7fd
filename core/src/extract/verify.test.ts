import { describe, expect, it } from "vitest";
import { compareWidth, fidelityOf, patchMismatches } from "./verify.ts";
import { widthRanges } from "./width-ranges.ts";
import { KEY_STYLES, type WidthSnapshot } from "./context.ts";
import { makeContext } from "./testing/make-context.ts";

const styles = (over: Partial<Record<(typeof KEY_STYLES)[number], string>> = {}) => KEY_STYLES.map((k) => over[k] ?? "x");

describe("verify", () => {
  it("splits widths into media ranges around each measured width", () => {
    expect([...widthRanges([1280, 768, 390]).entries()]).toEqual([
      [1280, "(min-width: 1024px)"],
      [768, "(min-width: 579px) and (max-width: 1023.98px)"],
      [390, "(max-width: 578.98px)"],
    ]);
  });

  it("switches at the page's own breakpoint where one lies between two measured widths", () => {
    expect([...widthRanges([1280, 1024, 768], [576, 992, 1400]).entries()]).toEqual([
      [1280, "(min-width: 1152px)"],
      [1024, "(min-width: 992px) and (max-width: 1151.98px)"],
      [768, "(max-width: 991.98px)"],
    ]);
  });

  it("compares boxes relative to the parent and key styles", () => {
    const original: WidthSnapshot = new Map([
      ["1", { x: 0, y: 0, w: 100, h: 300, rendered: true, styles: styles() }],
      ["2", { x: 0, y: 0, w: 100, h: 100, rendered: true, styles: styles() }],
      ["3", { x: 10, y: 10, w: 50, h: 20, rendered: true, styles: styles({ color: "red" }) }],
    ]);
    // Element 2 moved down 30px and took its child along: only 2's box and 3's colour differ.
    const rendered: WidthSnapshot = new Map([
      ["1", { x: 0, y: 0, w: 100, h: 300, rendered: true, styles: styles() }],
      ["2", { x: 0, y: 30, w: 100, h: 100, rendered: true, styles: styles() }],
      ["3", { x: 10, y: 40, w: 50, h: 20, rendered: true, styles: styles({ color: "blue" }) }],
    ]);
    const result = compareWidth(original, rendered, new Map([["2", "1"], ["3", "2"]]));
    expect(result.total).toBe(3);
    expect(result.mismatches).toEqual([
      { stamp: "2", styles: [], box: true },
      { stamp: "3", styles: [KEY_STYLES.indexOf("color")], box: false },
    ]);
  });

  it("patches a mismatching style with one class and the original value", () => {
    const ctx = makeContext(`<p>x</p>`); // 1 html, 2 head, 3 body, 4 p
    const colour = KEY_STYLES.indexOf("color");
    for (const snap of ctx.snapshots.values()) for (const s of snap.values()) s.styles = styles({ color: "rgb(255, 0, 0)" });
    const renderedBoxes = new Map<number, WidthSnapshot>();
    const parents = new Map<number, Map<string, string>>();
    for (const [width, snap] of ctx.snapshots) {
      const copy: WidthSnapshot = new Map([...snap].map(([k, v]) => [k, { ...v, styles: [...v.styles] }]));
      copy.get("4")!.styles[colour] = "rgb(0, 0, 0)";
      renderedBoxes.set(width, copy);
      parents.set(width, new Map([["4", "3"], ["3", "1"]]));
    }
    expect(patchMismatches(ctx, { boxes: renderedBoxes, parents })).toBe(1);
    expect(ctx.body.children.find((c) => c.type === "tag")).toMatchObject({ attribs: { class: "ll-fix-1" } });
    expect(ctx.css.toString()).toBe(".ll-fix-1 {\n    color: rgb(255, 0, 0)\n}");
  });

  it("beats the page's rules with specificity, and with !important only where a rival is important", () => {
    const ctx = makeContext(`<p id="intro" class="lead">x</p>`, `#intro.lead { color: blue; } p { border: 0 !important; }`); // 4 = p
    const colour = KEY_STYLES.indexOf("color");
    const border = KEY_STYLES.indexOf("border-top-width");
    for (const snap of ctx.snapshots.values()) for (const s of snap.values()) s.styles = styles({ color: "rgb(255, 0, 0)", "border-top-width": "2px" });
    const renderedBoxes = new Map<number, WidthSnapshot>();
    const parents = new Map<number, Map<string, string>>();
    for (const [width, snap] of ctx.snapshots) {
      const copy: WidthSnapshot = new Map([...snap].map(([k, v]) => [k, { ...v, styles: [...v.styles] }]));
      copy.get("4")!.styles[colour] = "rgb(0, 0, 255)";
      copy.get("4")!.styles[border] = "0px";
      renderedBoxes.set(width, copy);
      parents.set(width, new Map([["4", "3"], ["3", "1"]]));
    }
    expect(patchMismatches(ctx, { boxes: renderedBoxes, parents })).toBe(1);
    const patch = ctx.css.nodes.at(-1) as import("postcss").Rule;
    expect(patch.selector).toBe(".ll-fix-1:not(#_)");
    expect(patch.toString()).toContain("color: rgb(255, 0, 0);");
    expect(patch.toString()).toContain("border-top-width: 2px !important");
  });

  it("measures the verify-only widths too, marks them uncaptured and never patches there", () => {
    const ctx = makeContext(`<p>x</p>`); // 1 html, 2 head, 3 body, 4 p
    const copy = (snap: WidthSnapshot): WidthSnapshot => new Map([...snap].map(([k, v]) => [k, { ...v, styles: [...v.styles] }]));
    const between = new Map<number, WidthSnapshot>([[560, copy(ctx.snapshots.get(390)!)]]);
    const boxes = new Map<number, WidthSnapshot>([...ctx.snapshots].map(([w, snap]) => [w, copy(snap)]));
    const off = copy(between.get(560)!);
    off.get("4")!.w = 300; // the paragraph is too wide at 560 only
    boxes.set(560, off);
    const parents = new Map<number, Map<string, string>>([...boxes.keys()].map((w) => [w, new Map([["4", "3"]])]));
    expect(patchMismatches(ctx, { boxes, parents })).toBe(0);
    const fidelity = fidelityOf(ctx, { boxes, parents }, between);
    expect(fidelity.map((f) => [f.width, f.captured, f.mismatches])).toEqual([
      [1280, true, 0],
      [768, true, 0],
      [560, false, 1],
      [390, true, 0],
    ]);
  });
});
