import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "@layoutlift/core/errors";
import type { AppEnv } from "../env.ts";

/** Every failure leaves as JSON `{message}` with a status that fits; internals are logged, never sent. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json({ message: err.message, ...(err.details ? { details: err.details } : {}) }, err.status);
  }
  if (err instanceof ZodError) {
    return c.json({ message: err.issues[0]?.message ?? "Invalid request" }, 400);
  }
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? "Request body is too large" : err.message || "Request failed";
    return c.json({ message }, err.status);
  }
  if (err instanceof SyntaxError && /JSON/i.test(err.message)) {
    return c.json({ message: "Malformed JSON body" }, 400);
  }
  console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404);
