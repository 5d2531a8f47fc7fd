import { describe, expect, it } from "vitest";
import { parseRobots, robotsAllow } from "./robots.ts";

describe("robots.txt rules", () => {
  it("disallows what the * group disallows and allows the rest", () => {
    const rules = parseRobots("User-agent: *\nDisallow: /private.html\n");
    expect(robotsAllow(rules, "/private.html")).toBe(false);
    expect(robotsAllow(rules, "/private.html?x=1")).toBe(false);
    expect(robotsAllow(rules, "/about.html")).toBe(true);
    expect(robotsAllow(rules, "/")).toBe(true);
  });

  it("uses our own group instead of * when there is one, case-insensitively", () => {
    const rules = parseRobots("User-agent: *\nDisallow: /\n\nUser-agent: LayoutLift\nDisallow: /admin\n");
    expect(robotsAllow(rules, "/about")).toBe(true);
    expect(robotsAllow(rules, "/admin/users")).toBe(false);
    expect(robotsAllow(rules, "/about", "otherbot")).toBe(false);
  });

  it("gives consecutive user-agent lines the same rules and starts a new group after rules", () => {
    const rules = parseRobots("User-agent: a\nUser-agent: layoutlift\nDisallow: /x\nUser-agent: b\nDisallow: /y\n");
    expect(robotsAllow(rules, "/x")).toBe(false);
    expect(robotsAllow(rules, "/y")).toBe(true);
    expect(robotsAllow(rules, "/y", "b")).toBe(false);
  });

  it("lets the longest match win and Allow win a tie; * and $ work as wildcards", () => {
    const rules = parseRobots(
      ["User-agent: *", "Disallow: /shop", "Allow: /shop/public", "Disallow: /*.pdf$", "Allow: /same", "Disallow: /same"].join("\n"),
    );
    expect(robotsAllow(rules, "/shop/cart")).toBe(false);
    expect(robotsAllow(rules, "/shop/public/item")).toBe(true);
    expect(robotsAllow(rules, "/files/brochure.pdf")).toBe(false);
    expect(robotsAllow(rules, "/files/brochure.pdf?download=1")).toBe(true);
    expect(robotsAllow(rules, "/same")).toBe(true);
  });

  it("ignores comments, empty Disallow and unknown lines; robots.txt itself is always allowed", () => {
    const rules = parseRobots("# hello\nUser-agent: * # everyone\nDisallow:\nCrawl-delay: 10\nSitemap: https://x/s.xml\n");
    expect(robotsAllow(rules, "/anything")).toBe(true);
    expect(robotsAllow(parseRobots("User-agent: *\nDisallow: /"), "/robots.txt")).toBe(true);
    expect(robotsAllow(parseRobots("User-agent: *\nDisallow: /"), "/")).toBe(false);
  });

  it("allows everything when no group applies", () => {
    expect(robotsAllow(parseRobots("User-agent: googlebot\nDisallow: /\n"), "/page")).toBe(true);
    expect(robotsAllow(parseRobots(""), "/page")).toBe(true);
  });
});
