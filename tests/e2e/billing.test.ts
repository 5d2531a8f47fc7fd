import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { signedInContext } from "../helpers/signed-in-context.ts";

describe("billing and teams in a real browser", () => {
  let s: TestServer;
  let browser: Browser;
  // Building a fresh database takes most of this hook; on a loaded machine it can take minutes.
  beforeAll(async () => {
    [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  /**
   * Test mode shows its toast, refetches the user, and leaves for the dashboard TEST_MODE_REDIRECT_MS (web
   * start-checkout.ts) later. The page's clock (installed before it loads, running at the real pace) is moved over that
   * delay once the refetch is in, instead of the test waiting it out. Call before the step that starts the checkout.
   */
  const TEST_MODE_REDIRECT_MS = 2000;
  const leavesTestModeToast = (page: Page) => {
    let sessionCreated = false;
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/api/checkout/create-session") sessionCreated = true;
    });
    const userRefetched = page.waitForResponse((r) => sessionCreated && new URL(r.url()).pathname === "/api/auth/user");
    return async () => {
      await page.getByText("Test Mode Subscription").waitFor();
      // Without that refetch the redirect still comes, in its own time.
      await Promise.race([userRefetched, page.waitForURL(/\/dashboard/)]);
      await page.clock.fastForward(TEST_MODE_REDIRECT_MS);
    };
  };

  const me = (context: BrowserContext) =>
    context.pages()[0].evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).json());

  it("takes a trial user through plan selection in test mode to Pro, then the owner invites a colleague who joins", async () => {
    const owner = (await signedInContext(s, browser, { email: "tess@example.test", firstName: "Tess" })).context;
    const page = await owner.newPage();
    await page.clock.install();
    await page.goto(`${s.baseUrl}/subscription-selection`);
    await page.getByRole("heading", { name: "Welcome, Tess!" }).waitFor();
    expect((await me(owner)).subscriptionTier).toBe("starter");

    const leaveToast = leavesTestModeToast(page);
    await page.getByRole("button", { name: "Get Pro" }).click();
    await leaveToast();
    await page.waitForURL(/\/dashboard/, { timeout: 15_000 });
    const pro = await me(owner);
    expect(pro).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "pro", features: { aiEdit: true, teams: true, totalSeats: 3 } });
    expect(pro.features.exportFormats).toEqual(["html", "react", "vue", "nextjs", "svelte", "astro", "wordpress", "wix", "squarespace", "zip"]);

    await page.goto(`${s.baseUrl}/teams`);
    await page.getByText("Tess's Team").waitFor();
    await page.getByText("1 of 3 seats used").waitFor();
    await page.getByText("Pro Team").waitFor();
    await page.getByRole("button", { name: "Invite Member" }).click();
    const send = page.getByRole("button", { name: "Send Invitation" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel("Email").fill("ian@example.test");
    await send.click();
    await page.getByText("Invitation sent!").waitFor();
    const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(new RegExp(`^${s.baseUrl}/api/team/invitations/[A-Za-z0-9_-]+/accept$`));
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("ian@example.test", { exact: true }).waitFor();
    await page.getByText(/^Expires /).waitFor();

    const invitee = (await signedInContext(s, browser, { email: "ian@example.test", firstName: "Ian" })).context;
    const invitePage = await invitee.newPage();
    await invitePage.goto(link);
    await invitePage.waitForURL(/\/teams/);
    await invitePage.getByText("Tess's Team").waitFor();
    await invitePage.getByText("2 of 3 seats used").waitFor();
    await invitePage.getByText("(you)").waitFor();
    // A plain member sees no management controls.
    expect(await invitePage.getByRole("button", { name: "Invite Member" }).count()).toBe(0);
    expect(await invitePage.getByRole("button", { name: /^Remove / }).count()).toBe(0);
    expect((await me(invitee)).features.aiEdit).toBe(true);

    await owner.close();
    await invitee.close();
  });

  it("opens the checkout page: sign-in first, then from the trial limit's Upgrade Now to a paid plan in test mode", async () => {
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${s.baseUrl}/checkout?tier=enterprise`);
    await anonymous.waitForURL((url) => url.pathname === "/api/login");
    expect(new URL(anonymous.url()).searchParams.get("next")).toBe("/checkout?tier=enterprise");
    await visitor.close();

    // A trial that has ended: /extract's Upgrade Now is the path that used to dead-end at "Stripe Not Configured".
    // This build has no VITE_STRIPE_PUBLISHABLE_KEY and the server no Stripe key: the server's test mode takes over.
    const ended = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
    const buyer = (await signedInContext(s, browser, { email: "cora@example.test", firstName: "Cora", createdAt: ended })).context;
    const page = await buyer.newPage();
    const offHost: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(s.baseUrl) && !req.url().startsWith("data:")) offHost.push(req.url());
    });
    await page.clock.install();
    await page.goto(`${s.baseUrl}/extract`);
    await page.getByText("Your trial has ended. Please upgrade to continue.", { exact: true }).waitFor();
    const leaveToast = leavesTestModeToast(page);
    await page.getByRole("link", { name: "Upgrade Now" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByText("Subscribe to Pro").waitFor();
    await leaveToast();
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("subscription") === "success");
    expect(await me(buyer)).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "pro" });
    expect(await page.getByText("Stripe Not Configured").count()).toBe(0);

    // The plan now allows extraction again.
    await page.goto(`${s.baseUrl}/extract`);
    await page.getByRole("heading", { name: "Pro Plan" }).waitFor();
    expect(await page.getByLabel("Website URL").isDisabled()).toBe(false);
    expect(offHost).toEqual([]);
    await buyer.close();
  });
});
