import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies } from "./client-address.ts";

describe("client address behind proxies", () => {
  const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1 ::1");

  it("parses addresses and CIDRs, and names a malformed entry", () => {
    expect(parseTrustedProxies("")).toEqual([]);
    expect(parseTrustedProxies("192.168.1.0/24,2001:db8::/32")).toHaveLength(2);
    expect(() => parseTrustedProxies("10.0.0.1, proxy.internal")).toThrow(/"proxy.internal" is not an IP address/);
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow(/"10.0.0.0\/99" is not a CIDR range/);
  });

  it("ignores X-Forwarded-For from an untrusted peer, whatever it says", () => {
    expect(clientAddress({ peer: "198.51.100.9", forwardedFor: "1.2.3.4" }, trusted)).toBe("198.51.100.9");
    expect(clientAddress({ peer: "::ffff:198.51.100.9", forwardedFor: "1.2.3.4" }, trusted)).toBe("198.51.100.9");
    expect(clientAddress({ peer: "198.51.100.9", forwardedFor: "1.2.3.4", viewerAddress: "5.6.7.8:443" }, trusted)).toBe("198.51.100.9");
  });

  it("takes the right-most hop that is not a trusted proxy", () => {
    // The client wrote "6.6.6.6"; the first proxy appended the real client, a second trusted proxy appended itself.
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.5, 10.1.2.3" }, trusted)).toBe("203.0.113.5");
    expect(clientAddress({ peer: "::1", forwardedFor: "203.0.113.5" }, trusted)).toBe("203.0.113.5");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "junk, 203.0.113.5" }, trusted)).toBe("203.0.113.5");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "203.0.113.5, junk" }, trusted)).toBe("127.0.0.1");
    expect(clientAddress({ peer: "127.0.0.1" }, trusted)).toBe("127.0.0.1");
  });

  it("believes CloudFront's viewer address only on requests that came through the deploy's router", () => {
    expect(clientAddress({ peer: "54.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.5", viewerAddress: "203.0.113.5:51234", fromRouter: true }, [])).toBe("203.0.113.5");
    expect(clientAddress({ peer: "54.0.0.1", viewerAddress: "2001:db8::8a2e:370:7334:46532", fromRouter: true }, [])).toBe("2001:db8::8a2e:370:7334");
    expect(clientAddress({ peer: "54.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.5", fromRouter: true }, [])).toBe("203.0.113.5");
    expect(clientAddress({ peer: "54.0.0.1", viewerAddress: "203.0.113.5:51234", fromRouter: false }, [])).toBe("54.0.0.1");
  });
});
