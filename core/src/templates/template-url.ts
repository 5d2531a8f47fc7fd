import { classifyAddress } from "../net/classify-address.ts";
import { templateById } from "./catalogue.ts";

/** Host spellings compared: lower case, no port, no IPv6 brackets, no trailing dots (`localhost.` is localhost). */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) h = h.slice(1, h.indexOf("]") > 0 ? h.indexOf("]") : undefined);
  else if (/^[^:]+:\d*$/.test(h)) h = h.slice(0, h.lastIndexOf(":"));
  return h.replace(/\.+$/, "");
}

/** This machine under any name or address: `localhost`, `*.localhost`, 127.0.0.0/8, ::1, 0.0.0.0, ::ffff:127.x. */
function isLocalHost(host: string): boolean {
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const range = classifyAddress(host).range;
  return range.endsWith("loopback") || range.endsWith("unspecified");
}

/**
 * The template a URL points at when it is one of this app's own template pages (`/templates/<id>/`) on any host
 * the app answers to: `appHosts` (the configured public origin, the request's own Host) and every spelling of this
 * machine. Hosts are compared normalised (case, port, trailing dots, brackets); the path after the URL parser's
 * own normalisation (dot segments, numeric IPv4 forms) and percent-decoding, as the static server reads it.
 */
export function templateIdFromUrl(url: string, appHosts: Iterable<string>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = normaliseHost(parsed.hostname);
  const ours = new Set([...appHosts].filter(Boolean).map(normaliseHost));
  if (!ours.has(host) && !isLocalHost(host)) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  const match = /^\/+templates\/+([^/]+)\/*(?:index\.html?)?$/i.exec(path);
  const id = match?.[1].toLowerCase();
  return id && templateById(id) ? id : null;
}
