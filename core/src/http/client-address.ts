import ipaddr from "ipaddr.js";

/** Parsed TRUSTED_PROXIES: addresses and CIDR ranges whose forwarding headers are believed. */
export type TrustedProxies = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** One address: IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how dual-stack sockets report IPv4) as plain IPv4. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = text.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(literal)) return null;
  const parsed = ipaddr.parse(literal);
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

/** `"10.0.0.0/8, 127.0.0.1 ::1"` → ranges; throws naming the entry that is neither an address nor a CIDR. */
export function parseTrustedProxies(text: string): TrustedProxies {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
      if (entry.includes("/")) {
        try {
          return ipaddr.parseCIDR(entry);
        } catch {
          throw new Error(`"${entry}" is not a CIDR range`);
        }
      }
      const address = parseAddress(entry);
      if (!address) throw new Error(`"${entry}" is not an IP address`);
      return [address, address.kind() === "ipv4" ? 32 : 128];
    });
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, trusted: TrustedProxies): boolean {
  return trusted.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

export interface ForwardedRequest {
  /** The socket's peer (or a Lambda Function URL's sourceIp): the one address nobody can forge. */
  peer: string | undefined;
  forwardedFor?: string;
  /** CloudFront-Viewer-Address (`ip:port`), believed only when `fromRouter`. */
  viewerAddress?: string;
  /** The request carries the deploy's router secret (only our CloudFront sets it). */
  fromRouter?: boolean;
}

/**
 * The client's address for rate limits and session records. Forwarding headers are client-writable, so they count
 * only when the hop that delivered them is trusted: our CloudFront router (its viewer address, else the right-most
 * X-Forwarded-For entry, which CloudFront appends), or a TRUSTED_PROXIES peer (the right-most X-Forwarded-For
 * entry that is not itself a trusted proxy). Otherwise the socket's own peer.
 */
export function clientAddress(request: ForwardedRequest, trusted: TrustedProxies): string {
  const peer = request.peer ? parseAddress(request.peer) : null;
  const hops = (request.forwardedFor ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  if (request.fromRouter) {
    const viewer = request.viewerAddress?.trim();
    const fromViewer = viewer ? (parseAddress(viewer) ?? parseAddress(viewer.slice(0, viewer.lastIndexOf(":")))) : null;
    const lastHop = hops.length ? parseAddress(hops[hops.length - 1]) : null;
    const found = fromViewer ?? lastHop;
    if (found) return found.toString();
  }
  if (!peer) return "unknown";
  let client = peer;
  if (isTrusted(peer, trusted)) {
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = parseAddress(hops[i]);
      if (!hop) break; // garbage written by the client: the hop that forwarded it is as far as we can trust
      client = hop;
      if (!isTrusted(hop, trusted)) break;
    }
  }
  return client.toString();
}
