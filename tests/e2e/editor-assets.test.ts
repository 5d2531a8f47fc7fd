import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import type { Frame, Page } from "playwright-core";
import { LAYOUT_ASSET_SVG_MESSAGE } from "@layoutlift/core/contract/layout-assets";
import { layouts, userSettings } from "@layoutlift/core/db/schema/index";
import { formatByteSize } from "@layoutlift/core/layouts/byte-size";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";
import { canvas, LANDING_HTML, openAs } from "../helpers/editor-page.ts";

/** A PNG of noise (seeded, so every run is the same file): big enough to be counted in KB. */
function noisyPng(width: number, height: number, seed: number): Buffer {
  const png = new PNG({ width, height });
  let x = seed;
  for (let i = 0; i < png.data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    png.data[i] = i % 4 === 3 ? 255 : x >>> 24;
  }
  return PNG.sync.write(png);
}

/**
 * The natural width of a canvas image once it has loaded (0 before). Asked from here rather than waited for inside
 * the canvas: the sandboxed canvas runs no scripts, so nothing in it can poll.
 */
const loadedWidth = (frame: Frame, selector: string) =>
  frame.$eval(selector, (img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0));
const imageCount = (frame: Frame) => frame.$$eval("img", (els) => els.length);
/** Loads and measurements take their time on a busy machine: a generous bound, still far from the test's limit. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const row = (page: Page, name: string) => page.getByRole("list", { name: "Assets" }).getByRole("listitem").filter({ has: page.getByTestId("asset-name").getByText(name, { exact: true }) });

describe("the Assets tab: sizes, replace and upload", () => {
  let session: EditorSession;
  let images: Server;
  let imageOrigin: string;
  let dir: string;
  const remote = noisyPng(120, 63, 7);
  const replacement = noisyPng(200, 100, 11);
  let replacementPath: string;
  let svgPath: string;

  beforeAll(async () => {
    images = createServer((req, res) => {
      if (req.url === "/photo.png") res.writeHead(200, { "content-type": "image/png", "content-length": remote.byteLength }).end(req.method === "HEAD" ? undefined : remote);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => images.listen(0, "127.0.0.1", ok));
    imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), "editor-assets-"));
    replacementPath = join(dir, "team-2x.png");
    writeFileSync(replacementPath, replacement);
    svgPath = join(dir, "logo.svg");
    writeFileSync(svgPath, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const html = `${LANDING_HTML}\n<section class="gallery" data-name="gallery"><img class="photo" src="${imageOrigin}/photo.png" alt="Team photo"></section>`;
    session = await startEditorSession({ firstName: "Ari", html });
    // Saved by hand only: an auto-save between Undo and Redo would make "what Save stored" a race.
    await session.s.runtime.deps.db.insert(userSettings).values({ userId: session.pro.user.id, autoSave: false });
  });
  afterAll(async () => {
    await session?.close();
    await new Promise<void>((ok) => (images ? images.close(() => ok()) : ok()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows name, type, pixel size and byte size; Replace swaps the picture in one undo step; Save keeps it", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    let frame = await canvas(page);
    await poll(() => loadedWidth(frame, ".photo")).toBe(120);
    await page.getByRole("tab", { name: "Assets" }).click();

    // An embedded data: SVG, measured from its payload.
    const embedded = row(page, "embedded.svg");
    await embedded.getByText("SVG · Product screenshot").waitFor();
    await poll(() => embedded.getByTestId("asset-pixels").textContent()).toBe("40 × 20");
    expect(await embedded.getByTestId("asset-bytes").textContent()).toBe("64 B");

    // A loopback-served PNG: pixels from the loaded picture, bytes from the server (HEAD through the safe fetch).
    const photo = row(page, "photo.png");
    await photo.getByText("PNG · Team photo").waitFor();
    await poll(() => photo.getByTestId("asset-pixels").textContent()).toBe("120 × 63");
    await poll(() => photo.getByTestId("asset-bytes").textContent()).toBe(formatByteSize(remote.byteLength));
    expect(formatByteSize(remote.byteLength)).toMatch(/^\d+ KB$/);

    // Replace with a PNG from disk.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), photo.getByRole("button", { name: "Replace photo.png" }).click()]);
    await chooser.setFiles(replacementPath);
    await poll(() => loadedWidth(frame, ".photo")).toBe(200);
    const uploadedSrc = await frame.$eval(".photo", (img) => img.getAttribute("src"));
    // The upload keeps the name it had on disk (after 128 random bits that make the address unguessable).
    expect(uploadedSrc).toMatch(new RegExp(`^${s.baseUrl}/api/layouts/assets/${layoutId}/[0-9a-f]{32}-team-2x\\.png$`));
    const uploadedName = "team-2x.png";
    const uploaded = row(page, uploadedName);
    await poll(() => uploaded.getByTestId("asset-pixels").textContent()).toBe("200 × 100");
    await poll(() => uploaded.getByTestId("asset-bytes").textContent()).toBe(formatByteSize(replacement.byteLength));

    // Undo restores the old picture; Redo brings the new one back (one step each way).
    await page.getByRole("button", { name: "Undo" }).click();
    await poll(() => loadedWidth(frame, ".photo")).toBe(120);
    expect(await frame.$eval(".photo", (img) => img.getAttribute("src"))).toBe(`${imageOrigin}/photo.png`);
    await photo.getByTestId("asset-name").waitFor();
    await page.getByRole("button", { name: "Redo" }).click();
    await poll(() => loadedWidth(frame, ".photo")).toBe(200);

    // An SVG is refused with the server's reason, and nothing changes.
    const imagesBefore = await imageCount(frame);
    const [svgChooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Upload image" }).click()]);
    await svgChooser.setFiles(svgPath);
    await page.getByText(LAYOUT_ASSET_SVG_MESSAGE).waitFor();
    expect(await imageCount(frame)).toBe(imagesBefore);

    // Save, reload: the replacement is what the layout shows.
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith(`/api/layouts/${layoutId}`) && res.request().method() === "PATCH" && res.ok()),
      page.getByRole("button", { name: "Save" }).click(),
    ]);
    const [stored] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(stored.editedHtml).toContain(`src="${uploadedSrc}"`);
    expect(stored.editedHtml).not.toContain(`${imageOrigin}/photo.png`);

    await page.reload();
    frame = await canvas(page);
    await poll(() => loadedWidth(frame, ".photo")).toBe(200);
    expect(await frame.$eval(".photo", (img) => img.getAttribute("src"))).toBe(uploadedSrc);
    await page.getByRole("tab", { name: "Assets" }).click();
    await poll(() => row(page, uploadedName).getByTestId("asset-bytes").textContent()).toBe(formatByteSize(replacement.byteLength));
    await page.context().close();
  });

  it("Upload image inserts the file as a new image, undone in one step", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    await page.getByRole("tab", { name: "Assets" }).click();
    const before = await imageCount(frame);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Upload image" }).click()]);
    await chooser.setFiles(replacementPath);
    await poll(() => imageCount(frame)).toBe(before + 1);
    const inserted = await frame.$$eval("img[data-name='image']", (els) => els.map((el) => el.getAttribute("src")));
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatch(/\/api\/layouts\/assets\/[0-9a-f-]{36}\/[0-9a-f]{32}-team-2x\.png$/);
    await poll(() => loadedWidth(frame, "img[data-name='image']")).toBe(200);
    await page.getByRole("button", { name: "Undo" }).click();
    await poll(() => imageCount(frame)).toBe(before);
    await page.context().close();
  });
});
