import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { templates } from "@layoutlift/core/templates/catalogue";
import { withTemplatePageAccess } from "@layoutlift/core/extract-jobs/template-access-extract";
import { templateAccessKey } from "@layoutlift/core/templates/template-access";
import { appHosts } from "@layoutlift/core/config";
import type { ExtractLayoutResult } from "@layoutlift/core/extract-jobs/extract-layout-fn";
import { createWebApp, defaultWebDist } from "../../functions/src/web-app.ts";
import { createApi } from "../../functions/src/app.ts";
import { templatePagesDir } from "../../functions/src/lib/template-page-files.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app.ts";

// Served in process (no socket): every address below is only a Host the request names, on loopback spellings.
describe("Pro template pages", () => {
  let t: TestApp;
  let web: ReturnType<typeof createWebApp>;
  const pro = templates.find((tpl) => tpl.isPro)!;
  const free = templates.find((tpl) => !tpl.isPro)!;
  const file = (id: string) => readFileSync(join(templatePagesDir(), id, "index.html"), "utf8");

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.runtime.worker?.stop();
    web = createWebApp(t.runtime.deps);
  }, 180_000);
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) => web.request(url, { headers: cookie ? { cookie } : {} }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });

  it("are shown to a visitor as a preview only, under every host spelling", async () => {
    for (const url of [
      `${TEST_ORIGIN}/templates/${pro.id}/`,
      `http://127.0.0.1:3000/templates/${pro.id}/index.html`,
      `http://[::1]:3000//templates/${pro.id}/`,
      `http://app.localhost/Templates/${pro.id.toUpperCase()}/`,
      `http://2130706433/templates/%${pro.id.charCodeAt(0).toString(16)}${pro.id.slice(1)}/`,
      `${TEST_ORIGIN}/templates/${pro.id}/?ll_access=1.${"a".repeat(43)}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(402);
      const body = await res.text();
      expect(body, url).toContain(`${pro.name} preview`);
      expect(body, url).not.toContain(file(pro.id).slice(file(pro.id).indexOf("<body")));
    }
    expect(await (await get(`${TEST_ORIGIN}/templates/${free.id}/`)).text()).toBe(file(free.id));
  });

  it("are served by the API alone, as the deployed function serves them; the built static site holds none", async () => {
    const api = createApi(t.runtime.deps);
    const res = await api.request(`${TEST_ORIGIN}/templates/${pro.id}/`);
    expect(res.status).toBe(402);
    expect(await res.text()).toContain(`${pro.name} preview`);
    const freePage = await api.request(`${TEST_ORIGIN}/templates/${free.id}/index.html`);
    expect(freePage.status).toBe(200);
    expect(await freePage.text()).toBe(file(free.id));
    expect(existsSync(join(defaultWebDist, "index.html"))).toBe(true);
    expect(existsSync(join(defaultWebDist, "templates"))).toBe(false);
  });

  it("open for a Pro user through the preview link, and not for a trial user", async () => {
    const trial = await t.signIn();
    const paid = await t.signIn();
    await t.runtime.deps.db.insert(subscriptions).values({ userId: paid.user.id, tier: "pro", status: "active" });
    const link = `${TEST_ORIGIN}/api/templates/${pro.id}/page`;
    expect((await get(link, trial.cookie)).headers.get("location")).toBe(`/templates/${pro.id}/`);
    expect((await get(link)).headers.get("location")).toBe(`/templates/${pro.id}/`);
    const location = (await get(link, paid.cookie)).headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/templates/${pro.id}/\\?ll_access=`));
    const page = await get(`${TEST_ORIGIN}${location}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(file(pro.id));
  });

  it("are fetched with a token by an extraction of our own address, which the saved layout does not keep", async () => {
    const fetched: string[] = [];
    const fake = async (url: string): Promise<ExtractLayoutResult> => {
      fetched.push(url);
      const res = await get(url);
      const html = `<p>${res.status}</p><a href="${url}#offer">offer</a>`;
      return { html, css: "", title: "t", screenshot: new Uint8Array(), layoutJson: { version: 2, url, title: "t", viewport: { width: 1, height: 1 }, screenshot: null, components: [], tree: [] } };
    };
    const extract = withTemplatePageAccess(fake, appHosts(t.config), templateAccessKey(t.config.SESSION_SECRET));
    const ours = `${TEST_ORIGIN}/templates/${pro.id}/`;
    const result = await extract(ours, { proTemplates: true } as never);
    expect(fetched[0]).toMatch(/\?ll_access=/);
    expect(result.html).toBe(`<p>200</p><a href="${ours}#offer">offer</a>`);
    expect(result.layoutJson.url).toBe(ours);
    // A spelling that is not configured is fetched as it is: the preview, not the page.
    const other = await extract(`http://127.0.0.1:3000/templates/${pro.id}/`, { proTemplates: true } as never);
    expect(other.html).toMatch(/^<p>402<\/p>/);
    // A job whose owner has no Pro templates when it runs (whatever queued it) is fetched as a visitor: the preview.
    const withoutPro = await extract(ours, { proTemplates: false } as never);
    expect(fetched.at(-1)).toBe(ours);
    expect(withoutPro.html).toMatch(/^<p>402<\/p>/);
  });
});
