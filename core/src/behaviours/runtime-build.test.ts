import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GENERATED, generatedModule } from "./runtime-build.ts";
import { BEHAVIOUR_RUNTIME } from "./runtime.gen.ts";

describe("the behaviour runtime bundle", () => {
  it("is what the runtime sources build (run `npm run build:runtime` after editing runtime/)", () => {
    expect(readFileSync(GENERATED, "utf8")).toBe(generatedModule());
  });

  it("stays within 3 KB gzipped and evaluates nothing", () => {
    expect(gzipSync(BEHAVIOUR_RUNTIME, { level: 9 }).length).toBeLessThanOrEqual(3072);
    expect(BEHAVIOUR_RUNTIME).not.toMatch(/\beval\(|new Function|innerHTML|insertAdjacentHTML|document\.write|setAttribute\("on/);
    expect(() => new Function(BEHAVIOUR_RUNTIME)).not.toThrow();
  });
});
