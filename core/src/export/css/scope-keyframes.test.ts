import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { scopeKeyframes } from "./scope-keyframes.ts";

describe("scopeKeyframes", () => {
  it("renames keyframes and the animations that use them, leaving other tokens and unknown names alone", () => {
    const root = postcss.parse(
      `@keyframes fade { to { opacity: 1 } } @-webkit-keyframes spin { to { transform: rotate(1turn) } }` +
        `.a { animation: fade 1s ease-in 2, spin 2s linear infinite; } .b { animation-name: spin, host-anim; } .c { animation: 1s ease fade-slow; }`,
    );
    scopeKeyframes(root, "ll-wix-1a2b");
    const css = root.toString();
    expect(css).toContain("@keyframes ll-wix-1a2b-fade");
    expect(css).toContain("@-webkit-keyframes ll-wix-1a2b-spin");
    expect(css).toContain("animation: ll-wix-1a2b-fade 1s ease-in 2, ll-wix-1a2b-spin 2s linear infinite");
    expect(css).toContain("animation-name: ll-wix-1a2b-spin, host-anim");
    expect(css).toContain("animation: 1s ease fade-slow");
  });
});
