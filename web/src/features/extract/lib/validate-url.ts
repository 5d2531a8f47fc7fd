import { extractUrlSchema } from "@layoutlift/core/contract/extract-url";

/** The same rule the server applies (core/src/contract/extract-url.ts): null when valid, else the message to show. */
export function urlError(value: string): string | null {
  const result = extractUrlSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Please enter a valid URL");
}
