import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.ts";
import type { ObjectStorage } from "./storage.ts";

// S3 is an internet service: s3rver speaks its REST API (signatures, path-style buckets, NoSuchKey) on loopback.
describe("S3 storage adapter against s3rver", () => {
  const bucket = "layoutlift-test-objects";
  let dir = "";
  let server: S3rver;
  let storage: ObjectStorage;
  let client: S3Client;

  beforeAll(async () => {
    dir = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), "s3rver-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = (await server.run()) as AddressInfo;
    client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    storage = createS3Storage(bucket, client);
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("puts an object and gets back the same bytes and content type", async () => {
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 1, 2]);
    await storage.put("screenshots/u1/layout-1.png", body, "image/png");
    const got = await storage.get("screenshots/u1/layout-1.png");
    expect(got).not.toBeNull();
    expect(Array.from(got!.body)).toEqual(Array.from(body));
    expect(got!.contentType).toBe("image/png");
  });

  it("keeps each object's own content type", async () => {
    const text = new TextEncoder().encode("<h1>héllo</h1>");
    await storage.put("exports/a/index.html", text, "text/html; charset=utf-8");
    await storage.put("exports/a/site.zip", new Uint8Array([0x50, 0x4b, 3, 4]), "application/zip");
    await storage.put("avatars/u1.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const html = await storage.get("exports/a/index.html");
    expect(html!.contentType).toBe("text/html; charset=utf-8");
    expect(new TextDecoder().decode(html!.body)).toBe("<h1>héllo</h1>");
    expect((await storage.get("exports/a/site.zip"))!.contentType).toBe("application/zip");
    expect((await storage.get("avatars/u1.webp"))!.contentType).toBe("image/webp");
  });

  it("overwrites an object put twice under one key", async () => {
    await storage.put("screenshots/u1/again.png", new Uint8Array([1]), "image/png");
    await storage.put("screenshots/u1/again.png", new Uint8Array([2, 3]), "image/jpeg");
    const got = await storage.get("screenshots/u1/again.png");
    expect(Array.from(got!.body)).toEqual([2, 3]);
    expect(got!.contentType).toBe("image/jpeg");
  });

  it("answers null for a key that was never stored", async () => {
    expect(await storage.get("screenshots/nobody/missing.png")).toBeNull();
  });

  it("deletes an object, and deleting a missing key is not an error", async () => {
    await storage.put("exports/b/gone.zip", new Uint8Array([9, 9]), "application/zip");
    expect(await storage.get("exports/b/gone.zip")).not.toBeNull();
    await storage.delete("exports/b/gone.zip");
    expect(await storage.get("exports/b/gone.zip")).toBeNull();
    await expect(storage.delete("exports/b/never-there.zip")).resolves.toBeUndefined();
  });

  it("deletes a folder of objects by prefix and nothing beside it", async () => {
    await storage.put("layout-assets/l1/a.png", new Uint8Array([1]), "image/png");
    await storage.put("layout-assets/l1/b.webp", new Uint8Array([2]), "image/webp");
    await storage.put("layout-assets/l10/c.png", new Uint8Array([3]), "image/png");
    await storage.deletePrefix("layout-assets/l1/");
    expect(await storage.get("layout-assets/l1/a.png")).toBeNull();
    expect(await storage.get("layout-assets/l1/b.webp")).toBeNull();
    expect(await storage.get("layout-assets/l10/c.png")).not.toBeNull();
    await expect(storage.deletePrefix("layout-assets/nothing-here/")).resolves.toBeUndefined();
    await expect(storage.deletePrefix("layout-assets/l10")).rejects.toThrow(/Unsafe object prefix/);
    await expect(storage.deletePrefix("../")).rejects.toThrow(/Unsafe object/);
  });

  it("refuses unsafe keys before any request leaves", async () => {
    await expect(storage.put("../escape", new Uint8Array([1]), "text/plain")).rejects.toThrow(/Unsafe object key/);
    await expect(storage.get("a//b")).rejects.toThrow(/Unsafe object key/);
    await expect(storage.delete("/abs")).rejects.toThrow(/Unsafe object key/);
  });

  it("surfaces real S3 errors other than a missing key (no such bucket)", async () => {
    const other = createS3Storage("no-such-bucket", client);
    await expect(other.get("screenshots/x.png")).rejects.toThrow(/bucket does not exist/i);
  });
});
