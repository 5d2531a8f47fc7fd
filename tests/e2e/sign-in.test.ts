import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";

describe("sign-in in a real browser", () => {
  let s: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it("loads the landing page, signs in locally and shows the user's name from /api/auth/user", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/`);
    await expect.poll(() => page.title()).toContain("LayoutLift");

    await page.goto(`${s.baseUrl}/api/login?next=/`);
    await page.getByText("Local development sign-in").waitFor();
    await page.getByLabel("First name").fill("Katherine");
    await page.getByLabel("Last name").fill("Johnson");
    await page.getByLabel("Email").fill("katherine@example.test");
    await Promise.all([page.waitForURL(`${s.baseUrl}/`), page.getByRole("button", { name: "Sign in" }).click()]);

    const me = await page.evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).json());
    expect(me.firstName).toBe("Katherine");
    await page.getByText("Katherine Johnson").first().waitFor({ timeout: 15_000 });

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "ll_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    await context.close();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${s.baseUrl}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.close();
  });

  it("sends signed-out visitors of the editor to sign-in after the 'Unauthorized' toast", async () => {
    const page = await browser.newPage();
    // The toast lives 500 ms before the redirect and a busy machine can poll past it (CI did): the page notes the
    // toast itself in sessionStorage, which survives the same-origin redirect, so the test reads a fact, not a race.
    await page.addInitScript((text: string) => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes(text)) sessionStorage.setItem("toast-seen", "1");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, "Please log in to access the editor.");
    await page.goto(`${s.baseUrl}/editor/00000000-0000-0000-0000-000000000000`);
    await page.waitForURL(`${s.baseUrl}/api/login`);
    await page.getByText("Local development sign-in").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("toast-seen"))).toBe("1");
    await page.close();
  });
});
