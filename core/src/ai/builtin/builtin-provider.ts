import { unprocessable } from "../../errors.ts";
import type { AiEditInput, AiEditProvider, AiEditResult, LayoutDocument } from "../provider.ts";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import { applyChecked } from "./checked-intent.ts";
import { matchIntents } from "./intents.ts";

/** What the user reads: no configuration talk, which is the operator's business (README, server log). */
export const NEEDS_MODEL_MESSAGE = "Free-form prompts need an AI model; try one of the suggestions.";

/** What the operator reads in the server log, once, when the rule engine is chosen. */
export const NO_MODEL_LOG =
  "AI edits: no OPENAI_API_KEY or OPENAI_BASE_URL set, so the built-in rules answer the four suggestions ('Make it modern', 'Add animations', 'Improve contrast', 'Mobile optimize') and free-form prompts are refused. Set OPENAI_API_KEY (and OPENAI_BASE_URL/OPENAI_MODEL for a compatible server) to enable them.";

/**
 * Deterministic edits that need no model: the four suggestions and their common phrasings, each saying what it
 * changed. Each is measured in a rendered page before and after (checked-intent.ts), and 'Improve contrast'
 * measures colours there too, so the provider holds a page renderer.
 */
export function createBuiltinProvider(deps: { renderer: LayoutRenderer }): AiEditProvider {
  return {
    name: "builtin",
    async edit({ prompt, html, css }: AiEditInput): Promise<AiEditResult> {
      const matched = matchIntents(prompt);
      if (matched.length === 0) throw unprocessable(NEEDS_MODEL_MESSAGE);
      let doc: LayoutDocument = { html, css };
      const summaries: string[] = [];
      for (const intent of matched) {
        const result = await applyChecked(intent, doc, { renderer: deps.renderer });
        doc = result.doc;
        summaries.push(result.summary);
      }
      return { ...doc, summary: summaries.join(" ") };
    },
    close: () => deps.renderer.close(),
  };
}
