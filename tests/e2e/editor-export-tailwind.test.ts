import { describe, expect, it } from "vitest";
import { parse } from "parse5";
import { useEditorSession } from "../helpers/editor-session.ts";
import { layouts } from "@layoutlift/core/db/schema/index";
import { TAILWIND_LOCKED } from "@layoutlift/core/plans/entitlements";
import { LANDING_CSS, LANDING_HTML, openAs } from "../helpers/editor-page.ts";

/** Every class attribute of an HTML document, as lists of class names (parsed, not matched as text). */
function classLists(html: string): string[][] {
  type Node = { attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };
  const out: string[][] = [];
  const walk = (node: Node) => {
    const cls = node.attrs?.find((a) => a.name === "class");
    if (cls) out.push(cls.value.split(/\s+/).filter(Boolean));
    for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) walk(child);
  };
  walk(parse(html) as Node);
  return out;
}

describe("export menu: Tailwind toggle", () => {
  const session = useEditorSession({ firstName: "Tia" });

  it("asks for css=tailwind and downloads markup written with Tailwind utility classes", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    await page.getByRole("button", { name: "Export" }).click();
    const toggle = page.getByRole("menuitemcheckbox", { name: /Tailwind CSS classes/ });
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    // The menu stays open and marks the formats the option applies to.
    await page.locator('[data-format="html"]').getByText("+ Tailwind").waitFor();
    expect(await page.locator('[data-format="wordpress"]').getByText("+ Tailwind").count()).toBe(0);

    const request = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === `/api/layouts/${layoutId}/export`);
    const download = page.waitForEvent("download");
    await page.locator('[data-format="html"]').click();
    expect(new URL((await request).url()).searchParams.get("css")).toBe("tailwind");
    const html = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
    await page.getByText("Export successful").waitFor();

    // .site-header{display:flex;justify-content:space-between;padding:16px 32px;...} became utilities on the header,
    // and the author's class names for rules that mapped are gone from the markup.
    const lists = classLists(html);
    expect(lists.some((c) => c.includes("flex") && c.includes("justify-between"))).toBe(true);
    expect(lists.flat()).not.toContain("site-header");
    expect(lists.flat().some((c) => /^(p|px|py)-\[?\d/.test(c))).toBe(true);
  });

  it("shows a starter the Tailwind option locked, with the upgrade hint, leading to the plans", async () => {
    const { s, browser } = session;
    const starter = await s.signIn({ email: "starter-tailwind@example.test" });
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId: starter.user.id, url: "https://acme.example", title: "Acme", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS })
      .returning();
    const page = await openAs(s, browser, starter, `/editor/${row.id}`);
    await page.getByRole("button", { name: "Export" }).click();
    const option = page.locator('[data-option="tailwind"]');
    await option.waitFor();
    // Locked as the formats the plan lacks are: no checkbox to tick, a lock, the reason, the spec's hint below.
    expect(await option.getAttribute("data-locked")).toBe("true");
    expect(await option.getAttribute("role")).toBe("menuitem");
    expect(await option.getAttribute("title")).toBe(TAILWIND_LOCKED);
    expect(await option.getByLabel("Locked").count()).toBe(1);
    await page.getByText("Upgrade to Pro for all export formats").waitFor();
    await option.click();
    await page.waitForURL(`${s.baseUrl}/subscription-selection`);
    await page.context().close();
  });
});
