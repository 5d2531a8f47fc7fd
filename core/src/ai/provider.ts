import type { AiProviderName } from "../contract/ai-edit.ts";

export interface LayoutDocument {
  html: string;
  css: string;
}

export interface AiEditInput extends LayoutDocument {
  prompt: string;
}

/** The new layout, and what changed in words the user reads (when the provider can say). */
export interface AiEditResult extends LayoutDocument {
  summary?: string;
}

/** One way of turning a prompt plus the current layout into a new layout. */
export interface AiEditProvider {
  readonly name: AiProviderName;
  readonly model?: string;
  edit(input: AiEditInput): Promise<AiEditResult>;
  /** Releases what the provider holds (the built-in rules' page renderer). */
  close?(): Promise<void>;
}
