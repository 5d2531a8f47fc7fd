import { unprocessable } from "../../errors.ts";
import type { AiEditInput, AiEditProvider, LayoutDocument } from "../provider.ts";
import { matchIntents } from "./intents.ts";

export const NEEDS_MODEL_MESSAGE =
  "This prompt needs an AI model: configure OPENAI_API_KEY (and OPENAI_BASE_URL/OPENAI_MODEL for a compatible server) for free-form edits. Without one, LayoutLift understands 'Make it modern', 'Add animations', 'Improve contrast' and 'Mobile optimize'.";

/** Deterministic edits that need no model: the four suggestions and their common phrasings. */
export function createBuiltinProvider(): AiEditProvider {
  return {
    name: "builtin",
    async edit({ prompt, html, css }: AiEditInput): Promise<LayoutDocument> {
      const matched = matchIntents(prompt);
      if (matched.length === 0) throw unprocessable(NEEDS_MODEL_MESSAGE);
      return matched.reduce<LayoutDocument>((doc, intent) => intent.apply(doc), { html, css });
    },
  };
}
