import { z } from "zod";
import { text } from "./storable.ts";

export const EMPTY_PROMPT_MESSAGE = "Describe the change you want (the prompt is empty)";
const MAX_DOC = 5_000_000;

export const aiEditRequestSchema = z.object({
  prompt: text("The prompt", { error: EMPTY_PROMPT_MESSAGE })
    .trim()
    .min(1, EMPTY_PROMPT_MESSAGE)
    .max(2000, "The prompt is too long (2,000 characters at most)"),
  currentHtml: text("currentHtml").max(MAX_DOC, "currentHtml is too large"),
  currentCss: text("currentCss").max(MAX_DOC, "currentCss is too large"),
});
export type AiEditRequest = z.infer<typeof aiEditRequestSchema>;

export const aiProviderNames = ["builtin", "openai"] as const;
export type AiProviderName = (typeof aiProviderNames)[number];

export interface AiEditResponse {
  html: string;
  css: string;
  provider: AiProviderName;
  /** What the edit changed, for the user ("Raised contrast on 3 texts: …"); absent when the provider cannot say. */
  summary?: string;
}

export interface AiProviderInfo {
  provider: AiProviderName;
  model?: string;
}
