import { describe, expect, it } from "vitest";
import { vectorRecords } from "./display-list.ts";
import { fill, label, record, rect } from "../testing/canvas-record-builders.ts";

describe("vectorRecords", () => {
  it("keeps a well-formed drawing and leaves out canvases hidden at this width", () => {
    const shown = { ...record(300, 150, [fill(rect(0, 0, 10, 10)), label("Mon", 5, 20)]), stamp: "4" };
    const hidden = { ...record(0, 0, [fill(rect(0, 0, 10, 10))]), stamp: "5" };
    const out = vectorRecords([shown, hidden]);
    expect(out.get("4")?.ops).toHaveLength(2);
    expect(out.has("5")).toBe(false);
  });

  it("marks a canvas that drew something without a vector form, or nothing, as kept in pixels", () => {
    const out = vectorRecords([
      { ...record(300, 150, []), stamp: "1" },
      { ...record(300, 150, [fill(rect(0, 0, 1, 1))]), stamp: "2", unsupported: "images drawn" },
    ]);
    expect(out.get("1")).toBeNull();
    expect(out.get("2")).toBeNull();
  });

  it("refuses paints, fonts and numbers the page could use to smuggle CSS or markup", () => {
    const bad = [
      fill(rect(0, 0, 1, 1), "red;} body { display: none"),
      fill(rect(0, 0, 1, 1), "url(javascript:alert(1))"),
      { ...label("x", 0, 0), font: "12px a; } * { color: red" },
      { ...label("x", 0, 0), font: '12px "a\\"}"' },
      { ...label("x", 0, 0), font: "12px url(x)" },
      { ...label("x", 0, 0), font: '12px "a\u0000b"' },
      { ...label("x", 0, 0), font: '12px "a\u001bb", sans-serif' },
      fill([["M", Number.NaN, 0], ["Z"]]),
      fill([["M", 1e9, 0], ["Z"]]),
    ];
    bad.forEach((op, i) => expect(vectorRecords([{ ...record(300, 150, [op]), stamp: String(i) }]).get(String(i)), JSON.stringify(op)).toBeNull());
  });

  it("accepts fonts and colours as canvas serializes them", () => {
    const ops = [
      fill(rect(0, 0, 1, 1), "rgba(13, 110, 253, 0.15)"),
      { ...label("x", 0, 0), font: 'bold 16px "Helvetica Neue", Helvetica, Arial, sans-serif' },
      { ...label("y", 0, 0), font: "italic 600 13.5px Inter" },
    ];
    expect(vectorRecords([{ ...record(300, 150, ops), stamp: "1" }]).get("1")?.ops).toHaveLength(3);
  });

  it("drops a record whose ops point at clips it does not have", () => {
    expect(vectorRecords([{ ...record(300, 150, [fill(rect(0, 0, 1, 1), "#000000", 3)]), stamp: "1" }]).get("1")).toBeNull();
  });
});
