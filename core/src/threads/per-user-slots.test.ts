import { describe, expect, it } from "vitest";
import { perUserSlots } from "./per-user-slots.ts";

describe("perUserSlots", () => {
  it("allows each user up to the limit, independently of other users", () => {
    const slots = perUserSlots(2);
    const a1 = slots.take("a");
    const a2 = slots.take("a");
    expect(a1 && a2).toBeTruthy();
    expect(slots.take("a")).toBeNull();
    expect(slots.take("b")).not.toBeNull();
    expect(slots.inProgress("a")).toBe(2);
    a1!();
    expect(slots.inProgress("a")).toBe(1);
    expect(slots.take("a")).not.toBeNull();
  });

  it("counts a release once, however often it is called", () => {
    const slots = perUserSlots(1);
    const release = slots.take("a")!;
    const other = slots.take("b")!;
    release();
    release();
    expect(slots.inProgress("a")).toBe(0);
    expect(slots.inProgress("b")).toBe(1);
    other();
    expect(slots.inProgress("b")).toBe(0);
  });
});
