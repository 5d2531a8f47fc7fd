import { describe, expect, it } from "vitest";
import { siteProgressText } from "./site-progress.ts";

describe("the site progress line", () => {
  const done = { status: "done", stage: "done", progress: 100 } as const;
  const failed = { status: "failed", stage: "capture", progress: 10 } as const;
  it("names the page being worked on, its stage and its progress", () => {
    const pages = [done, done, { status: "running", stage: "capture", progress: 40 } as const, ...Array(9).fill({ status: "queued", stage: "queued", progress: 0 })];
    expect(siteProgressText(pages)).toBe("page 3 of 12 · capture 40 %");
    expect(siteProgressText(pages, true)).toBe("page 3 of 12 · capture 40 % · finding more pages");
  });
  it("sums up a finished site, failures included", () => {
    expect(siteProgressText([done, done, failed])).toBe("3 pages · 1 failed");
    expect(siteProgressText([done])).toBe("1 page · done");
    expect(siteProgressText([done], true)).toBe("Finding pages · 1 page found");
  });
});
