import { describe, expect, it } from "vitest";
import { readSidebarCookie } from "./sidebar-cookie";

describe("readSidebarCookie", () => {
  it("starts open without a cookie and follows the stored value", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("theme=dark; sidebar_state=false")).toBe(false);
    expect(readSidebarCookie("sidebar_state=true; other=1")).toBe(true);
    expect(readSidebarCookie("my_sidebar_state=false")).toBe(true);
  });
});
