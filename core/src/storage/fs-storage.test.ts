import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFsStorage } from "./fs-storage.ts";

describe("filesystem storage", () => {
  const dir = mkdtempSync(join(tmpdir(), "fs-storage-"));
  const storage = createFsStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("deletes a folder of objects by prefix, sidecars included, and nothing beside it", async () => {
    await storage.put("layout-assets/l1/a.png", new Uint8Array([1]), "image/png");
    await storage.put("layout-assets/l1/b.webp", new Uint8Array([2]), "image/webp");
    await storage.put("layout-assets/l10/c.png", new Uint8Array([3]), "image/png");
    await storage.deletePrefix("layout-assets/l1/");
    expect(await storage.get("layout-assets/l1/a.png")).toBeNull();
    expect(readdirSync(join(dir, "layout-assets"))).toEqual(["l10"]);
    expect((await storage.get("layout-assets/l10/c.png"))?.contentType).toBe("image/png");
    await expect(storage.deletePrefix("layout-assets/nothing-here/")).resolves.toBeUndefined();
  });

  it("refuses a prefix that is not a folder or climbs out of the root", async () => {
    await expect(storage.deletePrefix("layout-assets/l10")).rejects.toThrow(/Unsafe object prefix/);
    await expect(storage.deletePrefix("../")).rejects.toThrow(/Unsafe object/);
    await expect(storage.deletePrefix("a/../../")).rejects.toThrow(/Unsafe object/);
    expect(await storage.get("layout-assets/l10/c.png")).not.toBeNull();
  });
});
