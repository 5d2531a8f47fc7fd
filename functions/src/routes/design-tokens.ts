import { Hono } from "hono";
import { designTokensRequestSchema, type DesignTokensResponse } from "@layoutlift/core/contract/design-tokens";
import { layoutFor } from "@layoutlift/core/layouts/layout-access";
import { designTokensInThread } from "@layoutlift/core/threads/design-tokens-in-thread";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

/**
 * POST /:id/design-tokens: the tokens (colours, type scale, spacing, radii…) the exports would write for the editor's
 * current stylesheet, for the Properties panel's swatches and steps. A POST because the body is the unsaved
 * stylesheet (edits included); the page's root attributes are the stored layout's. Nothing is stored.
 */
export const designTokenRoutes = new Hono<AppEnv>().post(
  "/:id/design-tokens",
  requireUser,
  rateLimit({ name: "design-tokens", limit: 60, windowMs: 60_000 }),
  validate("json", designTokensRequestSchema),
  async (c) => {
    const { db } = c.var.deps;
    const user = currentUser(c);
    const layout = await layoutFor(db, user.id, c.req.param("id"), "view");
    const { css, styleElements } = c.req.valid("json");
    const tokens = await designTokensInThread({ css, styleElements, document: layout.layoutJson?.document }, user.id);
    c.header("Cache-Control", "no-store");
    return c.json({ tokens } satisfies DesignTokensResponse);
  },
);
