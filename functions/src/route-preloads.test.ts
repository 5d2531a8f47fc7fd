import { describe, expect, it } from "vitest";
import { preloadUrls, withPreloads } from "./route-preloads.ts";

describe("route preloads", () => {
  it("preloads a route's own data where it has some", () => {
    expect(preloadUrls("/")).toEqual([]);
    expect(preloadUrls("/dashboard")).toEqual(["/api/layouts"]);
    const id = "0b8e5c0e-3f7a-4a4e-9c5e-2f0b6c8d9a11";
    expect(preloadUrls(`/editor/${id}`)).toEqual([`/api/layouts/${id}`]);
    expect(preloadUrls("/editor/not-an-id")).toEqual([]);
  });

  it("writes credentialed fetch preloads into the head", () => {
    expect(withPreloads("<html><head><title>x</title></head><body></body></html>", "/dashboard")).toBe(
      '<html><head><title>x</title><link rel="preload" href="/api/layouts" as="fetch" crossorigin="use-credentials"></head><body></body></html>',
    );
    expect(withPreloads("<head></head>", "/marketplace")).toBe("<head></head>");
  });
});
