import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { EgressDeniedError, isAllowedPort, resolveAllowedAddress, type EgressPolicy } from "./egress-policy.ts";

export const DEFAULT_MAX_RESPONSE_BYTES = 25 * 1024 * 1024;

export interface EgressProxyOptions extends EgressPolicy {
  /** Response bytes allowed through this proxy in total (one proxy serves one job). */
  maxBytes?: number;
  /** Called once when maxBytes is passed, after every connection has been cut. */
  onLimit?: () => void;
}

export interface EgressDenial {
  /** Absolute URL for plain HTTP, host:port for CONNECT tunnels. */
  target: string;
  reason: string;
}

export interface EgressProxy {
  host: string;
  port: number;
  /** "host:port", ready for Chromium's --proxy-server or a context's proxyServer. */
  server: string;
  bytes(): number;
  limitExceeded(): boolean;
  denials(): readonly EgressDenial[];
  /** Plain-HTTP redirects seen (from → Location), so a caller can tell when its document chain was refused. */
  redirects(): ReadonlyMap<string, string>;
  close(): Promise<void>;
}

// Hop-by-hop headers and proxy credentials never travel upstream.
const HOP_HEADERS = new Set([
  "proxy-connection",
  "proxy-authorization",
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function splitHostPort(authority: string): { host: string; port: number } | null {
  const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(authority);
  return m ? { host: m[1], port: Number(m[2]) } : null;
}

/**
 * The extraction browser's only way out (conventions.md, "Extraction safety"): a Smokescreen-style proxy in this
 * process. Each request's host is resolved once, the address classified, and the connection made to that same
 * address, so DNS rebinding and redirects to private networks are refused where the connection is made.
 * It handles CONNECT (https, wss) and absolute-URI plain HTTP, and counts response bytes against the job budget.
 */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const sockets = new Set<Duplex>();
  const denials: EgressDenial[] = [];
  const redirects = new Map<string, string>();
  let total = 0;
  let exceeded = false;

  const track = (s: Duplex) => {
    sockets.add(s);
    s.once("close", () => sockets.delete(s));
  };

  const cutAll = () => {
    for (const s of sockets) s.destroy();
  };

  const count = (n: number) => {
    total += n;
    if (!exceeded && total > maxBytes) {
      exceeded = true;
      cutAll();
      options.onLimit?.();
    }
    return !exceeded;
  };

  const deny = (target: string, reason: string) => {
    denials.push({ target, reason });
  };

  async function pinned(host: string, port: number, target: string) {
    if (exceeded) throw new EgressDeniedError("The page downloaded more data than allowed", host);
    if (!isAllowedPort(port, options)) throw new EgressDeniedError(`Port ${port} is not allowed`, host);
    try {
      return await resolveAllowedAddress(host, options);
    } catch (err) {
      if (err instanceof EgressDeniedError) deny(target, err.message);
      throw err;
    }
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("This proxy only accepts absolute http:// URLs");
      return;
    }
    if (url.protocol !== "http:") {
      deny(url.href, `Scheme ${url.protocol} is not allowed`);
      res.writeHead(403, { "content-type": "text/plain" }).end("Blocked by LayoutLift: scheme not allowed");
      return;
    }
    const port = url.port ? Number(url.port) : 80;
    let address: string;
    try {
      address = (await pinned(url.hostname, port, url.href)).address;
    } catch (err) {
      res.writeHead(403, { "content-type": "text/plain" }).end(`Blocked by LayoutLift: ${(err as Error).message}`);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = url.host;
    headers.connection = "close";
    const upstream = http.request(
      { host: address, port, method: req.method, path: `${url.pathname}${url.search}`, headers, agent: false },
      (upRes) => {
        const location = upRes.headers.location;
        if (location && (upRes.statusCode ?? 0) >= 300 && (upRes.statusCode ?? 0) < 400) {
          try {
            redirects.set(url.href, new URL(location, url).href);
          } catch {
            /* a malformed Location is the browser's problem; nothing to record */
          }
        }
        const outHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(upRes.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) outHeaders[name] = value;
        }
        res.writeHead(upRes.statusCode ?? 502, outHeaders);
        upRes.on("data", (chunk: Buffer) => {
          if (count(chunk.length)) res.write(chunk);
          else upRes.destroy();
        });
        upRes.on("end", () => res.end());
        upRes.on("error", () => res.destroy());
      },
    );
    upstream.on("socket", (s) => track(s));
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" }).end("Bad gateway");
      else res.destroy();
    });
    req.pipe(upstream);
  }

  function onConnect(req: IncomingMessage, client: Duplex, head: Buffer) {
    track(client);
    client.on("error", () => client.destroy());
    const authority = splitHostPort(req.url ?? "");
    const refuse = (status: string, reason: string) => {
      client.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nBlocked by LayoutLift: ${reason}`);
    };
    if (!authority) {
      refuse("400 Bad Request", "CONNECT needs host:port");
      return;
    }
    pinned(authority.host, authority.port, req.url ?? "").then(
      ({ address }) => {
        if (client.destroyed) return;
        const upstream: Socket = net.connect({ host: address, port: authority.port });
        track(upstream);
        upstream.on("error", () => {
          if (!client.destroyed) client.end("HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n");
          upstream.destroy();
        });
        upstream.once("connect", () => {
          client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
          if (head.length) upstream.write(head);
          client.pipe(upstream);
          upstream.on("data", (chunk: Buffer) => {
            if (count(chunk.length)) client.write(chunk);
          });
          upstream.on("end", () => client.end());
          client.on("close", () => upstream.destroy());
        });
      },
      (err: Error) => refuse("403 Forbidden", err.message),
    );
  }

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch(() => res.destroy());
  });
  server.on("connection", (s) => track(s));
  server.on("connect", onConnect);
  // A plain-HTTP Upgrade (ws:// without CONNECT) would bypass the byte count and the pinning: refuse it.
  server.on("upgrade", (req, socket) => {
    deny(req.url ?? "", "Upgrade requests must use CONNECT");
    socket.end("HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n");
  });
  server.on("clientError", (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    host: "127.0.0.1",
    port,
    server: `127.0.0.1:${port}`,
    bytes: () => total,
    limitExceeded: () => exceeded,
    denials: () => denials,
    redirects: () => redirects,
    // Every connection is cut, those the HTTP server still counts as busy included: a page that was navigating
    // when its job ended must never hold the job's proxy open.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        cutAll();
      }),
  };
}
