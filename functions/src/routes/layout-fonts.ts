import { Hono } from "hono";
import { layoutFontQuerySchema } from "@layoutlift/core/contract/layout-fonts";
import { layoutColumnsFor } from "@layoutlift/core/layouts/layout-access";
import { fetchLayoutFont, FONT_LAYOUT_COLUMNS } from "@layoutlift/core/layouts/layout-font";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

/**
 * GET /:id/font?url=…: a font the layout's stylesheet loads, for the editor's canvas (layout-font.ts says why and
 * what it refuses). Whoever may view the layout may read its fonts; the browser keeps them for a day.
 */
export const layoutFontRoutes = new Hono<AppEnv>().get(
  "/:id/font",
  requireUser,
  rateLimit({ name: "layout fonts", limit: 120, windowMs: 60_000 }),
  validate("query", layoutFontQuerySchema),
  async (c) => {
    const { db, config } = c.var.deps;
    const userId = currentUser(c).id;
    const layout = await layoutColumnsFor(db, userId, c.req.param("id"), "view", FONT_LAYOUT_COLUMNS);
    const font = await fetchLayoutFont(layout, c.req.valid("query").url, egressPolicyOf(config), userId);
    return c.body(font.body as Uint8Array<ArrayBuffer>, 200, {
      // A type of our own choosing for bytes that are a font (layout-font.ts), and nothing a browser would render.
      "Content-Type": font.contentType,
      "Content-Disposition": "attachment",
      "Cache-Control": "private, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    });
  },
);
