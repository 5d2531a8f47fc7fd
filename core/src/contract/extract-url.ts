import { z } from "zod";
import { text } from "./storable.ts";

/** Kept free of drizzle so the web app can validate URLs without bundling the database schema. */
export const URL_EXAMPLE = "https://example.com";
export const INVALID_URL_MESSAGE = `Please enter a valid URL (e.g., ${URL_EXAMPLE})`;

/** http(s) only; the address check happens at fetch time in the egress proxy, not here. */
export const extractUrlSchema = text("The URL", { error: INVALID_URL_MESSAGE })
  .trim()
  .max(2048, "URL is too long (2,048 characters at most)")
  .refine((value) => {
    try {
      const u = new URL(value);
      return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
    } catch {
      return false;
    }
  }, INVALID_URL_MESSAGE);
