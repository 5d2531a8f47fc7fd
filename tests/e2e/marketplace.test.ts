import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { templates } from "@layoutlift/core/templates/catalogue";

const app = useBrowserApp();
const newContext = app.newContext;

describe("marketplace", () => {
  it("combines search with category tabs and clears both", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto("/marketplace");
    const cards = page.getByTestId("template-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    await page.getByTestId("signup-banner").waitFor();
    expect(await page.getByRole("tab").count()).toBe(8);
    expect(await page.getByTestId("pro-marker").count()).toBe(3);

    const search = page.getByRole("searchbox", { name: "Search templates" });
    await search.fill("FUNNEL");
    await page.getByTestId("results-count").getByText("2 templates").waitFor();
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-template-id")))).toEqual([
      "sales-funnel",
      "product-launch-funnel",
    ]);

    await page.getByRole("tab", { name: "Sales" }).click();
    await page.getByTestId("results-count").getByText("1 template").waitFor();
    expect(await cards.getAttribute("data-template-id")).toBe("sales-funnel");

    await page.getByRole("tab", { name: "E-commerce" }).click();
    await page.getByTestId("marketplace-empty").waitFor();
    expect(await cards.count()).toBe(0);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByTestId("results-count").getByText("6 templates").waitFor();
    expect(await search.inputValue()).toBe("");
    expect(await page.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");

    const use = page.getByRole("link", { name: "Use template SaaS Landing Pro" });
    expect(await use.getAttribute("href")).toBe("/extract?template=saas-landing-pro");
    // Tags stop at three, the rest are counted.
    const saas = page.locator('[data-template-id="saas-landing-pro"]');
    expect(await saas.getByText("+2 more").count()).toBe(1);
    await context.close();
  });

  it("hides the sign-up banner for signed-in users", async () => {
    const { cookie } = await app.server.signIn();
    const context = await newContext(cookie);
    const page = await context.newPage();
    await page.goto("/marketplace");
    await page.getByTestId("template-card").first().waitFor();
    await page.getByTestId("sidebar-trigger").waitFor();
    expect(await page.getByTestId("signup-banner").count()).toBe(0);
    await context.close();
  });

  it("serves every free template as a real, self-contained page, and only a Pro template's preview to a visitor", async () => {
    for (const template of templates) {
      const res = await fetch(`${app.server.baseUrl}/templates/${template.id}/`);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const served = await res.text();
      const file = readFileSync(join(import.meta.dirname, "../../functions/template-pages", template.id, "index.html"), "utf8");
      if (template.isPro) {
        // The page itself needs an access token (tests/integration/template-pages.test.ts); visitors get the preview.
        expect(res.status, template.id).toBe(402);
        expect(served).toContain(`${template.name} preview`);
        expect(served).not.toContain(file.slice(file.indexOf("<body")));
      } else {
        expect(res.status, template.id).toBe(200);
        expect(served).toBe(file);
      }
      const html = file;
      expect(html).toMatch(/<style>[\s\S]+<\/style>/);
      expect(html).not.toMatch(/<script/i);
      // Extraction tests run on loopback only: nothing on these pages may point off the machine.
      expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
      expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    }
  });

  it("shows 'Page Not Found' with HTTP 404 for an unknown path", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await context.close();
  });
});
