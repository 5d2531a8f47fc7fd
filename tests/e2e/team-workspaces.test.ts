import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts, teamMembers, userSettings } from "@layoutlift/core/db/schema/index";
import type { LayoutHistoryResponse } from "@layoutlift/core/contract/layout-versions";
import type { WorkspaceResponse } from "@layoutlift/core/contract/workspaces";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { canvas, clickOnCanvas, LANDING_CSS, LANDING_HTML } from "../helpers/editor-page.ts";

// Issue 28.7 in a real browser: the owner shares a layout with the team, a member finds and edits it, a viewer only views.
describe("team workspaces, in a real browser", () => {
  const app = useBrowserApp();

  it("owner moves a layout into the team workspace; a member switches to it, opens and edits the layout", async () => {
    const { db } = app.server.runtime.deps;
    const owner = await app.server.signIn({ email: "olga@example.test", firstName: "Olga" });
    const paid = await fetch(`${app.server.baseUrl}/api/checkout/create-session`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json", origin: app.server.baseUrl },
      body: JSON.stringify({ tier: "pro", successUrl: `${app.server.baseUrl}/dashboard`, cancelUrl: `${app.server.baseUrl}/` }),
    });
    expect(paid.status).toBe(200);
    const [layout] = await db
      .insert(layouts)
      .values({ userId: owner.user.id, url: "https://acme.example.com", title: "Acme landing", status: "done", extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS })
      .returning();

    // The owner's dashboard: switch nothing, use the card's "Move to…" to share the layout with the team.
    const ownerContext = await app.newContext(owner.cookie);
    ownerContext.setDefaultTimeout(45_000);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto("/dashboard");
    await ownerPage.getByTestId("current-workspace").getByText("Personal workspace").waitFor();
    await ownerPage.getByRole("button", { name: "More actions for Acme landing" }).click();
    await ownerPage.getByRole("menuitem", { name: "Move to…" }).click();
    await ownerPage.getByRole("button", { name: "Move to Olga's Team" }).click();
    await ownerPage.getByText("Layout moved", { exact: true }).waitFor();
    await ownerPage.getByTestId("layouts-empty").waitFor();
    await ownerContext.close();
    const [moved] = await db.select().from(layouts).where(eq(layouts.id, layout.id));
    const ws = (await (await fetch(`${app.server.baseUrl}/api/layouts/workspaces`, { headers: { cookie: owner.cookie } })).json()) as WorkspaceResponse[];
    expect(moved.teamId).toBe(ws[1]!.teamId);

    // Mia is a plain user of the team (what accepting an invitation makes her); she signs in like a person would.
    const mia = await app.server.signIn({ email: "mia@example.test", firstName: "Mia" });
    await db.insert(teamMembers).values({ teamId: moved.teamId!, userId: mia.user.id, role: "user" });
    await db.insert(userSettings).values({ userId: mia.user.id, autoSave: false });
    const context = await app.newContext(mia.cookie);
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.getByTestId("layouts-empty").waitFor();

    await page.getByRole("combobox", { name: "Workspace" }).click();
    await page.getByRole("option", { name: "Olga's Team" }).click();
    await page.getByTestId("current-workspace").getByText("Team workspace: Olga's Team").waitFor();
    const card = page.getByTestId("layout-card").filter({ hasText: "Acme landing" });
    await card.waitFor();
    // A plain user edits but neither moves nor deletes team layouts.
    await page.getByRole("button", { name: "More actions for Acme landing" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).waitFor();
    expect(await page.getByRole("menuitem", { name: /Move to|Delete/ }).count()).toBe(0);
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Select Acme landing" }).dblclick();
    await page.waitForURL(new RegExp(`/editor/${layout.id}$`));
    const frame = await canvas(page);
    await clickOnCanvas(page, frame, ".hero-title", { clickCount: 2 });
    await frame.waitForSelector(".hero-title[contenteditable]");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Shared by the team");
    await page.keyboard.press("Enter");
    await frame.waitForSelector(".hero-title:not([contenteditable])");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved successfully").waitFor();
    await context.close();

    const [saved] = await db.select().from(layouts).where(eq(layouts.id, layout.id));
    expect(saved.editedHtml).toContain('<h1 class="hero-title">Shared by the team</h1>');
    expect(saved.teamId).toBe(moved.teamId);
    // The owner's history names Mia as the author of the save.
    const history = (await (await fetch(`${app.server.baseUrl}/api/layouts/${layout.id}/versions`, { headers: { cookie: owner.cookie } })).json()) as LayoutHistoryResponse;
    expect(history.versions[0]).toMatchObject({ original: false, author: { name: expect.stringMatching(/^Mia/) } });

    // Vera is a Viewer: the editor opens as the export shows it, with Export and no way to change or save it.
    const vera = await app.server.signIn({ email: "vera@example.test", firstName: "Vera" });
    await db.insert(teamMembers).values({ teamId: moved.teamId!, userId: vera.user.id, role: "viewer" });
    const viewerContext = await app.newContext(vera.cookie);
    viewerContext.setDefaultTimeout(45_000);
    const viewer = await viewerContext.newPage();
    await viewer.goto(`/editor/${layout.id}`);
    await viewer.getByText("View only", { exact: true }).waitFor();
    await viewer.frameLocator('iframe[title="Layout preview"]').getByRole("heading", { name: "Shared by the team" }).waitFor();
    await viewer.getByRole("button", { name: "Export" }).waitFor();
    expect(await viewer.getByRole("button", { name: "Save" }).count()).toBe(0);
    expect(await viewer.getByRole("button", { name: "Preview" }).count()).toBe(0);
    // The history is the viewer's to read (who saved what, when) and to preview, not to restore or rename.
    await viewer.getByRole("button", { name: "Version history" }).click();
    const versions = viewer.getByRole("list", { name: "Saved versions" });
    await versions.locator('[data-version="2"]').getByText(/^by Mia/).waitFor();
    expect(await versions.getByRole("button", { name: /^(Restore|Name|Rename) version/ }).count()).toBe(0);
    await versions.getByRole("button", { name: "Preview version 1" }).click();
    const preview = viewer.getByTestId("version-preview");
    await preview.frameLocator("iframe").getByRole("heading", { name: "Ship landing pages faster" }).waitFor();
    expect(await preview.getByRole("button", { name: "Restore this version" }).count()).toBe(0);
    await viewerContext.close();
    // The server holds the line too: a viewer's save is refused, the layout unchanged.
    const refused = await fetch(`${app.server.baseUrl}/api/layouts/${layout.id}`, {
      method: "PATCH",
      headers: { cookie: vera.cookie, "content-type": "application/json", origin: app.server.baseUrl },
      body: JSON.stringify({ editedHtml: "<p>vandal</p>", version: saved.version }),
    });
    expect(refused.status).toBe(403);
    const [after] = await db.select().from(layouts).where(eq(layouts.id, layout.id));
    expect(after.editedHtml).toBe(saved.editedHtml);
  }, 240_000);
});
