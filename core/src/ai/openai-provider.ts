import OpenAI from "openai";
import { z } from "zod";
import { shelveDataUrls } from "./shelved-data-urls.ts";
import { AppError } from "../errors.ts";
import type { AiEditInput, AiEditProvider, LayoutDocument } from "./provider.ts";

export interface OpenAiProviderOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** What the model must answer; anything else is refused so a garbled reply never replaces a layout. */
export const aiReplySchema = z.object({ html: z.string().min(1), css: z.string() }).strict();

export const INVALID_REPLY_MESSAGE = "The AI model returned an answer LayoutLift could not use; your layout is unchanged. Please try again.";

const SYSTEM_PROMPT = `You edit web page layouts. You receive a body HTML fragment and its CSS, plus the user's request.
Answer with the complete edited layout as JSON {"html": string, "css": string}.
Rules: keep the structure, class names and data-name attributes unless the request needs otherwise; no <script>,
no inline event handlers, no javascript: URLs; keep existing images and text unless asked to change them.`;

const RESPONSE_FORMAT = {
  type: "json_schema" as const,
  json_schema: {
    name: "layout_edit",
    strict: true,
    schema: {
      type: "object",
      properties: { html: { type: "string" }, css: { type: "string" } },
      required: ["html", "css"],
      additionalProperties: false,
    },
  },
};

/** Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, ...) with structured output. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiEditProvider {
  const client = new OpenAI({
    // Local servers such as Ollama need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? "not-needed",
    baseURL: options.baseURL,
    maxRetries: 1,
    timeout: options.timeoutMs ?? 120_000,
  });
  return {
    name: "openai",
    model: options.model,
    async edit(input: AiEditInput): Promise<LayoutDocument> {
      const { prompt } = input;
      const { html, css, restore } = shelveDataUrls(input.html, input.css);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.2,
          response_format: RESPONSE_FORMAT,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: `Request: ${prompt}\n\nHTML:\n${html}\n\nCSS:\n${css}` },
          ],
        });
        content = completion.choices[0]?.message?.content;
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        throw new AppError(502, `The AI model could not be reached (${detail}); your layout is unchanged.`);
      }
      let json: unknown;
      try {
        json = JSON.parse(content ?? "");
      } catch {
        throw new AppError(502, INVALID_REPLY_MESSAGE);
      }
      const reply = aiReplySchema.safeParse(json);
      if (!reply.success) throw new AppError(502, INVALID_REPLY_MESSAGE);
      return { html: restore(reply.data.html), css: restore(reply.data.css) };
    },
  };
}
