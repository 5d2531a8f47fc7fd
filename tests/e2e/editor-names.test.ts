import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts } from "@layoutlift/core/db/schema/index";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, openAs } from "../helpers/editor-page.ts";

describe("editor layer names", () => {
  const session = useEditorSession({ firstName: "Nia" });

  it("shows the exports' component names; a rename is one undo step, survives saving and names the exported component", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    const tree = page.getByRole("tree", { name: "Layers" });
    const topNames = () => tree.locator(':scope > li > div [data-testid="layer-name"]').allTextContents();
    // Landmarks, layer kinds and headings name the regions, exactly as the React/Vue exports will.
    await tree.getByRole("button", { name: "Hero", exact: true }).waitFor();
    expect(await topNames()).toEqual(["SiteHeader", "Hero", "Fast", "SiteFooter"]);

    // An empty name is refused with the reason, and nothing changes.
    await page.getByRole("button", { name: "Rename Hero", exact: true }).click();
    const field = page.getByRole("textbox", { name: "Layer name" });
    await field.fill("   ");
    await field.press("Enter");
    await page.getByRole("alert").getByText("A layer needs a name").waitFor();
    await field.press("Escape");
    expect(await topNames()).toEqual(["SiteHeader", "Hero", "Fast", "SiteFooter"]);

    // A name is made a valid, unique identifier the way the exports make it.
    await page.getByRole("button", { name: "Rename Hero", exact: true }).click();
    await field.fill("launch banner!");
    await field.press("Enter");
    await tree.getByRole("button", { name: "LaunchBanner", exact: true }).waitFor();
    await page.getByRole("button", { name: "Rename Fast", exact: true }).click();
    await field.fill("Launch Banner");
    await field.press("Enter");
    await tree.getByRole("button", { name: "LaunchBanner2", exact: true }).waitFor();
    expect(await topNames()).toEqual(["SiteHeader", "LaunchBanner", "LaunchBanner2", "SiteFooter"]);
    // The canvas markup does not change: the name lives on the layer, not in the page.
    expect(await frame.$eval(".hero", (el) => el.className)).toBe("hero");

    await page.keyboard.press("Control+z");
    await tree.getByRole("button", { name: "Fast", exact: true }).waitFor();
    await page.keyboard.press("Control+Shift+z");
    await tree.getByRole("button", { name: "LaunchBanner2", exact: true }).waitFor();

    // The export names the component after the layer and prints no editor attribute.
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "React" }).click();
    const code = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
    expect(code).toMatch(/function LaunchBanner\(/);
    expect(code).toMatch(/<LaunchBanner \/>/);
    expect(code).toMatch(/function LaunchBanner2\(/);
    expect(code).not.toMatch(/data-ll-|data-name/);
    expect(code).toContain("Ship landing pages faster");

    // Saved with the layout, and back after a reload.
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved successfully").waitFor();
    const [row] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(row.editedHtml).toContain('data-ll-component="launch banner!"');
    await page.reload();
    await tree.getByRole("button", { name: "LaunchBanner", exact: true }).waitFor();
    expect(await topNames()).toEqual(["SiteHeader", "LaunchBanner", "LaunchBanner2", "SiteFooter"]);
    await page.context().close();
  });
});
