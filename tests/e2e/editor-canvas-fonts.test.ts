import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Frame } from "playwright-core";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas } from "../helpers/editor-page.ts";
import { startPagesSite, type PagesSite } from "../helpers/pages-site.ts";

// A page's own fonts usually come without CORS headers: the canvas, served from LayoutLift, loads them through the
// app (GET /api/layouts/:id/font) instead of drawing fallback fonts. The font's site here sends no CORS headers.
const FONT = readFileSync("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
let site: PagesSite;
beforeAll(async () => {
  site = await startPagesSite({ pages: {}, files: { "/fonts/brand.ttf": { type: "font/ttf", body: FONT } }, robots: "" });
});
afterAll(() => site?.close());

const faceStatuses = (frame: Frame) =>
  frame.evaluate(async () => {
    await document.fonts.load("16px Brand").catch(() => []);
    return [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Brand").map((f) => f.status);
  });

describe("fonts on the editor's canvas", () => {
  // The site's address is known once its server runs: the session reads it when it starts (in beforeAll, after it).
  const session = useEditorSession({
    firstName: "Fen",
    html: '<h1 class="title">Brand type</h1>',
    get css() {
      return `@font-face { font-family: Brand; src: url("${site.origin}/fonts/brand.ttf") format("truetype"); }\n.title { font-family: Brand, serif; }`;
    },
  });

  it("draws the page's own font, read through LayoutLift, where the site's address alone is refused by CORS", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const fontRequests: string[] = [];
    page.on("response", (res) => void (res.url().includes("/font?url=") && fontRequests.push(`${res.status()} ${res.headers()["content-type"]}`)));
    const frame = await canvas(page);
    await expect.poll(() => faceStatuses(frame)).toContain("loaded");
    expect(fontRequests).toContain("200 font/ttf");
    // Saved and exported CSS keep the page's own address: only the canvas reads it through the app.
    expect(await frame.$eval("#ll-page", (el) => el.textContent)).not.toContain("/font?url=");
    await page.context().close();
  });

  it("draws the page's own font in Preview too, whose sandboxed frame has no origin to read it through LayoutLift", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    await canvas(page);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const handle = await page.waitForSelector('iframe[title="Layout preview"]');
    expect(await handle.getAttribute("sandbox")).toBe("allow-scripts");
    // The editor reads the font (same origin, signed in) and hands the frame its bytes; the frame may be drawn again
    // once they arrive, so the face is looked for in whichever frame is there.
    await expect
      .poll(async () => {
        const frame = await (await page.waitForSelector('iframe[title="Layout preview"]')).contentFrame();
        return frame ? faceStatuses(frame).catch(() => []) : [];
      })
      .toContain("loaded");
    const frame = (await (await page.waitForSelector('iframe[title="Layout preview"]')).contentFrame())!;
    // The bytes came inline (the frame's own request to the site is refused by CORS, as the first test shows).
    expect(await frame.evaluate(() => [...document.querySelectorAll("style")].some((s) => s.textContent!.includes('url("data:font/ttf;base64,')))).toBe(true);
    await page.context().close();
  });
});
