import type { AiEditResponse } from "../contract/ai-edit.ts";
import type { AiEditInput, AiEditProvider } from "./provider.ts";
import { sanitizeCss, sanitizeHtml } from "./sanitize.ts";

/** Runs one edit and cleans the result like extraction output: whatever the provider says, no script survives. */
export async function runAiEdit(provider: AiEditProvider, input: AiEditInput): Promise<AiEditResponse> {
  const result = await provider.edit(input);
  const response: AiEditResponse = { html: sanitizeHtml(result.html), css: sanitizeCss(result.css), provider: provider.name };
  if (result.summary) response.summary = result.summary;
  return response;
}
