import { join } from "node:path";
import type { ICruiseResult } from "dependency-cruiser";
import { runTool } from "./run-tool.ts";

export interface LayerFinding {
  check: string;
  message: string;
}

/** Every rule of .dependency-cruiser.cjs over the given folders, one finding a violation; the graph for later checks. */
export async function checkDependencyRules(root: string, folders: string[], bin: string, config: string): Promise<{ findings: LayerFinding[]; result: ICruiseResult }> {
  const stdout = await runTool(join(bin, "depcruise"), ["--config", config, "--output-type", "json", ...folders], root);
  const result = JSON.parse(stdout) as ICruiseResult;
  const findings = result.summary.violations.map((v) => ({
    check: v.rule.name,
    message: v.cycle?.length ? `${v.from} → ${v.cycle.map((step) => step.name).join(" → ")}` : `${v.from} → ${v.to}`,
  }));
  return { findings, result };
}
