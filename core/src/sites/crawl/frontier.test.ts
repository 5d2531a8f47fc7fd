import { describe, expect, it } from "vitest";
import { CrawlFrontier } from "./frontier.ts";
import { pageLinks } from "./page-links.ts";
import { parseRobots } from "./robots.ts";
import { discoverSite, type FoundPage } from "./discover.ts";
import type { FetchedPage } from "./fetch-page.ts";

const O = "https://shop.test";

describe("the crawl frontier", () => {
  it("queues same-origin pages once each, breadth first, and says why others are left", () => {
    const frontier = new CrawlFrontier(`${O}/`, parseRobots("User-agent: *\nDisallow: /private"));
    frontier.add([`${O}/about`, `${O}/blog?page=1`, `${O}/blog?page=2`, `${O}/private.html`, "https://other.test/x", `${O}/`]);
    frontier.add([`${O}/contact`, `${O}/about/`]);
    expect([frontier.next(), frontier.next(), frontier.next(), frontier.next()]).toEqual([`${O}/about`, `${O}/blog?page=1`, `${O}/contact`, undefined]);
    expect(frontier.skipped).toEqual([
      { url: `${O}/blog?page=2`, reason: "seen" },
      { url: `${O}/private.html`, reason: "robots" },
      { url: "https://other.test/x", reason: "other-origin" },
      { url: `${O}/`, reason: "seen" },
      { url: `${O}/about/`, reason: "seen" },
    ]);
  });
});

describe("links of a page", () => {
  it("resolves against <base>, drops fragments and trackers, keeps document order and reads the canonical link", () => {
    const html = `<html><head><base href="${O}/docs/"><link rel="canonical" href="/docs/intro"></head><body>
      <a href="intro.html#top">a</a><a href="../about?utm_source=x">b</a><a href="mailto:x@y">c</a><a href="intro.html">d</a>
      <map><area href="/map-target"></map></body></html>`;
    expect(pageLinks(html, `${O}/docs/intro?ref=nav`)).toEqual({
      links: [`${O}/docs/intro.html`, `${O}/about`, `${O}/map-target`],
      canonical: `${O}/docs/intro`,
    });
  });
});

describe("discovering a site", () => {
  const page = (links: string[], canonical?: string) =>
    `<html><head>${canonical ? `<link rel="canonical" href="${canonical}">` : ""}</head><body>${links.map((l) => `<a href="${l}">x</a>`).join("")}</body></html>`;
  const site: Record<string, FetchedPage> = {
    [`${O}/`]: { kind: "html", url: `${O}/`, html: page(["/a", "/b", "/file.pdf", "/broken", "https://elsewhere.test/"]) },
    [`${O}/a`]: { kind: "html", url: `${O}/a`, html: page(["/a/deep", "/b?x=2"]) },
    [`${O}/b`]: { kind: "html", url: `${O}/b`, html: page(["/c"], "/b") },
    [`${O}/file.pdf`]: { kind: "skip", url: `${O}/file.pdf`, reason: "not HTML (application/pdf)" },
    [`${O}/broken`]: { kind: "broken", url: `${O}/broken`, error: "The page answered with HTTP 500" },
    [`${O}/a/deep`]: { kind: "html", url: `${O}/a/deep`, html: page([]) },
    [`${O}/c`]: { kind: "html", url: `${O}/a`, html: page([]) },
  };
  const run = async (maxPages: number, stopAfter = Infinity) => {
    const added: FoundPage[] = [];
    const result = await discoverSite(`${O}/`, maxPages, {
      fetchPage: async (url) => site[url] ?? { kind: "broken", url, error: "404" },
      robots: async () => ({ rules: parseRobots("") }),
      addPage: async (found) => {
        if (added.length >= stopAfter) return "stop";
        added.push(found);
        return "added";
      },
      parallel: 2,
    });
    return { added, result };
  };

  it("adds pages in breadth-first order: HTML pages to extract, broken links as failed pages, never the PDF", async () => {
    const { added, result } = await run(10);
    expect(added).toEqual([
      { url: `${O}/a`, status: "queued" },
      { url: `${O}/b`, status: "queued" },
      { url: `${O}/broken`, status: "failed", error: "The page answered with HTTP 500" },
      { url: `${O}/a/deep`, status: "queued" },
    ]);
    // /c redirects to /a, which is already a page.
    expect(result.pages).toBe(5);
    expect(result.note).toBeNull();
    expect(result.skipped.map((s) => s.url)).toEqual(expect.arrayContaining([`${O}/file.pdf`, `${O}/c`, "https://elsewhere.test/", `${O}/b?x=2`]));
  });

  it("stops at maxPages (the start page counts) and says that more was linked", async () => {
    const { added, result } = await run(3);
    expect(added.map((p) => p.url)).toEqual([`${O}/a`, `${O}/b`]);
    expect(result).toMatchObject({ pages: 3, note: expect.stringContaining("page limit (3 pages)") });
  });

  it("stops when a page cannot be added (allowance used up)", async () => {
    const { added, result } = await run(10, 1);
    expect(added).toHaveLength(1);
    expect(result.pages).toBe(2);
  });

  it("captures only the start page when robots.txt cannot be read", async () => {
    const result = await discoverSite(`${O}/`, 10, {
      fetchPage: async (url) => site[url]!,
      robots: async () => ({ unreadable: "the site's robots.txt could not be read (asked 2 times; the last time it answered with HTTP 503)" }),
      addPage: async () => "added",
    });
    expect(result.pages).toBe(1);
    expect(result.note).toMatch(/^Only the start page was captured: the site's robots\.txt could not be read \(asked 2 times; the last time it answered with HTTP 503\)\. .*RFC 9309.*again later/);
  });
});
