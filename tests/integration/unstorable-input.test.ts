import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { PNG } from "pngjs";
import { count, eq } from "drizzle-orm";
import { apiKeys, layouts, subscriptions, users } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { dbTargets } from "../helpers/databases.ts";
import { hashedAssetPath } from "./export-asset-server.ts";

const NUL = "\u0000";

// Postgres cannot store U+0000 in text and its integer column stops at 2^31 - 1: such input is the client's
// mistake (400 naming the field), never a database error (500), and never changes what was saved.
describe.each(await dbTargets())("input Postgres cannot store, over HTTP on %s", (target) => {
  let s: TestServer;
  let cookie: string;
  let userId: string;
  let layoutId: string;

  beforeAll(async () => {
    s = await startTestServer(target);
    const signedIn = await s.signIn({ email: "nul@example.test", firstName: "Nul" });
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
    await s.runtime.deps.db.insert(subscriptions).values({ userId, tier: "enterprise", status: "active" });
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId, url: "https://example.com/", title: "Saved title", status: "done", extractedHtml: "<p>saved</p>", extractedCss: "p{}" })
      .returning();
    layoutId = row.id;
  }, 120_000);
  afterAll(() => s?.close());

  const call = (method: string, path: string, json: unknown) =>
    fetch(`${s.baseUrl}${path}`, {
      method,
      headers: { cookie, origin: s.baseUrl, "content-type": "application/json" },
      body: JSON.stringify(json),
    });

  async function expect400(res: Response, field: RegExp) {
    expect(res.status).toBe(400);
    const { message } = await res.json();
    expect(message).toMatch(field);
    return message as string;
  }

  async function savedLayout() {
    const res = await fetch(`${s.baseUrl}/api/layouts/${layoutId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return res.json();
  }

  it("refuses NUL in a layout's title, edited HTML or edited CSS with 400 and keeps the saved layout", async () => {
    for (const [field, value] of [
      ["title", `My${NUL}page`],
      ["editedHtml", `<p>a${NUL}b</p>`],
      ["editedCss", `p{color:red}${NUL}`],
    ] as const) {
      const message = await expect400(await call("PATCH", `/api/layouts/${layoutId}`, { [field]: value, version: 1 }), new RegExp(field, "i"));
      expect(message).toMatch(/NUL/);
    }
    const saved = await savedLayout();
    expect(saved).toMatchObject({ title: "Saved title", editedHtml: null, editedCss: null, version: 1 });
    // The same save without the NUL goes through.
    const ok = await call("PATCH", `/api/layouts/${layoutId}`, { title: "My page", version: 1 });
    expect(ok.status).toBe(200);
    expect((await ok.json()).version).toBe(2);
  });

  it("refuses a version outside Postgres' integer range with 400, and a stale one still with 409", async () => {
    for (const version of [2 ** 31, 2 ** 53, 1e300]) {
      await expect400(await call("PATCH", `/api/layouts/${layoutId}`, { title: "Too far", version }), /version/);
    }
    const current = (await savedLayout()).version;
    const biggest = await call("PATCH", `/api/layouts/${layoutId}`, { title: "Still stale", version: 2 ** 31 - 1 });
    expect(biggest.status).toBe(409);
    const saved = await savedLayout();
    expect(saved.title).toBe("My page");
    expect(saved.version).toBe(current);
  });

  it("refuses NUL in an API key name with 400 and creates no key", async () => {
    await expect400(await call("POST", "/api/api-keys", { name: `CI${NUL}key` }), /name/i);
    const [{ n }] = await s.runtime.deps.db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    expect(n).toBe(0);
    expect((await call("POST", "/api/api-keys", { name: "CI key" })).status).toBe(201);
  });

  it("refuses NUL in the address or template of an extraction with 400 and reserves nothing", async () => {
    const before = (await s.runtime.deps.db.select({ n: count() }).from(layouts).where(eq(layouts.userId, userId)))[0].n;
    await expect400(await call("POST", "/api/layouts/extract", { url: `https://example.com/a${NUL}b` }), /URL/i);
    await expect400(await call("POST", "/api/layouts/extract", { url: "https://example.com/", template: `saas${NUL}` }), /template/i);
    const after = (await s.runtime.deps.db.select({ n: count() }).from(layouts).where(eq(layouts.userId, userId)))[0].n;
    expect(after).toBe(before);
  });

  it("refuses NUL in the local sign-in form with 400 and its page, creating no user", async () => {
    const res = await fetch(`${s.baseUrl}/api/login/local`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: s.baseUrl },
      body: new URLSearchParams({ firstName: `Ev${NUL}e`, email: "eve@example.test" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("NUL");
    const found = await s.runtime.deps.db.select().from(users).where(eq(users.email, "eve@example.test"));
    expect(found).toEqual([]);
  });
});

describe("zip export of a layout whose asset URLs carry a bare %", () => {
  let s: TestServer;
  let images: Server;
  let base = "";
  const png = PNG.sync.write(Object.assign(new PNG({ width: 1, height: 1 }), {}));

  beforeAll(async () => {
    images = createServer((req, res) => {
      if (req.url?.endsWith(".png")) res.writeHead(200, { "content-type": "image/png" }).end(png);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => images.listen(0, "127.0.0.1", ok));
    base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    s = await startTestServer("pglite");
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await new Promise<void>((ok) => (images ? images.close(() => ok()) : ok()));
  });

  it("downloads them under a readable file name instead of failing with 500", async () => {
    const { cookie, user } = await s.signIn({ email: "zip@example.test" });
    await s.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId: user.id, url: `${base}/`, title: "Percent", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" })
      .returning();
    const res = await fetch(`${s.baseUrl}/api/layouts/${row.id}/export`, {
      method: "POST",
      headers: { cookie, origin: s.baseUrl, "content-type": "application/json" },
      body: JSON.stringify({
        format: "zip",
        html: `<main><img src="${base}/100%.png" alt="a"><img src="${base}/50%25-off.png" alt="b"><img src="${base}/%E0%A4%A.png" alt="c"></main>`,
        css: `main { background: url("${base}/bg%zz.png") }`,
      }),
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const assets = Object.keys(zip).filter((name) => name.startsWith("assets/")).sort();
    // Four addresses, one picture: one file, named by its content, whatever the page's names look like.
    expect(assets).toEqual([hashedAssetPath(png, ".png")]);
    expect(Buffer.from(zip[assets[0]]).equals(png)).toBe(true);
    const html = strFromU8(zip["index.html"]) + strFromU8(zip["styles.css"] ?? new Uint8Array());
    expect(html.split(assets[0]).length - 1).toBe(4);
  });
});
