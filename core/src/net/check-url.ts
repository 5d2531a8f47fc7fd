import { isAllowedPort, type EgressPolicy } from "./egress-policy.ts";

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };

/**
 * What any URL we fetch server-side (or hand to the browser) must look like before its host is even resolved:
 * http(s) only, no embedded credentials, a web or unprivileged port.
 */
export function checkFetchUrl(input: string | URL, policy: Pick<EgressPolicy, "allowPrivate">): UrlCheck {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return { ok: false, message: "This is not a valid web address" };
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) return { ok: false, message: `Only http and https addresses are allowed, not ${url.protocol}` };
  if (url.username || url.password) return { ok: false, message: "Addresses with a user name or password are not allowed" };
  if (!url.hostname) return { ok: false, message: "This address has no host" };
  const port = url.port ? Number(url.port) : defaultPort;
  if (!isAllowedPort(port, policy)) return { ok: false, message: `Port ${port} is not allowed` };
  return { ok: true, url };
}
