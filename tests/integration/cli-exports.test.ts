import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { ensureDir } from "./export-render-helpers.ts";

/** The command line writes the zip as the server does: the page's images downloaded into it, not left on the site. */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const SITES = join(ROOT, "tests", "fixtures", "sites");
const TMP = ensureDir(join(ROOT, ".tmp"));
const run = promisify(execFile);
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("npm run cli -- extract … --formats zip", () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer(SITES);
  });
  afterAll(() => server?.close());

  it("packs the page's images into the zip and points every folder at its copies", async () => {
    const out = mkdtempSync(join(TMP, "cli-zip-"));
    try {
      await run(
        process.execPath,
        ["--import", "tsx", "functions/src/cli.ts", "extract", server.url("restaurant/"), "--out", out, "--viewports", "1280", "--formats", "zip"],
        { cwd: ROOT, env: { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", TMPDIR: TMP, LAYOUTLIFT_TMP: join(TMP, "chromium") }, timeout: 200_000 },
      );
      const zip = unzipSync(readFileSync(join(out, "layout-export.zip")));
      const names = Object.keys(zip);
      // Every image of the page, byte for byte, beside the static copy (index.html + assets/).
      const page = ["dish-1.png", "dish-2.png", "dish-3.png", "hero.png"].map((f) => sha(readFileSync(join(SITES, "restaurant", "images", f))));
      const packed = new Set(names.filter((n) => n.startsWith("assets/") && n.endsWith(".png")).map((n) => sha(zip[n])));
      expect(page.filter((h) => !packed.has(h))).toEqual([]);
      // No file of the zip still loads an image from the page's own server, and the README says nothing stayed remote.
      const origin = new URL(server.url("")).host;
      const remote = names.filter((n) => /\.(html|css|jsx?|tsx?|vue|svelte|astro|php)$/.test(n) && strFromU8(zip[n]).includes(`${origin}/restaurant/images/`));
      expect(remote).toEqual([]);
      expect(strFromU8(zip["README.md"])).not.toMatch(/could not be downloaded/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 240_000);
});
