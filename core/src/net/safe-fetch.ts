import http from "node:http";
import https from "node:https";
import { checkFetchUrl } from "./check-url.ts";
import { EgressDeniedError, resolveAllowedAddress, type EgressPolicy } from "./egress-policy.ts";

export interface SafeFetchOptions extends EgressPolicy {
  /** Largest body accepted; past it the download is cut and refused. */
  maxBytes?: number;
  /** Whole download, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** HEAD asks for the headers alone (a file's size without downloading it); the body is then empty. */
  method?: "GET" | "HEAD";
}

export interface SafeFetchResult {
  /** The URL finally answered (after redirects). */
  url: string;
  status: number;
  contentType: string | null;
  /** The Content-Length the server declared, when it declared a valid one. */
  declaredLength: number | null;
  body: Uint8Array;
}

export class SafeFetchError extends Error {
  constructor(
    message: string,
    readonly reason: "denied" | "too-large" | "timeout" | "redirects" | "network" | "aborted",
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

function declaredLength(header: string | undefined): number | null {
  return header !== undefined && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

const DEFAULTS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 };

function once(url: URL, address: string, options: SafeFetchOptions, maxBytes: number, signal: AbortSignal) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Uint8Array }>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      {
        // Connect to the address we checked, while TLS and Host still name the real host.
        host: address,
        servername: url.protocol === "https:" && !/^[\d.]+$|:/.test(url.hostname) ? url.hostname : undefined,
        port: url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers: { host: url.host, "user-agent": "LayoutLift/1.0", ...options.headers },
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, headers: res.headers, body: new Uint8Array() });
          return;
        }
        if (options.method === "HEAD") {
          res.resume();
          resolve({ status, headers: res.headers, body: new Uint8Array() });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? NaN);
        if (declared > maxBytes) {
          res.destroy();
          reject(new SafeFetchError(`The file is larger than ${maxBytes} bytes`, "too-large"));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new SafeFetchError(`The file is larger than ${maxBytes} bytes`, "too-large"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, headers: res.headers, body: new Uint8Array(Buffer.concat(chunks)) }));
        res.on("error", (err) => reject(err));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Server-side downloads of user-chosen URLs (export asset bundling) with the egress proxy's rules: resolve once,
 * classify, connect to the pinned address, and re-check every redirect hop ourselves instead of letting a client
 * library follow it blindly. Size and time are bounded.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULTS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let current = String(input);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const checked = checkFetchUrl(current, options);
    if (!checked.ok) throw new SafeFetchError(checked.message, "denied");
    const url = checked.url;
    let address: string;
    try {
      address = (await resolveAllowedAddress(url.hostname, options)).address;
    } catch (err) {
      if (err instanceof EgressDeniedError) throw new SafeFetchError(err.message, "denied");
      throw err;
    }
    let res;
    try {
      res = await once(url, address, options, maxBytes, signal);
    } catch (err) {
      if (err instanceof SafeFetchError) throw err;
      if (timeout.aborted) throw new SafeFetchError(`Download timed out after ${options.timeoutMs ?? DEFAULTS.timeoutMs} ms`, "timeout");
      if (signal.aborted) throw new SafeFetchError("Download was cancelled", "aborted");
      throw new SafeFetchError(`Download failed: ${(err as Error).message}`, "network");
    }
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      current = new URL(location, url).href;
      continue;
    }
    const contentType = res.headers["content-type"] ?? null;
    return {
      url: url.href,
      status: res.status,
      contentType: Array.isArray(contentType) ? contentType[0] : contentType,
      declaredLength: declaredLength(res.headers["content-length"]),
      body: res.body,
    };
  }
  throw new SafeFetchError(`Too many redirects (more than ${maxRedirects})`, "redirects");
}
