import { describe, expect, it } from "vitest";
import { robotsStatus, startPagesSite } from "./pages-site.ts";

describe("startPagesSite", () => {
  it("serves its pages and files, 404s the rest, and answers robots.txt with its text", async () => {
    const site = await startPagesSite({ pages: { "/": "<h1>Home</h1>" }, files: { "/a.txt": { type: "text/plain", body: "A" } }, robots: "User-agent: *\nDisallow: /x\n" });
    try {
      const home = await fetch(`${site.origin}/?q=1`);
      expect([home.status, home.headers.get("content-type"), await home.text()]).toEqual([200, "text/html; charset=utf-8", "<h1>Home</h1>"]);
      expect(await (await fetch(`${site.origin}/a.txt`)).text()).toBe("A");
      expect((await fetch(`${site.origin}/missing.html`)).status).toBe(404);
      expect(await (await fetch(`${site.origin}/robots.txt`)).text()).toBe("User-agent: *\nDisallow: /x\n");
      expect(site.requests).toEqual(["/", "/a.txt", "/missing.html", "/robots.txt"]);
      expect(site.robotsAsked).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it("lets a handler answer robots.txt by ask, and its close ends an ask left unanswered", async () => {
    const site = await startPagesSite({ pages: {}, robots: (res, asked) => (asked === 1 ? robotsStatus(503)(res, asked) : undefined) });
    expect((await fetch(`${site.origin}/robots.txt`)).status).toBe(503);
    const held = fetch(`${site.origin}/robots.txt`).then(() => "answered", () => "ended");
    await expect.poll(() => site.robotsAsked.length, { timeout: 5_000 }).toBe(2);
    await site.close();
    expect(await held).toBe("ended");
  });
});
