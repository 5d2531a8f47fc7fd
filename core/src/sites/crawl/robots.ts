/**
 * robots.txt as RFC 9309 reads it, for the one question the crawler asks: may our user agent fetch this path?
 * The group naming our product token applies; without one, the `*` group. Within it the longest matching rule
 * wins and Allow wins a tie; `*` matches any run of characters and a trailing `$` anchors the end.
 */

export const CRAWLER_TOKEN = "layoutlift";

interface Rule {
  allow: boolean;
  pattern: string;
}

export interface RobotsRules {
  /** Rules per lower-cased user-agent token, groups for the same token merged as the RFC says. */
  groups: Map<string, Rule[]>;
}

export function parseRobots(text: string): RobotsRules {
  const groups = new Map<string, Rule[]>();
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === "user-agent") {
      // Consecutive user-agent lines share the rules that follow; one after rules starts a new group.
      if (inRules) agents = [];
      inRules = false;
      const token = value.toLowerCase();
      agents.push(token);
      if (!groups.has(token)) groups.set(token, []);
    } else if (field === "allow" || field === "disallow") {
      inRules = true;
      // An empty Disallow allows everything: it adds no rule.
      if (!value) continue;
      for (const agent of agents) groups.get(agent)!.push({ allow: field === "allow", pattern: value });
    }
  }
  return { groups };
}

function groupFor(rules: RobotsRules, userAgent: string): Rule[] {
  return rules.groups.get(userAgent.toLowerCase()) ?? rules.groups.get("*") ?? [];
}

function normalizedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = normalizedPath(anchored ? pattern.slice(0, -1) : pattern);
  const regex = body
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${regex}${anchored ? "$" : ""}`).test(path);
}

/** Whether `userAgent` may fetch `pathAndQuery` ("/a/b?x=1"); robots.txt itself is always allowed. */
export function robotsAllow(rules: RobotsRules, pathAndQuery: string, userAgent = CRAWLER_TOKEN): boolean {
  const path = normalizedPath(pathAndQuery || "/");
  if (path === "/robots.txt") return true;
  let best: Rule | null = null;
  for (const rule of groupFor(rules, userAgent)) {
    if (!matches(rule.pattern, path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllow = best && rule.pattern.length === best.pattern.length && rule.allow && !best.allow;
    if (longer || tieAllow) best = rule;
  }
  return best ? best.allow : true;
}

/** Rules that allow everything: no robots.txt (404), or one we could not read. */
export const ALLOW_ALL: RobotsRules = { groups: new Map() };
