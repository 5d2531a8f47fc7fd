import { createRequire } from "node:module";
import { join } from "node:path";
import type { LayerFinding } from "./dependency-rules.ts";

interface MadgeResult {
  circular(): string[][];
}
type Madge = (path: string, config: Record<string, unknown>) => Promise<MadgeResult>;
const madge = createRequire(import.meta.url)("madge") as Madge;

/** The packages madge reads on its own, each with the tsconfig that resolves its imports (web's `@/` alias). */
export const PACKAGES = [
  { folder: "core/src", tsConfig: "tsconfig.json" },
  { folder: "functions/src", tsConfig: "tsconfig.json" },
  { folder: "web/src", tsConfig: "web/tsconfig.json" },
  { folder: "stacks", tsConfig: "stacks/tsconfig.json" },
  { folder: "tests", tsConfig: "tsconfig.json" },
  { folder: "scripts", tsConfig: "tsconfig.json" },
];

/** A second opinion on cycles from another parser: madge must find none in any package, type imports included. */
export async function checkImportCycles(root: string, packages = PACKAGES): Promise<LayerFinding[]> {
  const findings: LayerFinding[] = [];
  for (const { folder, tsConfig } of packages) {
    const result = await madge(join(root, folder), {
      baseDir: root,
      fileExtensions: ["ts", "tsx"],
      tsConfig: join(root, tsConfig),
      excludeRegExp: [/node_modules/, /\/dist\//, /^tests\/fixtures\//, /\.gen\./],
    });
    for (const cycle of result.circular()) findings.push({ check: "madge-no-cycles", message: `${folder}: ${[...cycle, cycle[0]].join(" → ")}` });
  }
  return findings;
}
