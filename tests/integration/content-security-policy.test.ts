import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWebDist } from "@layoutlift/functions/web-app";
import { inlineScriptHashes } from "@layoutlift/functions/lib/csp-directives";
import { behaviourScriptHash, previewScriptHashes } from "@layoutlift/core/export/print/behaviour-script";
import { startTestServer, type TestServer } from "../helpers/server.ts";

function directives(policy: string | null): Map<string, string[]> {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  return new Map(policy!.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe("Content-Security-Policy on the app's pages", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer("pglite");
  }, 120_000);
  afterAll(() => s?.close());

  const indexHash = () => {
    const hashes = inlineScriptHashes(readFileSync(join(defaultWebDist, "index.html"), "utf8"));
    expect(hashes).toHaveLength(1); // the theme script that runs before first paint
    return `'${hashes[0]}'`;
  };

  // The editor's Preview frame (srcdoc, so under this policy) runs our behaviour runtime and its Escape relay inline,
  // named by hash.
  it("lets the SPA run scripts only from itself, Stripe, its own inline theme script and our behaviour runtime, on every route", async () => {
    const { cookie } = await s.signIn();
    for (const path of ["/", "/index.html", "/dashboard", "/extract", "/settings", "/no-such-page"]) {
      const res = await fetch(`${s.baseUrl}${path}`, { headers: { cookie } });
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("script-src"), path).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com", indexHash(), behaviourScriptHash(), previewScriptHashes()[1]]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
      // No 'unsafe-inline' or 'unsafe-eval' for scripts, and no wildcard that would allow any site.
      expect(csp.get("script-src")!.join(" ")).not.toMatch(/unsafe|\*(?!\.js\.stripe\.com)|https?:(?!\/\/)|data:/);
    }
  });

  it("puts the same policy, without any inline script, on the server-rendered and API answers", async () => {
    for (const path of ["/api/login", "/api/logout", "/api/auth/user", "/api/no-such-endpoint"]) {
      const res = await fetch(`${s.baseUrl}${path}`);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("script-src"), path).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    }
  });

  it("hashes the inline script as the browser does", () => {
    const [hash] = inlineScriptHashes('<head><script>\r\n  a = "é";\r\n</script><script type="module" src="/x.js"></script><script async>b()</script></head>');
    // The parsed text: line breaks normalised to LF, hashed as UTF-8.
    expect(hash).toBe(`sha256-${createHash("sha256").update('\n  a = "é";\n', "utf8").digest("base64")}`);
    expect(inlineScriptHashes("<script async>b()</script>")).toHaveLength(1);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});
