import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts, subscriptions, teamMembers } from "@layoutlift/core/db/schema/index";
import type { LayoutHistoryResponse } from "@layoutlift/core/contract/layout-versions";
import type { LayoutResponse, LayoutSummary } from "@layoutlift/core/contract/layouts";
import type { WorkspaceResponse } from "@layoutlift/core/contract/workspaces";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

type Person = Awaited<ReturnType<TestApp["signIn"]>>;

// Issue 28.7: a team's layouts are shared with its members by role; everyone else sees nothing of them.
describe.each(await dbTargets())("team workspaces on %s", (target) => {
  let t: TestApp;
  let owner: Person, user: Person, manager: Person, admin: Person, outsider: Person;
  let teamId: string;
  const ip = target === "pglite" ? "198.51.100.31" : "198.51.100.32";

  const call = (person: Person, method: string, path: string, json?: unknown) =>
    t.request(path, { method, cookie: person.cookie, json, headers: { "x-forwarded-for": ip } });
  const insertLayout = async (values: { userId: string; teamId: string | null; url: string }) => {
    const [row] = await t.runtime.deps.db
      .insert(layouts)
      .values({ ...values, status: "done", extractedHtml: "<p>extracted</p>", extractedCss: "p{}" })
      .returning();
    return row.id;
  };
  const list = async (person: Person, team?: string) =>
    (await (await call(person, "GET", `/api/layouts${team ? `?teamId=${team}` : ""}`)).json()) as LayoutSummary[];

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.runtime.worker?.stop();
    owner = await t.signIn({ email: "olga@example.test", firstName: "Olga", lastName: "Owner" });
    user = await t.signIn({ email: "ulla@example.test", firstName: "Ulla", lastName: "User" });
    manager = await t.signIn({ email: "max@example.test", firstName: "Max", lastName: "Manager" });
    admin = await t.signIn({ email: "ada@example.test", firstName: "Ada", lastName: "Admin" });
    outsider = await t.signIn({ email: "otto@example.test", firstName: "Otto" });
    const db = t.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: owner.user.id, tier: "pro", status: "active" });
    // The paid owner's team is created the first time their workspaces are listed.
    const ws = (await (await call(owner, "GET", "/api/layouts/workspaces")).json()) as WorkspaceResponse[];
    teamId = ws[1]!.teamId!;
    await db.insert(teamMembers).values([
      { teamId, userId: user.user.id, role: "user" },
      { teamId, userId: manager.user.id, role: "account_manager" },
      { teamId, userId: admin.user.id, role: "admin" },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it("offers the personal workspace and, to members, the team's with their role", async () => {
    const ws = async (p: Person) => (await (await call(p, "GET", "/api/layouts/workspaces")).json()) as WorkspaceResponse[];
    expect(await ws(owner)).toEqual([
      { teamId: null, name: "Personal", role: "owner", actions: ["view", "edit", "move", "delete"] },
      { teamId, name: "Olga's Team", role: "admin", actions: ["view", "edit", "move", "delete"] },
    ]);
    expect((await ws(user))[1]).toEqual({ teamId, name: "Olga's Team", role: "user", actions: ["view", "edit"] });
    expect((await ws(manager))[1]).toMatchObject({ role: "account_manager", actions: ["view", "edit", "move"] });
    expect(await ws(outsider)).toEqual([{ teamId: null, name: "Personal", role: "owner", actions: ["view", "edit", "move", "delete"] }]);
  });

  it("lists a team's layouts to its members only and keeps personal layouts personal", async () => {
    const shared = await insertLayout({ userId: owner.user.id, teamId, url: "https://shared.example.com" });
    const mine = await insertLayout({ userId: owner.user.id, teamId: null, url: "https://mine.example.com" });
    for (const member of [owner, user, manager, admin]) {
      const ids = (await list(member, teamId)).map((l) => l.id);
      expect(ids, member.user.email).toContain(shared);
      expect(ids, member.user.email).not.toContain(mine);
    }
    expect((await list(owner)).map((l) => l.id)).toEqual([mine]);
    expect(await list(user)).toEqual([]);
    expect((await list(user, teamId)).find((l) => l.id === shared)).toMatchObject({ teamId, url: "https://shared.example.com" });
    const res = await call(outsider, "GET", `/api/layouts?teamId=${teamId}`);
    expect(res.status).toBe(404);
    expect((await call(outsider, "GET", "/api/layouts?teamId=not-a-uuid")).status).toBe(400);
  });

  it("lets every member open, edit and export a team layout; history names who saved; two editors get the 409", async () => {
    const id = await insertLayout({ userId: owner.user.id, teamId, url: "https://edit.example.com" });
    const opened = await call(user, "GET", `/api/layouts/${id}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as LayoutResponse).teamId).toBe(teamId);

    expect((await call(user, "PATCH", `/api/layouts/${id}`, { editedHtml: "<p>by Ulla</p>", version: 1 })).status).toBe(200);
    // Max loaded version 1 too: his save is refused and writes nothing.
    const stale = await call(manager, "PATCH", `/api/layouts/${id}`, { editedHtml: "<p>by Max</p>", version: 1 });
    expect(stale.status).toBe(409);
    expect((await call(manager, "PATCH", `/api/layouts/${id}`, { editedHtml: "<p>by Max</p>", version: 2 })).status).toBe(200);

    const history = (await (await call(owner, "GET", `/api/layouts/${id}/versions`)).json()) as LayoutHistoryResponse;
    expect(history.versions.filter((v) => !v.original).map((v) => [v.version, v.author.name])).toEqual([
      [3, "Max Manager"],
      [2, "Ulla User"],
    ]);
    const exported = await call(user, "POST", `/api/layouts/${id}/export`, { format: "html", html: "<p>by Max</p>", css: "" });
    expect(exported.status).toBe(200);
    const copy = await call(user, "POST", `/api/layouts/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(((await copy.json()) as LayoutResponse).teamId).toBe(teamId);
  });

  it("lets only admins delete a team layout; a plain user and an account manager get 403 saying so", async () => {
    const id = await insertLayout({ userId: user.user.id, teamId, url: "https://delete.example.com" });
    for (const p of [user, manager]) {
      const res = await call(p, "DELETE", `/api/layouts/${id}`);
      expect(res.status, p.user.email).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/cannot delete team layouts; only Admins can/);
    }
    expect((await call(admin, "DELETE", `/api/layouts/${id}`)).status).toBe(204);
    expect((await call(user, "GET", `/api/layouts/${id}`)).status).toBe(404);
  });

  it("hides a team layout behind 404 on every layout route from someone outside the team", async () => {
    const id = await insertLayout({ userId: owner.user.id, teamId, url: "https://secret.example.com" });
    const versions = (await (await call(owner, "GET", `/api/layouts/${id}/versions`)).json()) as LayoutHistoryResponse;
    const versionId = versions.versions[0]!.id;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/layouts/${id}`],
      ["PATCH", `/api/layouts/${id}`, { editedHtml: "<p>pwned</p>", version: 1 }],
      ["GET", `/api/layouts/${id}/screenshot`],
      ["POST", `/api/layouts/${id}/export`, { format: "html", html: "<p>x</p>", css: "" }],
      ["POST", `/api/layouts/${id}/ai-edit`, { prompt: "Make it modern", currentHtml: "<p>x</p>", currentCss: "" }],
      ["POST", `/api/layouts/${id}/duplicate`],
      ["DELETE", `/api/layouts/${id}`],
      ["POST", `/api/layouts/${id}/move`, { teamId: null }],
      ["POST", `/api/layouts/${id}/retry`],
      ["GET", `/api/layouts/${id}/versions`],
      ["GET", `/api/layouts/${id}/versions/${versionId}`],
      ["PATCH", `/api/layouts/${id}/versions/${versionId}`, { label: "mine" }],
      ["POST", `/api/layouts/${id}/versions/${versionId}/restore`, { version: 1 }],
      ["POST", `/api/layouts/${id}/assets/sizes`, { urls: ["https://secret.example.com/a.png"] }],
    ];
    for (const [method, path, json] of calls) {
      const res = await call(outsider, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const form = new FormData();
    form.set("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    const upload = await t.request(`/api/layouts/${id}/assets`, { method: "POST", cookie: outsider.cookie, body: form, headers: { "x-forwarded-for": ip } });
    expect(upload.status).toBe(404);
    const [row] = await t.runtime.deps.db.select().from(layouts).where(eq(layouts.id, id));
    expect([row!.teamId, row!.editedHtml, row!.version]).toEqual([teamId, null, 1]);
  });

  it("moves layouts only when asked, by the layout's owner or a team admin or account manager", async () => {
    const personal = await insertLayout({ userId: user.user.id, teamId: null, url: "https://ulla.example.com" });
    // Into the team: the personal owner may share it with their own team, but not into a team they are not in.
    const foreign = await call(outsider, "POST", `/api/layouts/${personal}/move`, { teamId });
    expect(foreign.status).toBe(404);
    const own = await insertLayout({ userId: outsider.user.id, teamId: null, url: "https://otto.example.com" });
    expect((await call(outsider, "POST", `/api/layouts/${own}/move`, { teamId })).status).toBe(404);
    const shared = await call(user, "POST", `/api/layouts/${personal}/move`, { teamId });
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as LayoutResponse).teamId).toBe(teamId);
    expect((await list(user)).map((l) => l.id)).not.toContain(personal);
    expect((await list(admin, teamId)).map((l) => l.id)).toContain(personal);

    // Out of the team: a plain user may not (403 with the reason), an account manager may; it becomes theirs.
    const refused = await call(user, "POST", `/api/layouts/${personal}/move`, { teamId: null });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Your team role (User) cannot move team layouts; only Account Managers and Admins can.",
    );
    const moved = await call(manager, "POST", `/api/layouts/${personal}/move`, { teamId: null });
    expect(moved.status).toBe(200);
    expect((await list(manager)).map((l) => l.id)).toEqual([personal]);
    expect((await call(user, "GET", `/api/layouts/${personal}`)).status).toBe(404);

    for (const body of [{}, { teamId: "nope" }, { teamId: null, extra: 1 }]) {
      expect((await call(manager, "POST", `/api/layouts/${personal}/move`, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps a leaving member's team layouts in the team (its owner takes them over) and deletes their personal ones", async () => {
    const leaver = await t.signIn({ email: "lea@example.test", firstName: "Lea" });
    await t.runtime.deps.db.insert(teamMembers).values({ teamId, userId: leaver.user.id, role: "user" });
    const shared = await insertLayout({ userId: leaver.user.id, teamId, url: "https://lea-team.example.com" });
    const own = await insertLayout({ userId: leaver.user.id, teamId: null, url: "https://lea.example.com" });
    const gone = await call(leaver, "DELETE", "/api/account", { confirm: "lea@example.test" });
    expect(gone.status).toBeLessThan(300);
    const rows = await t.runtime.deps.db.select().from(layouts).where(eq(layouts.url, "https://lea-team.example.com"));
    expect(rows.map((r) => [r.id, r.teamId, r.userId])).toEqual([[shared, teamId, owner.user.id]]);
    expect(await t.runtime.deps.db.select().from(layouts).where(eq(layouts.id, own))).toEqual([]);
    expect((await call(user, "GET", `/api/layouts/${shared}`)).status).toBe(200);
  });

  it("puts a new extraction into the chosen team workspace, for the team's members only", async () => {
    const post = (p: Person, json: unknown) => call(p, "POST", "/api/layouts/extract", json);
    const made = await post(user, { url: "https://example.com/team-page", teamId });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await list(owner, teamId)).map((l) => l.id)).toContain(id);
    expect((await list(user)).map((l) => l.id)).not.toContain(id);

    const personal = await post(user, { url: "https://example.com/own-page", teamId: null });
    expect(personal.status).toBe(201);
    expect((await list(user)).map((l) => l.id)).toContain(((await personal.json()) as { id: string }).id);

    const before = await t.runtime.deps.db.select({ id: layouts.id }).from(layouts).where(eq(layouts.userId, outsider.user.id));
    expect((await post(outsider, { url: "https://example.com/sneak", teamId })).status).toBe(404);
    expect((await post(outsider, { url: "https://example.com/sneak", teamId: "not-a-team" })).status).toBe(400);
    const after = await t.runtime.deps.db.select({ id: layouts.id }).from(layouts).where(eq(layouts.userId, outsider.user.id));
    expect(after).toEqual(before);
  });
});
