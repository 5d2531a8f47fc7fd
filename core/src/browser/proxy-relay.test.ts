import { createServer, connect, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseLoopbackServer, startProxyRelay, type ProxyRelay } from "./proxy-relay.ts";

let echo: Server | null = null;
let relay: ProxyRelay | null = null;

afterEach(async () => {
  await relay?.close();
  await new Promise((r) => (echo ? echo.close(r) : r(null)));
  echo = relay = null;
});

async function startEcho(): Promise<number> {
  echo = createServer((s) => s.on("data", (d) => s.write(`echo:${d}`)));
  await new Promise<void>((r) => echo!.listen(0, "127.0.0.1", r));
  return (echo.address() as { port: number }).port;
}

/** Sends `text` through the relay; resolves with what came back before the connection closed (or 500 ms). */
function exchange(server: string, text: string): Promise<{ reply: string; closed: boolean }> {
  const { port } = new URL(server);
  return new Promise((resolve) => {
    const s = connect(Number(port), "127.0.0.1");
    let reply = "";
    const done = (closed: boolean) => {
      s.destroy();
      resolve({ reply, closed });
    };
    s.on("data", (d) => {
      reply += d;
      if (reply.includes(text)) done(false);
    });
    s.on("close", () => done(true));
    s.on("error", () => done(true));
    s.write(text);
    setTimeout(() => done(false), 500);
  });
}

describe("proxy relay", () => {
  it("refuses connections until it is bound, then passes bytes both ways to the bound proxy", async () => {
    const port = await startEcho();
    relay = await startProxyRelay();
    expect(await exchange(relay.server, "early")).toEqual({ reply: "", closed: true });
    relay.bind(`http://127.0.0.1:${port}`);
    expect((await exchange(relay.server, "CONNECT example.test:443")).reply).toBe("echo:CONNECT example.test:443");
  });

  it("cuts live connections when it closes", async () => {
    const port = await startEcho();
    relay = await startProxyRelay();
    relay.bind(`127.0.0.1:${port}`);
    const { port: relayPort } = new URL(relay.server);
    const s = connect(Number(relayPort), "127.0.0.1");
    await new Promise((r) => s.once("connect", r));
    const closed = new Promise((r) => s.once("close", r));
    await relay.close();
    relay = null;
    await expect(closed).resolves.toBe(false);
  });

  it("forwards only to loopback addresses", () => {
    expect(parseLoopbackServer("http://127.0.0.1:8080")).toEqual({ host: "127.0.0.1", port: 8080 });
    expect(parseLoopbackServer("[::1]:8080")).toEqual({ host: "::1", port: 8080 });
    for (const bad of ["10.0.0.1:8080", "93.184.216.34:80", "169.254.169.254:80", "proxy.example:3128", "127.0.0.1"]) {
      expect(() => parseLoopbackServer(bad), bad).toThrow(/loopback/);
    }
  });
});
