import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEgressProxy, type EgressProxy } from "./egress-proxy.ts";
import type { LookupFn } from "./egress-policy.ts";

// Loopback only: 127.0.0.2 plays the one allowed "public" site, 127.0.0.1 the internal service that must never
// be reached (the recorder counts every connection it gets).
function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

/** Sends one absolute-URI request through the proxy, as a browser does for http:// */
function viaProxy(proxy: EgressProxy, url: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: proxy.host, port: proxy.port, path: url, headers: { host: new URL(url).host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Opens a CONNECT tunnel and returns the proxy's status line. */
function connect(proxy: EgressProxy, authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, proxy.host, () => {
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    });
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString();
      if (data.includes("\r\n")) {
        socket.destroy();
        resolve(data.split("\r\n")[0]);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(data.split("\r\n")[0]));
  });
}

describe("egress proxy on loopback", () => {
  let recorderHits = 0;
  const recorder = http.createServer((_req, res) => res.end("internal secret"));
  recorder.on("connection", () => (recorderHits += 1));
  let recorderPort = 0;

  const site = http.createServer((req, res) => {
    if (req.url === "/redirect") {
      res.writeHead(302, { location: `http://127.0.0.1:${recorderPort}/admin` }).end();
    } else if (req.url === "/redirect-decimal") {
      res.writeHead(302, { location: `http://2130706433:${recorderPort}/admin` }).end();
    } else if (req.url === "/big") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(Buffer.alloc(300_000, "x"));
    } else {
      res.end(`hello from ${req.headers.host}`);
    }
  });
  let sitePort = 0;

  const lookup: LookupFn = async (name) => {
    const table: Record<string, string> = { "rebind.test": "127.0.0.1", "site.test": "127.0.0.2", "v6.test": "::1" };
    if (!table[name]) throw new Error("ENOTFOUND");
    return [{ address: table[name], family: table[name].includes(":") ? 6 : 4 }];
  };

  let proxy: EgressProxy;

  beforeAll(async () => {
    recorderPort = await listen(recorder, "127.0.0.1");
    sitePort = await listen(site, "127.0.0.2");
    proxy = await startEgressProxy({ allowPrivate: false, allowAddresses: ["127.0.0.2"], lookup });
  });
  afterAll(async () => {
    await proxy.close();
    recorder.close();
    site.close();
  });

  it("forwards plain HTTP to the allowed address, keeping the Host header", async () => {
    const res = await viaProxy(proxy, `http://site.test:${sitePort}/`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(`hello from site.test:${sitePort}`);
  });

  it("passes a redirect back to the browser and refuses its private target with 403", async () => {
    const first = await viaProxy(proxy, `http://127.0.0.2:${sitePort}/redirect`);
    expect(first.status).toBe(302);
    const target = first.headers.location!;
    const second = await viaProxy(proxy, target);
    expect(second.status).toBe(403);
    expect(second.body).toMatch(/private or local network/);
    expect(proxy.redirects().get(`http://127.0.0.2:${sitePort}/redirect`)).toBe(target);
    expect(proxy.denials().some((d) => d.target === target)).toBe(true);
    expect(recorderHits).toBe(0);
  });

  it.each([
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://127.1:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f000001:${p}/`,
    (p: number) => `http://0177.0.0.1:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://localhost:${p}/`,
    (p: number) => `http://rebind.test:${p}/`,
  ])("refuses plain HTTP to loopback spelled %#", async (spell) => {
    const res = await viaProxy(proxy, spell(recorderPort));
    expect(res.status).toBe(403);
    expect(recorderHits).toBe(0);
  });

  it("refuses CONNECT tunnels to loopback by name, literal or rebinding DNS, and opens one to the allowed host", async () => {
    for (const authority of [`127.0.0.1:${recorderPort}`, `rebind.test:${recorderPort}`, `[::1]:${recorderPort}`, `v6.test:${recorderPort}`, `localhost:${recorderPort}`]) {
      expect(await connect(proxy, authority), authority).toMatch(/^HTTP\/1\.1 403/);
    }
    expect(await connect(proxy, `site.test:${sitePort}`)).toBe("HTTP/1.1 200 Connection Established");
    expect(recorderHits).toBe(0);
  });

  it("refuses non-http schemes and privileged ports", async () => {
    expect((await viaProxy(proxy, `ftp://site.test:${sitePort}/`)).status).toBe(403);
    expect(await connect(proxy, "site.test:22")).toMatch(/^HTTP\/1\.1 403/);
  });

  it("counts response bytes and cuts the job off past maxBytes", async () => {
    let limitHit = 0;
    const small = await startEgressProxy({
      allowPrivate: false,
      allowAddresses: ["127.0.0.2"],
      lookup,
      maxBytes: 100_000,
      onLimit: () => (limitHit += 1),
    });
    try {
      const outcome = await viaProxy(small, `http://site.test:${sitePort}/big`).then(
        (r) => r.body.length,
        () => -1,
      );
      expect(outcome).toBeLessThan(300_000);
      expect(small.limitExceeded()).toBe(true);
      expect(small.bytes()).toBeGreaterThan(100_000);
      expect(limitHit).toBe(1);
      // Once over budget, nothing more goes out.
      expect((await viaProxy(small, `http://site.test:${sitePort}/`)).status).toBe(403);
    } finally {
      await small.close();
    }
  });
});
