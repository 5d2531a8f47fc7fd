import ipaddr from "ipaddr.js";

/**
 * Decides whether the extraction browser may connect to an address. Only ordinary public unicast passes:
 * everything ipaddr.js labels otherwise (loopback, private, link-local, unique-local, CGNAT, multicast, reserved,
 * broadcast, unspecified, documentation, benchmarking, ...) is refused. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, IPv4-translated, NAT64, 6to4, IPv4-compatible) are judged by the IPv4 address inside, because
 * that is where the packets end up.
 */
export interface AddressVerdict {
  allowed: boolean;
  /** Canonical spelling of the address (IPv4 dotted quad, IPv6 RFC 5952). */
  address: string;
  /** ipaddr.js's range name, or the embedded address's range prefixed with the carrier ("ipv4Mapped→loopback"). */
  range: string;
}

function embeddedIPv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const bytes = v6.toByteArray();
  if (range === "ipv4Mapped" || range === "rfc6145" || range === "rfc6052") {
    return new ipaddr.IPv4(bytes.slice(12, 16));
  }
  if (range === "6to4") return new ipaddr.IPv4(bytes.slice(2, 6));
  // Deprecated IPv4-compatible form ::a.b.c.d (ipaddr.js files it under "reserved").
  if (bytes.slice(0, 12).every((b) => b === 0)) return new ipaddr.IPv4(bytes.slice(12, 16));
  return null;
}

function judgeIPv4(v4: ipaddr.IPv4): AddressVerdict {
  const range = v4.range();
  return { allowed: range === "unicast", address: v4.toString(), range };
}

/** `address` must be a literal IP (any spelling ipaddr.js accepts); anything else is refused. */
export function classifyAddress(address: string): AddressVerdict {
  const literal = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(literal);
  } catch {
    return { allowed: false, address, range: "invalid" };
  }
  if (parsed.kind() === "ipv4") return judgeIPv4(parsed as ipaddr.IPv4);

  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === "unspecified" || range === "loopback") return { allowed: false, address: v6.toString(), range };
  const inner = embeddedIPv4(v6, range);
  if (inner) {
    const verdict = judgeIPv4(inner);
    return { allowed: verdict.allowed, address: v6.toString(), range: `${range}→${verdict.range}` };
  }
  if (range === "unicast") return { allowed: true, address: v6.toString(), range };
  return { allowed: false, address: v6.toString(), range };
}

export type HostVerdict =
  | { kind: "ip"; verdict: AddressVerdict }
  | { kind: "name"; hostname: string };

/**
 * Reads a URL host the way a browser does: WHATWG URL parsing turns every IPv4 spelling (decimal `2130706433`,
 * hex `0x7f.1`, octal `0177.0.0.1`, short `127.1`) into a dotted quad, so one check covers them all.
 * Names still need resolving: the caller classifies the addresses they resolve to.
 */
export function classifyHost(host: string): HostVerdict {
  let hostname: string;
  try {
    hostname = new URL(`http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}/`).hostname;
  } catch {
    return { kind: "ip", verdict: { allowed: false, address: host, range: "invalid" } };
  }
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(bare) && (bare.includes(":") || /^\d+\.\d+\.\d+\.\d+$/.test(bare))) {
    return { kind: "ip", verdict: classifyAddress(bare) };
  }
  return { kind: "name", hostname: hostname.replace(/\.$/, "") };
}

/** Exact addresses a test may reach even though they are private (e.g. a fixture bound on 127.0.0.2). */
export function isExplicitlyAllowed(address: string, allowAddresses: readonly string[] = []): boolean {
  if (allowAddresses.length === 0) return false;
  const canonical = classifyAddress(address).address;
  return allowAddresses.some((a) => classifyAddress(a).address === canonical);
}
