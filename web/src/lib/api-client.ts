import { hc, parseResponse } from "hono/client";
import type { AppType } from "@layoutlift/functions/app";

/** Non-OK answers become errors whose message is "<status>: <body>" (spec section 7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The answer's Retry-After header (a 429's seconds), when it had one. */
    readonly retryAfter: string | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `{message}` when the body is our JSON error, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body || this.message;
  }
}

export async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText, res.headers.get("retry-after"));
  return res;
}

/** Same-origin fetch that always sends cookies and turns non-OK answers into ApiError. */
export const apiFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, { ...init, credentials: "include" });
  return throwIfNotOk(res);
};

/** The typed client: response types come straight from the Hono routes. */
export const api = hc<AppType>("/", { fetch: apiFetch, init: { credentials: "include" } });

/**
 * The body of a typed-client answer, typed from the route's success responses (AppType). Non-OK answers never
 * get here: `apiFetch` has already turned them into ApiError with the server's message.
 */
export const json = parseResponse;
