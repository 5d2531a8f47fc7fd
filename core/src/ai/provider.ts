import type { AiProviderName } from "../api/ai-edit.ts";

export interface LayoutDocument {
  html: string;
  css: string;
}

export interface AiEditInput extends LayoutDocument {
  prompt: string;
}

/** One way of turning a prompt plus the current layout into a new layout. */
export interface AiEditProvider {
  readonly name: AiProviderName;
  readonly model?: string;
  edit(input: AiEditInput): Promise<LayoutDocument>;
}
