import { z } from "zod";
import { text } from "./storable.ts";

export const createApiKeySchema = z.object({
  name: text("The key name").trim().min(1, "Give the key a name").max(100, "Key names are at most 100 characters").default("API key"),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export type ApiKeySummary = {
  id: string;
  name: string;
  /** The first characters of the key, enough to tell keys apart. */
  prefix: string;
  rateLimitPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
};

/** The full key appears in this one answer only; the server keeps its hash. */
export type CreatedApiKey = ApiKeySummary & { key: string };
