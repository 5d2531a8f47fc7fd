import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch } from "./safe-fetch.ts";
import type { LookupFn } from "./egress-policy.ts";

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

describe("safeFetch on loopback", () => {
  let recorderHits = 0;
  const recorder = http.createServer((_req, res) => res.end("internal"));
  recorder.on("connection", () => (recorderHits += 1));
  let recorderPort = 0;
  let hung: http.ServerResponse[] = [];

  const site = http.createServer((req, res) => {
    const hop = /^\/loop\/(\d+)$/.exec(req.url ?? "");
    if (hop) res.writeHead(302, { location: `/loop/${Number(hop[1]) + 1}` }).end();
    else if (req.url === "/to-internal") res.writeHead(301, { location: `http://0x7f.0.0.1:${recorderPort}/` }).end();
    else if (req.url === "/to-rebind") res.writeHead(302, { location: `http://rebind.test:${recorderPort}/` }).end();
    else if (req.url === "/hop") res.writeHead(302, { location: "/image.png" }).end();
    else if (req.url === "/large") res.end(Buffer.alloc(64_000, 1));
    else if (req.url === "/sized") res.writeHead(200, { "content-length": 64_000 }).end(req.method === "HEAD" ? undefined : Buffer.alloc(64_000, 1));
    else if (req.url === "/slow") hung.push(res);
    else res.writeHead(200, { "content-type": "image/png", "content-length": 3 }).end(Buffer.from([1, 2, 3]));
  });
  let base = "";
  const lookup: LookupFn = async (name) => {
    if (name === "rebind.test") return [{ address: "127.0.0.1", family: 4 }];
    if (name === "assets.test") return [{ address: "127.0.0.2", family: 4 }];
    throw new Error("ENOTFOUND");
  };
  const policy = { allowPrivate: false, allowAddresses: ["127.0.0.2"], lookup };

  beforeAll(async () => {
    recorderPort = await listen(recorder, "127.0.0.1");
    base = `http://assets.test:${await listen(site, "127.0.0.2")}`;
  });
  afterAll(() => {
    for (const res of hung) res.destroy();
    hung = [];
    recorder.close();
    site.close();
  });

  it("downloads from the allowed host, following a same-site redirect", async () => {
    const res = await safeFetch(`${base}/hop`, policy);
    expect(res).toMatchObject({ url: `${base}/image.png`, status: 200, contentType: "image/png" });
    expect([...res.body]).toEqual([1, 2, 3]);
  });

  it("asks for headers alone with HEAD: the declared size without the body, past redirects and over maxBytes", async () => {
    const res = await safeFetch(`${base}/hop`, { ...policy, method: "HEAD" });
    expect(res).toMatchObject({ url: `${base}/image.png`, status: 200, contentType: "image/png", declaredLength: 3 });
    expect(res.body.byteLength).toBe(0);
    const large = await safeFetch(`${base}/sized`, { ...policy, method: "HEAD", maxBytes: 10_000 });
    expect(large).toMatchObject({ status: 200, declaredLength: 64_000 });
    await expect(safeFetch(`${base}/to-internal`, { ...policy, method: "HEAD" })).rejects.toMatchObject({ reason: "denied" });
  });

  it("re-checks every redirect hop and never reaches the internal service", async () => {
    await expect(safeFetch(`${base}/to-internal`, policy)).rejects.toMatchObject({ reason: "denied" });
    await expect(safeFetch(`${base}/to-rebind`, policy)).rejects.toMatchObject({ reason: "denied" });
    await expect(safeFetch(`http://127.0.0.1:${recorderPort}/`, policy)).rejects.toMatchObject({ reason: "denied" });
    expect(recorderHits).toBe(0);
  });

  it("bounds redirects, size and time", async () => {
    await expect(safeFetch(`${base}/loop/0`, { ...policy, maxRedirects: 3 })).rejects.toMatchObject({ reason: "redirects" });
    await expect(safeFetch(`${base}/large`, { ...policy, maxBytes: 10_000 })).rejects.toMatchObject({ reason: "too-large" });
    const started = Date.now();
    await expect(safeFetch(`${base}/slow`, { ...policy, timeoutMs: 300 })).rejects.toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses other schemes and credentials before resolving anything", async () => {
    await expect(safeFetch("file:///etc/passwd", policy)).rejects.toMatchObject({ reason: "denied" });
    await expect(safeFetch(`http://user:pw@assets.test/`, policy)).rejects.toMatchObject({ reason: "denied" });
  });
});
