import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { baseEnvironment, type FunctionEnvironment, type Secrets } from "./environment.ts";

/**
 * Runs the drizzle migrations during each deploy: a Lambda that applies them, invoked by the deploy whenever the
 * migration journal changes. Migrations are additive, so the API may update alongside.
 */
export function createMigrations(input: { secrets: Secrets }) {
  const environment: FunctionEnvironment = baseEnvironment(input.secrets);
  const migrator = new sst.aws.Function("Migrator", {
    handler: "functions/src/lambda/migrate.migrateHandler",
    runtime: "nodejs20.x",
    timeout: "5 minutes",
    copyFiles: [{ from: "migrations", to: "migrations" }],
    environment: environment as Record<string, string>,
  });
  new aws.lambda.Invocation("RunMigrations", {
    functionName: migrator.name,
    input: JSON.stringify({}),
    // A new hash of the migration journal re-runs it; drizzle skips what is already applied.
    triggers: { journal: migrationsFingerprint() },
  });
  return migrator;
}

/** The deploy runs in Node from the project root, where the journal lists every migration. */
export function migrationsFingerprint(): string {
  return createHash("sha256").update(readFileSync("migrations/meta/_journal.json")).digest("hex");
}
