import { describe, expect, it } from "vitest";
import { parse } from "parse5";
import { useEditorSession } from "../helpers/editor-session.ts";
import { openAs } from "../helpers/editor-page.ts";

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
});
