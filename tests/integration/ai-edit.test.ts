import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

const currentHtml = `<section class="hero" data-name="hero" onmouseover="x()"><h1 class="title">Hello</h1><p class="lead">Pale</p><script>alert(1)</script></section>`;
const currentCss = `.hero{display:flex;background:#fff}.lead{color:#ddd}`;

describe.each(await dbTargets())("AI edit API on %s", (target) => {
  let t: TestApp;
  let pro: Awaited<ReturnType<TestApp["signIn"]>>;
  let starter: Awaited<ReturnType<TestApp["signIn"]>>;
  let proLayout: string;
  let starterLayout: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    const db = t.runtime.deps.db;
    pro = await t.signIn();
    starter = await t.signIn();
    await db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    const rows = await db
      .insert(layouts)
      .values([
        { userId: pro.user.id, url: "https://example.com", status: "done", extractedHtml: currentHtml, extractedCss: currentCss },
        { userId: starter.user.id, url: "https://example.com", status: "done", extractedHtml: currentHtml, extractedCss: currentCss },
      ])
      .returning();
    [proLayout, starterLayout] = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const edit = (id: string, cookie: string, json: unknown) => t.request(`/api/layouts/${id}/ai-edit`, { method: "POST", cookie, json });

  it("edits for pro with the built-in provider and returns sanitised html and css", async () => {
    const res = await edit(proLayout, pro.cookie, { prompt: "Improve contrast", currentHtml, currentCss });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.provider).toBe("builtin");
    expect(body.html).not.toMatch(/<script|onmouseover/);
    // The rule that colours the pale text gets the new colour; the page keeps no style attribute.
    expect(body.html).toContain('<p class="lead">Pale</p>');
    expect(body.html).not.toMatch(/\sstyle=/);
    expect(body.css.startsWith(currentCss)).toBe(true);
    expect(body.css).toMatch(/\.lead \{ color: #[0-9a-f]{6}; \}/);
    expect(body.summary).toMatch(/^Raised contrast on 1 text: "Pale" #dddddd → #[0-9a-f]{6} \(1\.4:1 → 4\.\d:1\) in `\.lead`\. 1 already passed and kept its colour\. Checked in a real render at 1280 and 390 px: no sideways scrolling, and no section lost spacing\.$/);
  });

  it("refuses starter with 402 and the upgrade message", async () => {
    const res = await edit(starterLayout, starter.cookie, { prompt: "Make it modern", currentHtml, currentCss });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: "Upgrade to Pro to use AI editing" });
  });

  it("refuses an empty or whitespace prompt with 400", async () => {
    for (const prompt of ["", "   \n "]) {
      const res = await edit(proLayout, pro.cookie, { prompt, currentHtml, currentCss });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/prompt is empty/);
    }
  });

  it("answers 404 for another user's layout", async () => {
    const res = await edit(starterLayout, pro.cookie, { prompt: "Make it modern", currentHtml, currentCss });
    expect(res.status).toBe(404);
  });

  it("answers 422 with a short plain message, no configuration talk, for a free-form prompt on the built-in provider", async () => {
    const res = await edit(proLayout, pro.cookie, { prompt: "Rewrite the headline as a haiku", currentHtml, currentCss });
    expect(res.status).toBe(422);
    // Plain words for the user; the configuration (OPENAI_API_KEY…) is for the operator's README and log only.
    const { message } = await res.json();
    expect(message).toBe("Free-form prompts need an AI model; try one of the suggestions.");
    expect(message).not.toMatch(/OPENAI|API key|configure/i);
  });

  it("says which provider is active, and only to signed-in users", async () => {
    const res = await t.request("/api/ai/provider", { cookie: starter.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: "builtin" });
    expect((await t.request("/api/ai/provider")).status).toBe(401);
  });
});
