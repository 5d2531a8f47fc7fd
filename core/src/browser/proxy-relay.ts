import { createServer, connect, type Socket } from "node:net";
import { classifyAddress } from "../net/classify-address.ts";

/**
 * A loopback port a browser context can be created with before its job's egress proxy exists: connections are
 * passed through to the proxy it is bound to, and refused until then. It lets the pool open a context and its first
 * page (a renderer process, a few hundred ms) while nothing is waiting, and route it later.
 */
export interface ProxyRelay {
  /** "http://127.0.0.1:PORT", for a context's proxyServer. */
  server: string;
  /** Routes every later connection to `proxyServer` ("host:port" or "http://host:port"), which must be loopback. */
  bind(proxyServer: string): void;
  close(): Promise<void>;
}

export async function startProxyRelay(): Promise<ProxyRelay> {
  let target: { host: string; port: number } | null = null;
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.once("close", () => sockets.delete(s));
  };
  const server = createServer((client) => {
    track(client);
    if (!target) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on("error", end);
      s.on("close", end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A relay left open never keeps the process alive on its own.
  server.unref();
  const { port } = server.address() as { port: number };
  return {
    server: `http://127.0.0.1:${port}`,
    bind(proxyServer) {
      target = parseLoopbackServer(proxyServer);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** "host:port" or "http://host:port" on a loopback address; the relay never forwards anywhere else. */
export function parseLoopbackServer(proxyServer: string): { host: string; port: number } {
  const url = new URL(proxyServer.includes("://") ? proxyServer : `http://${proxyServer}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = Number(url.port);
  if (classifyAddress(host).range !== "loopback" || !Number.isInteger(port) || port < 1) {
    throw new Error(`A proxy relay forwards only to a loopback address and port, not ${proxyServer}`);
  }
  return { host, port };
}
