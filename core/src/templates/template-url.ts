import { templateById } from "./catalogue.ts";

/** Host spellings compared: lower case, no port, no IPv6 brackets, no trailing dots (`localhost.` is localhost). */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) h = h.slice(1, h.indexOf("]") > 0 ? h.indexOf("]") : undefined);
  else if (/^[^:]+:\d*$/.test(h)) h = h.slice(0, h.lastIndexOf(":"));
  return h.replace(/\.+$/, "");
}

/**
 * Whether `host` (any spelling: case, port, trailing dots, brackets) is one of the app's own hosts. Only the
 * configured list counts (APP_URL's host and APP_HOSTS, core/src/config.ts): never what a name resolves to, so no
 * loopback spelling, DNS name or address is ours unless it is configured.
 */
export function isAppHost(host: string, appHosts: Iterable<string>): boolean {
  const ours = new Set([...appHosts].filter(Boolean).map(normaliseHost));
  return ours.has(normaliseHost(host));
}

/**
 * The template a URL points at when it is one of this app's own template pages (`/templates/<id>/`) on one of the
 * app's configured hosts. The path is compared after the URL parser's own normalisation (dot segments, numeric IPv4
 * forms) and percent-decoding, as the static server reads it. A template page under any other spelling is not
 * recognised here, and needs none: the server serves a Pro template's page only with an access token
 * (template-access.ts), so a spelling we do not know fetches the preview, not the template.
 */
export function templateIdFromUrl(url: string, appHosts: Iterable<string>): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!isAppHost(parsed.hostname, appHosts)) return null;
  return templateIdOfPath(parsed.pathname);
}

/**
 * The template whose page a request path names (`/templates/<id>/`, `/templates/<id>/index.html`), percent-decoded
 * and in any case or number of slashes, as the server reads it.
 */
export function templateIdOfPath(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = /^\/+templates\/+([^/]+)\/*(?:index\.html?)?$/i.exec(path);
  const id = match?.[1].toLowerCase();
  return id && templateById(id) ? id : null;
}
