import type { DesignTokenSummary } from "../contract/design-tokens.ts";
import type { DesignTokensInput } from "../export/layout-design-tokens.ts";
import type { DesignTokensTask } from "./export-thread.ts";
import { saveCheckLine } from "./save-check-line.ts";

/** Longest the token reading of one layout may take on a thread: a 5 MB honest layout needs about a second. */
export const DESIGN_TOKENS_TIME_LIMIT_MS = 15_000;
/** The editor asks again after each save; more than this of one user's at once is a client gone wrong. */
export const DESIGN_TOKENS_PER_USER = 2;

export const DESIGN_TOKENS_TOO_SLOW = "This layout's CSS is too complex to read its design tokens (it took too long). Its colours and sizes can still be edited by value.";
export const DESIGN_TOKENS_TOO_LARGE = "This layout is too large to read its design tokens. Its colours and sizes can still be edited by value.";
export const DESIGN_TOKENS_BUSY = "The layout's design tokens cannot be read right now because the server is busy. Please try again in a moment.";
export const TOO_MANY_DESIGN_TOKENS = "This layout's design tokens are still being read for your previous requests. Wait for them and try again.";

const line = saveCheckLine<DesignTokensTask>({
  perUser: DESIGN_TOKENS_PER_USER,
  runLimitMs: DESIGN_TOKENS_TIME_LIMIT_MS,
  answers: {
    tooSlow: { status: 422, message: DESIGN_TOKENS_TOO_SLOW },
    tooLarge: { status: 413, message: DESIGN_TOKENS_TOO_LARGE },
    busy: DESIGN_TOKENS_BUSY,
  },
  tooMany: TOO_MANY_DESIGN_TOKENS,
});

/** layoutDesignTokens off the request thread (POST /api/layouts/:id/design-tokens). */
export const designTokensInThread = (input: DesignTokensInput, userId: string): Promise<DesignTokenSummary[]> => line.run({ kind: "design-tokens", input }, userId);

/** Tests shorten the run limit to see a slow reading refused; undefined restores it. */
export const setDesignTokensRunLimit = (ms: number | undefined): void => line.setRunLimit(ms);
