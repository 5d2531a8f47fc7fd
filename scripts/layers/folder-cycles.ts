import type { ICruiseResult } from "dependency-cruiser";
import type { LayerFinding } from "./dependency-rules.ts";

/** `core/src/export/assets/zip.ts` → `core/src/export`; top-level files (`config.ts`) are folders of their own. */
export function coreFolderOf(path: string): string | null {
  const match = /^core\/src\/([^/]+)/.exec(path);
  return match ? `core/src/${match[1]!.replace(/\.tsx?$/, "")}` : null;
}

/** The import graph between core's top-level folders, tests left out (a test may reach across to set things up). */
export function coreFolderGraph(result: ICruiseResult): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = coreFolderOf(module.source);
    if (!from || /\.test\.tsx?$/.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = coreFolderOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Groups of folders that reach each other (Tarjan's strongly connected components with more than one folder). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

export function checkFolderCycles(result: ICruiseResult): LayerFinding[] {
  return folderCycles(coreFolderGraph(result)).map((cycle) => ({
    check: "no-cycles-between-core-folders",
    message: `these core folders import each other: ${cycle.join(", ")}`,
  }));
}
