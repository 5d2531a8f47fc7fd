import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PNG } from "pngjs";

/**
 * A loopback server for tests that run hostile content: it serves the pages and bundles under test, and records
 * every request to `/pwned/…` — the trace a payload that loads something (a frame, a plugin, a `<base>`-rebased
 * image, a stylesheet) leaves when it survives.
 */
export interface CanaryServer {
  /** `http://127.0.0.1:<port>`: pages are served from here and payloads call back here. */
  origin: string;
  /** Paths under /pwned/ requested since the last reset. */
  hits(): string[];
  reset(): void;
  /** Serves `body` at `path` (e.g. "/cases/names/html.html"). */
  serve(path: string, body: string | Uint8Array, contentType: string): string;
  close(): Promise<void>;
}

const TINY_PNG = (() => {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
})();

export async function startCanaryServer(): Promise<CanaryServer> {
  const files = new Map<string, { body: string | Uint8Array; contentType: string }>();
  let hits: string[] = [];
  const send = (res: ServerResponse, status: number, body: string | Uint8Array, contentType: string) => {
    res.writeHead(status, { "content-type": contentType, "cache-control": "no-store" }).end(body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (path.startsWith("/pwned/")) {
      hits.push(path);
      return send(res, 200, "", "text/plain");
    }
    if (path.endsWith(".png")) return send(res, 200, TINY_PNG, "image/png");
    const file = files.get(path);
    if (file) return send(res, 200, file.body, file.contentType);
    send(res, 404, "not found", "text/plain");
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits: () => [...hits],
    reset: () => void (hits = []),
    serve(path, body, contentType) {
      files.set(path, { body, contentType });
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
