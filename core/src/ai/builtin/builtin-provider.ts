import { unprocessable } from "../../errors.ts";
import type { AiEditInput, AiEditProvider, LayoutDocument } from "../provider.ts";
import { matchIntents } from "./intents.ts";

/** What the user reads: no configuration talk, which is the operator's business (README, server log). */
export const NEEDS_MODEL_MESSAGE = "Free-form prompts need an AI model; try one of the suggestions.";

/** What the operator reads in the server log, once, when the rule engine is chosen. */
export const NO_MODEL_LOG =
  "AI edits: no OPENAI_API_KEY or OPENAI_BASE_URL set, so the built-in rules answer the four suggestions ('Make it modern', 'Add animations', 'Improve contrast', 'Mobile optimize') and free-form prompts are refused. Set OPENAI_API_KEY (and OPENAI_BASE_URL/OPENAI_MODEL for a compatible server) to enable them.";

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
