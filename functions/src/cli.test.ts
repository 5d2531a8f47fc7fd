import { describe, expect, it } from "vitest";
import { parseCliArgs } from "./cli.ts";

describe("cli arguments", () => {
  it("reads the url, output folder, widths and formats", () => {
    expect(parseCliArgs(["extract", "https://example.com", "--out", "out", "--viewports", "1280,390", "--formats", "html,zip"])).toEqual({
      url: "https://example.com",
      out: "out",
      viewports: [1280, 390],
      formats: ["html", "zip"],
      css: "plain",
    });
    expect(parseCliArgs(["extract", "https://example.com", "--out", "o"]).viewports).toEqual([1280, 768, 390]);
  });

  it("reads --css tailwind for the formats that have a Tailwind flavour", () => {
    expect(parseCliArgs(["extract", "https://example.com", "--out", "o", "--formats", "html,react,vue,nextjs", "--css", "tailwind"]).css).toBe("tailwind");
    expect(() => parseCliArgs(["extract", "https://example.com", "--out", "o", "--css", "bootstrap"])).toThrow('Unknown --css "bootstrap": choose plain or tailwind.');
    // The zip's projects are Tailwind projects then; Svelte and Astro have no single-file Tailwind flavour.
    expect(parseCliArgs(["extract", "https://example.com", "--out", "o", "--formats", "html,zip", "--css", "tailwind"]).css).toBe("tailwind");
    expect(() => parseCliArgs(["extract", "https://example.com", "--out", "o", "--formats", "html,svelte", "--css", "tailwind"])).toThrow(
      "--css tailwind works with html, react, vue, nextjs, zip; not with svelte.",
    );
  });

  it("reads --site and --max-pages for a whole site", () => {
    expect(parseCliArgs(["extract", "https://example.com", "--site", "--out", "o"]).site).toEqual({ maxPages: 25 });
    expect(parseCliArgs(["extract", "https://example.com", "--site", "--max-pages", "7", "--out", "o"]).site).toEqual({ maxPages: 7 });
    expect(parseCliArgs(["extract", "https://example.com", "--out", "o"]).site).toBeUndefined();
    expect(() => parseCliArgs(["extract", "u", "--out", "o", "--max-pages", "3"])).toThrow("--max-pages needs --site.");
    expect(() => parseCliArgs(["extract", "u", "--site", "--max-pages", "101", "--out", "o"])).toThrow(/Invalid --max-pages "101"/);
    expect(() => parseCliArgs(["extract", "u", "--site", "--max-pages", "2.5", "--out", "o"])).toThrow(/Invalid --max-pages/);
  });

  it("rejects bad input with a clear message", () => {
    expect(() => parseCliArgs(["extract", "https://example.com"])).toThrow("Missing --out <dir>.");
    expect(() => parseCliArgs(["crawl", "x", "--out", "o"])).toThrow('Unknown command "crawl".');
    expect(() => parseCliArgs(["extract", "u", "--out", "o", "--formats", "pdf"])).toThrow(/Unknown format "pdf"/);
    expect(() => parseCliArgs(["extract", "u", "--out", "o", "--viewports", "12"])).toThrow(/Invalid viewport width "12"/);
  });
});
