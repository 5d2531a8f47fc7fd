import { describe, expect, it } from "vitest";
import { classifyAddress, classifyHost } from "./classify-address.ts";
import { checkFetchUrl } from "./check-url.ts";
import { EgressDeniedError, resolveAllowedAddress, type LookupFn } from "./egress-policy.ts";

// Every spelling a URL may use for an address the extraction browser must never reach. Pure functions only:
// nothing here opens a connection (DEVELOPERS.md network rule).
const refusedHosts: [string, string][] = [
  ["127.0.0.1", "loopback"],
  ["127.1", "loopback (short form)"],
  ["127.0.1", "loopback (three parts)"],
  ["2130706433", "loopback (decimal)"],
  ["0x7f000001", "loopback (hex)"],
  ["0x7f.0.0.1", "loopback (hex part)"],
  ["0177.0.0.1", "loopback (octal part)"],
  ["017700000001", "loopback (octal whole)"],
  ["127.000.000.001", "loopback (zero-padded)"],
  ["0", "unspecified (bare zero)"],
  ["0.0.0.0", "unspecified"],
  ["10.0.0.1", "private 10/8"],
  ["012.0.0.1", "private 10/8 (octal)"],
  ["172.16.5.4", "private 172.16/12"],
  ["192.168.1.1", "private 192.168/16"],
  ["3232235777", "private 192.168.1.1 (decimal)"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["0xa9.0xfe.0xa9.0xfe", "link-local (hex)"],
  ["100.64.0.1", "CGNAT 100.64/10"],
  ["224.0.0.1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved 240/4"],
  ["192.0.2.1", "documentation TEST-NET-1"],
  ["[::1]", "IPv6 loopback"],
  ["[0:0:0:0:0:0:0:1]", "IPv6 loopback (long)"],
  ["[::]", "IPv6 unspecified"],
  ["[::ffff:127.0.0.1]", "IPv4-mapped loopback"],
  ["[::ffff:7f00:1]", "IPv4-mapped loopback (hex)"],
  ["[::ffff:169.254.169.254]", "IPv4-mapped link-local"],
  ["[::ffff:10.0.0.1]", "IPv4-mapped private"],
  ["[::127.0.0.1]", "IPv4-compatible loopback"],
  ["[64:ff9b::7f00:1]", "NAT64 of loopback"],
  ["[64:ff9b::a9fe:a9fe]", "NAT64 of link-local"],
  ["[2002:7f00:1::]", "6to4 of loopback"],
  ["[2002:c0a8:101::1]", "6to4 of 192.168.1.1"],
  ["[fe80::1]", "IPv6 link-local"],
  ["[fc00::1]", "unique-local fc00::/7"],
  ["[fd12:3456:789a::1]", "unique-local fd"],
  ["[fec0::1]", "deprecated site-local"],
  ["[ff02::1]", "IPv6 multicast"],
  ["[2001:db8::1]", "IPv6 documentation"],
  ["[2001::1]", "Teredo"],
  ["[100::1]", "discard prefix"],
];

describe("classifyHost", () => {
  it.each(refusedHosts)("refuses %s (%s)", (host) => {
    const judged = classifyHost(host);
    expect(judged.kind).toBe("ip");
    if (judged.kind === "ip") expect(judged.verdict.allowed).toBe(false);
  });

  it("reads every IPv4 spelling as the dotted quad a browser would connect to", () => {
    for (const host of ["127.1", "2130706433", "0x7f000001", "0177.0.0.1", "0x7f.1"]) {
      const judged = classifyHost(host);
      expect(judged.kind === "ip" && judged.verdict.address).toBe("127.0.0.1");
    }
  });

  it("allows ordinary public addresses, including public IPv4 carried in IPv6", () => {
    for (const host of ["93.184.216.34", "1.1.1.1", "[2606:4700:4700::1111]", "[::ffff:93.184.216.34]", "[64:ff9b::5db8:d822]"]) {
      const judged = classifyHost(host);
      expect(judged.kind === "ip" && judged.verdict.allowed, host).toBe(true);
    }
  });

  it("leaves names to the resolver", () => {
    expect(classifyHost("example.com")).toEqual({ kind: "name", hostname: "example.com" });
    expect(classifyHost("LOCALHOST.")).toEqual({ kind: "name", hostname: "localhost" });
  });

  it("refuses what is not an address at all", () => {
    expect(classifyAddress("not-an-ip").allowed).toBe(false);
    expect(classifyAddress("1.2.3.4.5").allowed).toBe(false);
  });
});

describe("resolveAllowedAddress with an in-process resolver", () => {
  const fakeDns: Record<string, string[]> = {
    "rebind.test": ["127.0.0.1"],
    localhost: ["127.0.0.1", "::1"],
    "metadata.test": ["169.254.169.254"],
    "mixed.test": ["93.184.216.34", "10.0.0.5"],
    "mapped.test": ["::ffff:192.168.0.1"],
    "public.test": ["93.184.216.34"],
  };
  const lookup: LookupFn = async (name) => {
    const answers = fakeDns[name];
    if (!answers) throw new Error("ENOTFOUND");
    return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  it.each(["rebind.test", "localhost", "metadata.test", "mixed.test", "mapped.test"])("refuses %s", async (host) => {
    await expect(resolveAllowedAddress(host, { allowPrivate: false, lookup })).rejects.toBeInstanceOf(EgressDeniedError);
  });

  it("pins a public name to the address it resolved to", async () => {
    await expect(resolveAllowedAddress("public.test", { allowPrivate: false, lookup })).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
  });

  it("explains an unknown name instead of crashing", async () => {
    await expect(resolveAllowedAddress("nowhere.test", { allowPrivate: false, lookup })).rejects.toThrow(/Could not find/);
  });

  it("lets exactly the listed test address through, and private ones when allowPrivate is set", async () => {
    const policy = { allowPrivate: false, allowAddresses: ["127.0.0.2"], lookup };
    await expect(resolveAllowedAddress("127.0.0.2", policy)).resolves.toMatchObject({ address: "127.0.0.2" });
    await expect(resolveAllowedAddress("127.0.0.1", policy)).rejects.toBeInstanceOf(EgressDeniedError);
    await expect(resolveAllowedAddress("rebind.test", { allowPrivate: true, lookup })).resolves.toMatchObject({
      address: "127.0.0.1",
    });
  });
});

describe("resolveAllowedAddress with loopbackOnly (tests and benchmarks)", () => {
  const looked: string[] = [];
  const lookup: LookupFn = async (name) => {
    looked.push(name);
    return name === "localhost" ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "93.184.216.34", family: 4 }];
  };
  const policy = { allowPrivate: true, loopbackOnly: true, lookup };

  it("reaches loopback in any spelling, and localhost", async () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "0x7f000001", "[::1]", "localhost"]) {
      await expect(resolveAllowedAddress(host, policy), host).resolves.toMatchObject({ family: expect.any(Number) });
    }
  });

  it("refuses public and private addresses, and never looks up other names", async () => {
    for (const host of ["93.184.216.34", "10.0.0.5", "169.254.169.254", "[::ffff:8.8.8.8]", "fonts.example.com"]) {
      await expect(resolveAllowedAddress(host, policy), host).rejects.toThrow(/Only loopback/);
    }
    expect(looked).not.toContain("fonts.example.com");
  });
});

describe("checkFetchUrl", () => {
  it.each([
    "file:///etc/passwd",
    "ftp://example.com/",
    "gopher://example.com/",
    "data:text/html,<h1>x</h1>",
    "javascript:alert(1)",
    "ws://example.com/",
    "chrome://settings",
    "view-source:https://example.com",
    "about:blank",
    "blob:https://example.com/uuid",
    "https://user:pass@example.com/",
    "https://user@example.com/",
    "http://example.com:22/",
    "http://example.com:25/",
    "not a url",
  ])("refuses %s", (url) => {
    expect(checkFetchUrl(url, { allowPrivate: false }).ok).toBe(false);
  });

  it("accepts http(s) on web and unprivileged ports", () => {
    for (const url of ["https://example.com/", "http://example.com/a?b=c", "https://example.com:8443/", "http://example.com:443/"]) {
      expect(checkFetchUrl(url, { allowPrivate: false }).ok, url).toBe(true);
    }
  });
});
