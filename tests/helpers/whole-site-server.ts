import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startFixtureServer, type FixtureServer } from "./fixture-server.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

export interface WholeSiteServer {
  origin: string;
  /** Paths requested so far (the crawl's fetches and the browser's). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The whole-site fixture at an origin root, with one broken link: contact.html links /broken.html, which answers
 * 500 with an HTML error page (the kind of page a crawl must report without failing the site).
 */
export async function startWholeSiteServer(): Promise<WholeSiteServer> {
  const inner: FixtureServer = await startFixtureServer(join(ROOT, "tests/fixtures/sites/whole-site"), {
    mounts: { "/vendor/": join(ROOT, "tests/fixtures/sites/vendor") },
  });
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    if (path.startsWith("/broken.html")) {
      res.writeHead(500, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Error</title><h1>Server error</h1>");
      return;
    }
    const upstream = await fetch(`${inner.origin}${path}`, { method: req.method, redirect: "manual" });
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    let body = Buffer.from(await upstream.arrayBuffer());
    if (path.startsWith("/contact.html")) {
      body = Buffer.from(body.toString("utf8").replace("</main>", '<p><a href="broken.html">Old price list</a></p></main>'));
    }
    const headers: Record<string, string> = { "content-type": type, "content-length": String(body.length) };
    const location = upstream.headers.get("location");
    if (location) headers.location = location;
    res.writeHead(upstream.status, headers).end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await inner.close();
    },
  };
}
