import { describe, expect, it } from "vitest";
import { useBrowserApp } from "../helpers/browser-app.ts";

/** Issue 15 item 7: no control may claim security it does not give, so the two-factor switch (which asked for nothing) is gone. */
describe("settings security tab", () => {
  const app = useBrowserApp();

  it("offers only the controls that work: sessions, no two-factor switch", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Noor" });
    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    await page.goto("/settings?tab=security");
    await page.getByRole("button", { name: "Sign Out All Other Sessions" }).waitFor();
    expect(await page.getByText(/two-factor|2fa|authenticator/i).count()).toBe(0);
    expect(await page.getByRole("switch").count()).toBe(0);
    // The API no longer stores or answers such a preference either.
    const settings = await page.evaluate(() => fetch("/api/settings").then((r) => r.json()));
    expect(settings).not.toHaveProperty("twoFactor");
    await context.close();
  });
});
