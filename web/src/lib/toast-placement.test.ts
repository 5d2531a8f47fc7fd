import { describe, expect, it } from "vitest";
import { safeToastPosition, toastBox, TOAST_HEIGHT_ESTIMATE, TOAST_WIDTH } from "./toast-placement";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describe("safeToastPosition", () => {
  it("uses the bottom-right corner when nothing is there", () => {
    expect(safeToastPosition(desktop, [])).toBe("bottom-right");
    expect(safeToastPosition(phone, [])).toBe("bottom-center");
  });

  it("moves up when a primary action sits in the bottom-right corner (the editor's Apply, Get Enterprise)", () => {
    const apply = { left: 904, top: 752, right: 976, bottom: 788 };
    expect(safeToastPosition(desktop, [apply])).toBe("top-right");
    const box = toastBox("top-right", desktop.width, desktop.height, TOAST_HEIGHT_ESTIMATE.desktop);
    expect(box.right).toBe(1280 - 24);
    expect(box.right - box.left).toBe(TOAST_WIDTH);
    expect(box.top).toBe(72);
  });

  it("tries the other corners in order, then settles for the least covered", () => {
    const corners = [
      { left: 1000, top: 700, right: 1270, bottom: 790 },
      { left: 1000, top: 80, right: 1270, bottom: 120 },
      { left: 30, top: 700, right: 300, bottom: 790 },
    ];
    expect(safeToastPosition(desktop, corners)).toBe("top-left");
    const everywhere = [{ left: 0, top: 0, right: 1280, bottom: 800 }, { left: 0, top: 0, right: 1280, bottom: 100 }];
    expect(safeToastPosition(desktop, everywhere)).toMatch(/^bottom-/);
  });

  it("on a phone spans the width and picks top or bottom", () => {
    const submit = { left: 16, top: 760, right: 374, bottom: 800 };
    expect(safeToastPosition(phone, [submit])).toBe("top-center");
    const box = toastBox("bottom-center", phone.width, phone.height, 100);
    expect(box).toEqual({ left: 16, top: 844 - 16 - 100, right: 374, bottom: 844 - 16 });
  });
});
