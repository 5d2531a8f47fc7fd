import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { designTokensResponseSchema } from "@layoutlift/core/contract/design-tokens";
import { closeExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { DESIGN_TOKENS_TOO_SLOW, setDesignTokensRunLimit } from "@layoutlift/core/threads/design-tokens-in-thread";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

// POST /api/layouts/:id/design-tokens: the tokens the exports write for the editor's current stylesheet, which the
// Properties panel offers as swatches and steps. The editor sends the stylesheet (and its <style> elements' text),
// never the markup: the tokens are the stylesheet's values.
const HTML = `<header class="top"><a class="brand" href="/">Quay</a></header><main><h1 class="title">Fresh</h1><p class="lead">Daily</p><a class="btn" href="/book">Book</a></main>`;
const CSS = [
  "body { color: #212529; font-size: 1rem; }",
  ".brand { color: #0d6efd; font-size: 1.25rem; }",
  ".title { color: #212529; font-size: 2.5rem; }",
  ".lead { font-size: 1.25rem; border-radius: .375rem; }",
  ".btn { background: #0d6efd; color: #fff; border-radius: .375rem; }",
].join("\n");

describe("the design tokens of a layout being edited", { timeout: 120_000 }, () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer["signIn"]>>;
  let stranger: Awaited<ReturnType<TestServer["signIn"]>>;
  let id: string;

  beforeAll(async () => {
    s = await startTestServer("pglite");
    await s.runtime.worker?.stop();
    owner = await s.signIn({ email: "tokens-owner@example.test" });
    stranger = await s.signIn({ email: "tokens-stranger@example.test" });
    // Pro, so the test can compare with the React export (a trial exports HTML only).
    await s.runtime.deps.db.insert(subscriptions).values({ userId: owner.user.id, tier: "pro", status: "active" });
    [{ id }] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId: owner.user.id, url: "https://quay.example/", title: "Quay", status: "done", stage: "done", progress: 100, extractedHtml: HTML, extractedCss: CSS })
      .returning();
  }, 180_000);
  afterAll(async () => {
    setDesignTokensRunLimit(undefined);
    await s?.close();
    await closeExportThreads();
  });

  const post = (path: string, cookie: string, body: unknown) =>
    fetch(`${s.baseUrl}${path}`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });

  it("lists the tokens the React export writes in its stylesheet, each with the value it stands for", async () => {
    const res = await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { css: CSS });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { tokens } = designTokensResponseSchema.parse(await res.json());
    const byValue = (group: string) => Object.fromEntries(tokens.filter((t) => t.group === group).map((t) => [t.value, t.uses]));
    // Every colour is a token, one used once too (as the exports write them); sizes and radii used twice.
    expect(byValue("color")).toEqual({ "#212529": 2, "#0d6efd": 2, "#fff": 1 });
    expect(byValue("text")).toEqual({ "1.25rem": 2 });
    expect(byValue("radius")).toEqual({ ".375rem": 2 });

    // The same tokens, by name and value, are what the export's stylesheet declares and reads.
    const exported = await post(`/api/layouts/${id}/export`, owner.cookie, { format: "react", html: HTML, css: CSS });
    expect(exported.status).toBe(200);
    const source = await exported.text();
    for (const token of tokens) {
      expect(source).toContain(`--${token.name}: ${token.value};`);
      expect(source).toContain(`var(--${token.name})`);
    }
  });

  it("reads the unsaved stylesheet it is sent: a colour the editor wrote twice becomes a token", async () => {
    const edited = `${CSS}\n.title { color: #198754; }\n.lead { color: #198754; }`;
    const { tokens } = designTokensResponseSchema.parse(await (await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { css: edited })).json());
    expect(tokens.find((t) => t.value === "#198754")).toMatchObject({ group: "color", uses: 2 });
  });

  it("counts the document's <style> elements as the exports do, and drops one that does not read as CSS", async () => {
    const styleElements = [".title { color: #6f42c1; }", ".lead { color: #6f42c1; }", "} not css {"];
    const res = await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { css: CSS, styleElements });
    expect(res.status).toBe(200);
    const { tokens } = designTokensResponseSchema.parse(await res.json());
    expect(tokens.find((t) => t.value === "#6f42c1")).toMatchObject({ group: "color", uses: 2 });

    // The React export of the same document (those <style> elements in its markup) declares the same token.
    const html = `${HTML}<style>${styleElements[0]}</style><div><style>${styleElements[1]}</style></div>`;
    const source = await (await post(`/api/layouts/${id}/export`, owner.cookie, { format: "react", html, css: CSS })).text();
    const token = tokens.find((t) => t.value === "#6f42c1")!;
    expect(source).toContain(`--${token.name}: #6f42c1;`);
  });

  it("hides another user's layout, refuses a malformed body and signed-out callers", async () => {
    expect((await post(`/api/layouts/${id}/design-tokens`, stranger.cookie, { css: CSS })).status).toBe(404);
    const bad = await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { html: HTML });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/css/);
    const badStyles = await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { css: CSS, styleElements: "body {}" });
    expect(badStyles.status).toBe(400);
    expect(((await badStyles.json()) as { message: string }).message).toMatch(/styleElements/);
    expect((await post(`/api/layouts/${id}/design-tokens`, "", { css: CSS })).status).toBe(401);
  });

  it("refuses a reading past its time limit with a 422 that says the fields still work", async () => {
    setDesignTokensRunLimit(1);
    const res = await post(`/api/layouts/${id}/design-tokens`, owner.cookie, { css: CSS.repeat(200) });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 422, body: { message: DESIGN_TOKENS_TOO_SLOW } });
  });
});
