import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { invitations } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";

describe("team invitations found by email, in a real browser", () => {
  const app = useBrowserApp();

  async function proOwner() {
    const owner = await app.server.signIn({ email: "tess@example.test", firstName: "Tess" });
    const res = await fetch(`${app.server.baseUrl}/api/checkout/create-session`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json", origin: app.server.baseUrl },
      body: JSON.stringify({ tier: "pro", successUrl: `${app.server.baseUrl}/dashboard`, cancelUrl: `${app.server.baseUrl}/` }),
    });
    expect(res.status).toBe(200);
    return owner;
  }

  /** Signs in through the local sign-in page, as a person would, and lands on the dashboard. */
  async function signInAs(email: string, firstName: string) {
    const context = await app.newContext();
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    await page.goto("/api/login?next=/dashboard");
    await page.getByLabel("First name").fill(firstName);
    await page.getByLabel("Email").fill(email);
    await Promise.all([page.waitForURL(/\/dashboard$/), page.getByRole("button", { name: "Sign in" }).click()]);
    return { context, page };
  }

  it("validates the address in the invite form, then the invitee accepts from the banner after signing in", async () => {
    const owner = await proOwner();
    const ownerContext = await app.newContext(owner.cookie);
    ownerContext.setDefaultTimeout(45_000);
    const page = await ownerContext.newPage();
    await page.goto("/teams");
    await page.getByRole("button", { name: "Invite Member" }).click();
    const invites: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/team/invite") && invites.push(r.url()));
    await page.getByLabel("Email").fill(`${"a".repeat(65)}@example.test`);
    await page.getByRole("button", { name: "Send Invitation" }).click();
    await page.getByRole("alert").getByText("The part before the @ can be at most 64 characters long").waitFor();
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Invitation" }).click();
    await page.getByRole("alert").getByText("Please enter a valid email address").waitFor();
    expect(invites).toEqual([]);
    await page.getByLabel("Email").fill("  Ravi@Example.test ");
    await page.getByRole("button", { name: "Send Invitation" }).click();
    await page.getByText("Invitation sent!").waitFor();
    await ownerContext.close();

    // Ravi never gets the link: he just signs in with the invited address.
    const { context, page: ravi } = await signInAs("ravi@example.test", "Ravi");
    const banner = ravi.getByRole("region", { name: /^Invitation to / });
    await banner.getByRole("heading", { name: /You're invited to join/ }).waitFor();
    await banner.getByText("Tess invited you as User.", { exact: false }).waitFor();
    await banner.getByRole("button", { name: "Accept invitation" }).click();
    await ravi.getByText(/^Welcome to /).waitFor();
    await banner.waitFor({ state: "detached" });
    await expect.poll(async () => (await ravi.evaluate(() => fetch("/api/auth/user").then((r) => r.json()))).subscriptionTier).toBe("pro");
    await ravi.goto("/teams");
    await ravi.getByText("(you)").waitFor();
    expect(await ravi.getByTestId("invitation-banner").count()).toBe(0);
    await context.close();
  });

  it("lets the invitee decline, after which the banner is gone for good and the owner's seat is free", async () => {
    const owner = await app.server.signIn({ email: "uma@example.test", firstName: "Uma" });
    await fetch(`${app.server.baseUrl}/api/checkout/create-session`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json", origin: app.server.baseUrl },
      body: JSON.stringify({ tier: "pro", successUrl: `${app.server.baseUrl}/dashboard`, cancelUrl: `${app.server.baseUrl}/` }),
    });
    const invited = await fetch(`${app.server.baseUrl}/api/team/invite`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json", origin: app.server.baseUrl },
      body: JSON.stringify({ email: "vic@example.test", role: "account_manager" }),
    });
    expect(invited.status).toBe(201);

    const { context, page } = await signInAs("vic@example.test", "Vic");
    const banner = page.getByTestId("invitation-banner");
    await banner.getByText("Uma invited you as Account Manager.", { exact: false }).waitFor();
    await banner.getByRole("button", { name: "Decline" }).click();
    await page.getByText("Invitation declined").waitFor();
    await banner.waitFor({ state: "detached" });
    expect(await app.server.runtime.deps.db.select().from(invitations).where(eq(invitations.email, "vic@example.test"))).toEqual([]);
    const inboxLoaded = page.waitForResponse((r) => r.url().endsWith("/api/team/invitations/mine"));
    await page.reload();
    expect(await (await inboxLoaded).json()).toEqual([]);
    await page.getByRole("heading", { name: "My Workspace" }).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
