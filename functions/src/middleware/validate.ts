import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

/** zod validation that answers 400 `{message}` naming the first problem, like every other error. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      // Our own refinements already read as sentences for users; zod's built-in ones need the field name.
      const where = issue?.path?.length && issue.code !== "custom" ? `${issue.path.join(".")}: ` : "";
      const message =
        issue?.code === "invalid_type" && issue.path.length === 0 ? "Request body must be a JSON object" : `${where}${issue?.message ?? "Invalid request"}`;
      return c.json({ message }, 400);
    }
  });
}
