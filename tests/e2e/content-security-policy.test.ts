import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { layouts } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { canvas, LANDING_CSS, LANDING_HTML } from "../helpers/editor-page.ts";

const app = useBrowserApp();

type Watch = { violations: string[]; darkBeforeBody: boolean | null };

/**
 * Records every CSP violation of the page (and of its srcdoc frames, which inherit the policy), and whether the
 * dark theme was on <html> before <body> existed, i.e. set by index.html's inline script rather than by React.
 */
async function watchedContext(cookie?: string): Promise<BrowserContext> {
  const context = await app.newContext(cookie);
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: Watch };
    w.__csp = { violations: [], darkBeforeBody: null };
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    if (window.top !== window) return;
    try {
      localStorage.setItem("theme", "dark");
    } catch {}
    new MutationObserver((_, observer) => {
      if (document.documentElement.classList.contains("dark") && w.__csp.darkBeforeBody === null) {
        w.__csp.darkBeforeBody = !document.body;
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  });
  return context;
}

const watch = (page: Page) => page.evaluate(() => (window as unknown as { __csp: Watch }).__csp);

describe("the web app under its Content-Security-Policy", () => {
  it("runs every screen with no violation, and the inline theme script still themes the page before first paint", async () => {
    const { cookie, user } = await app.server.signIn({ firstName: "Cleo", email: "cleo@example.test" });
    const [layout] = await app.server.runtime.deps.db
      .insert(layouts)
      .values({ userId: user.id, url: "https://acme.example", title: "Acme", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS })
      .returning();
    const context = await watchedContext(cookie);
    const page = await context.newPage();
    const screens: [string, () => Promise<unknown>][] = [
      ["/", () => page.getByRole("heading", { level: 1, name: /Copy Any Layout/ }).waitFor()],
      ["/dashboard", () => page.getByText("Acme").first().waitFor()],
      ["/extract", () => page.getByTestId("extract-user").waitFor()],
      ["/settings", () => page.getByRole("tab").first().waitFor()],
      ["/marketplace", () => page.getByRole("heading", { level: 1 }).waitFor()],
      [`/editor/${layout.id}`, async () => (await canvas(page)).waitForSelector(".hero-title")],
    ];
    for (const [path, ready] of screens) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      await ready();
      const seen = await watch(page);
      expect(seen.violations, path).toEqual([]);
      expect(seen.darkBeforeBody, path).toBe(true);
    }

    // The policy is enforced, not just sent: a script injected into the page is refused and reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() => (window as unknown as { __csp: Watch }).__csp.violations.length > 0);
    expect((await watch(page)).violations[0]).toMatch(/^script-src/);
    await context.close();
  });

  it("signs out only through the confirm page's button, then lands home signed out", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Otto", email: "otto@example.test" });
    const context = await watchedContext(cookie);
    const page = await context.newPage();
    await page.goto("/api/logout");
    await page.getByRole("heading", { name: "Sign out of LayoutLift?" }).waitFor();
    // Merely opening the page kept the session.
    expect((await context.request.get("/api/auth/user")).status()).toBe(200);
    await Promise.all([page.waitForURL(`${app.server.baseUrl}/`), page.getByRole("button", { name: "Sign out" }).click()]);
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    expect((await watch(page)).violations).toEqual([]);
    await context.close();
  });

  it("signs out in one click from the extraction screen's Logout button", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Ida", email: "ida@example.test" });
    const context = await watchedContext(cookie);
    const page = await context.newPage();
    await page.goto("/extract");
    await page.getByTestId("extract-user").waitFor();
    await Promise.all([page.waitForURL(`${app.server.baseUrl}/`), page.getByRole("button", { name: "Logout" }).click()]);
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });
});
