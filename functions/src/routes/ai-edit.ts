import { Hono } from "hono";
import { aiEditRequestSchema } from "@layoutlift/core/contract/ai-edit";
import { runAiEdit } from "@layoutlift/core/ai/ai-edit";
import { describeProvider } from "@layoutlift/core/ai/create-provider";
import { paymentRequired } from "@layoutlift/core/errors";
import { layoutFor } from "@layoutlift/core/layouts/layout-access";
import { AI_LOCKED } from "@layoutlift/core/plans/entitlements";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

/** Mounted at /api/layouts. */
export const aiEditRoutes = new Hono<AppEnv>().post("/:id/ai-edit", requireUser, validate("json", aiEditRequestSchema), async (c) => {
  const { db, ai, now } = c.var.deps;
  const user = currentUser(c);
  await layoutFor(db, user.id, c.req.param("id"), "edit");
  const ent = await loadEntitlements(db, user.id, now());
  if (!ent.aiEdit) throw paymentRequired(AI_LOCKED);
  const { prompt, currentHtml, currentCss } = c.req.valid("json");
  return c.json(await runAiEdit(ai, { prompt, html: currentHtml, css: currentCss }));
});

/** Mounted at /api/ai: which provider answers AI edits, so the editor can say so. */
export const aiProviderRoutes = new Hono<AppEnv>().get("/provider", requireUser, (c) => {
  return c.json(describeProvider(c.var.deps.ai));
});
