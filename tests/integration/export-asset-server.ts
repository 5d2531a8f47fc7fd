import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PNG } from "pngjs";
import type { FetchAsset } from "@layoutlift/core/export/export-layout";
import { safeFetch } from "@layoutlift/core/net/safe-fetch";

/**
 * The images the export samples link to, served on 127.0.0.1 so zip exports have real files to download, and the
 * download function the server uses (safe fetch, loopback allowed here). Shared by the export test files.
 */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([rgb[0], rgb[1], rgb[2], 255], i * 4);
  return PNG.sync.write(image);
}

export const ASSETS: Record<string, Buffer> = {
  "/assets/hero.png": png(480, 300, [99, 102, 241]),
  "/assets/hero@2x.png": png(960, 600, [99, 102, 241]),
  "/assets/bg.png": png(64, 64, [49, 46, 129]),
};

/** Where an export writes a file: named by its content (12 hex digits of SHA-256) and its sniffed type, never by the page. */
export function hashedAssetPath(body: Uint8Array, extension: string, kind: "image" | "font" = "image"): string {
  return `assets/${kind}-${createHash("sha256").update(body).digest("hex").slice(0, 12)}${extension}`;
}

/** The sample's images by the names the page gives them, as written into a zip. */
export const ASSET_PATHS = {
  hero: hashedAssetPath(ASSETS["/assets/hero.png"], ".png"),
  hero2x: hashedAssetPath(ASSETS["/assets/hero@2x.png"], ".png"),
  bg: hashedAssetPath(ASSETS["/assets/bg.png"], ".png"),
};

export interface AssetServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * `port` asks for a fixed port, so the exports (whose failed downloads keep the absolute URL) come out the same on
 * every run and built projects can be reused; when it is taken the server falls back to any free port.
 */
export async function startAssetServer(options: { port?: number } = {}): Promise<AssetServer> {
  const server = createServer((req, res) => {
    const body = ASSETS[new URL(req.url ?? "/", "http://127.0.0.1").pathname];
    if (body) res.writeHead(200, { "content-type": "image/png", "content-length": body.length }).end(body);
    else res.writeHead(404).end();
  });
  const listen = (port: number) =>
    new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", fail);
        ok();
      });
    });
  await (options.port ? listen(options.port).catch(() => listen(0)) : listen(0));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export const fetchAsset: FetchAsset = async (url) => {
  try {
    const res = await safeFetch(url, { allowPrivate: true, maxBytes: 5_000_000, timeoutMs: 5_000 });
    return res.status === 200 ? { body: res.body, contentType: res.contentType ?? "application/octet-stream" } : null;
  } catch {
    return null;
  }
};
