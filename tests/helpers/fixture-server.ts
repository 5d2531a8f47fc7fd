import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
};

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  /** Absolute URL of a path under the served folder, e.g. `url("react-store/")`. */
  url(path?: string): string;
  /** Every path requested so far, in order (lets tests assert what a browser fetched). */
  requests: string[];
  close(): Promise<void>;
}

export interface FixtureServerOptions {
  /**
   * Rewrites `http(s)://` URLs that point off the machine inside served HTML/CSS to a loopback path that answers
   * 404, so third-party pages (fonts, analytics) fall back exactly as they would offline without any connection
   * ever leaving loopback.
   */
  offlineRemoteUrls?: boolean;
  /** Other folders served under a path prefix, e.g. `{ "/vendor/": ".../sites/vendor" }` for a site served at the root. */
  mounts?: Record<string, string>;
}

/** A static file server for one folder on 127.0.0.1 with the right content types; folders serve index.html. */
export async function startFixtureServer(root: string, options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const base = resolve(root);
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    requests.push(pathname);
    const mount = Object.entries(options.mounts ?? {}).find(([prefix]) => pathname.startsWith(prefix));
    const folder = mount ? resolve(mount[1]) : base;
    let file = normalize(join(folder, mount ? pathname.slice(mount[0].length) : pathname));
    if (file !== folder && !file.startsWith(folder + sep)) return notFound(res);
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!pathname.endsWith("/")) {
          res.writeHead(301, { location: `${pathname}/` }).end();
          return;
        }
        file = join(file, "index.html");
        info = await stat(file);
      }
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
      const headers = { "content-type": type, "cache-control": "no-cache" };
      if (options.offlineRemoteUrls && /^text\/(html|css)/.test(type)) {
        const body = offline(await readFile(file, "utf8"));
        res.writeHead(200, { ...headers, "content-length": Buffer.byteLength(body) }).end(req.method === "HEAD" ? undefined : body);
        return;
      }
      res.writeHead(200, { ...headers, "content-length": info.size });
      if (req.method === "HEAD") return void res.end();
      createReadStream(file).pipe(res);
    } catch {
      notFound(res);
    }
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = "") => new URL(path.replace(/^\//, ""), `${origin}/`).toString(),
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
}

const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/i;

function offline(text: string): string {
  // A scheme, or a protocol-relative URL right after a quote, `(` or `=` (attributes and url()).
  const url = /(https?:\/\/|(?<=["'(=]\s*)\/\/)([a-z0-9.-]+\.[a-z0-9-]+(?::\d+)?|\[[0-9a-f:]+\](?::\d+)?)(\/[^\s"'()<>]*)?/gi;
  return text.replace(url, (whole: string, _scheme: string, host: string, path?: string) =>
    LOOPBACK_HOST.test(host) ? whole : `/__offline__/${host}${path ?? "/"}`,
  );
}
