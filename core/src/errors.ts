/**
 * Domain errors carry the HTTP status that fits them, so core code can say "not yours" or "over the limit"
 * without knowing about HTTP and the API's error handler only has to read `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly details?: unknown,
    /** Response headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, details);
export const unauthorized = (message = "Unauthorized") => new AppError(401, message);
export const paymentRequired = (message: string) => new AppError(402, message);
export const forbidden = (message = "You do not have permission to do that") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, details?: unknown) => new AppError(409, message, details);
export const tooLarge = (message = "Request body is too large") => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const rateLimited = (message = "Too many requests, please slow down") => new AppError(429, message);
