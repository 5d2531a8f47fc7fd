import { z } from "zod";
import { documentAttributesSchema } from "./document-attributes.ts";
import { extractionReportSchema } from "./extraction-report.ts";

/** A named region of the page (header, nav, hero, card, ...) pointing at a node of `tree`. */
export const componentSchema = z.object({
  name: z.string(),
  kind: z.string(),
  nodeId: z.string(),
  /** Names of repeated siblings grouped under this region (cards, items). */
  children: z.array(z.string()).optional(),
});

export interface LayoutTreeNode {
  id: string;
  tag: string;
  name: string;
  children: LayoutTreeNode[];
}
export const treeNodeSchema: z.ZodType<LayoutTreeNode> = z.lazy(() =>
  z.object({ id: z.string(), tag: z.string(), name: z.string(), children: z.array(treeNodeSchema) }),
);

export const fidelitySchema = z.object({
  width: z.number(),
  /** Share of stamped elements whose box and key styles match the original (0..1). */
  score: z.number(),
  mismatches: z.number(),
  /** false at widths measured only to judge the output between the captured ones. */
  captured: z.boolean().optional(),
});

/** layoutJson as stored with a layout (conventions.md: extraction output). */
export const layoutJsonSchema = z.object({
  version: z.number(),
  url: z.string(),
  title: z.string(),
  viewport: z.object({ width: z.number(), height: z.number() }),
  screenshot: z.string().nullable(),
  /** `{ html: {attrs}, body: {attrs} }`: the page's root attributes the output depends on (document-attributes.ts). */
  document: documentAttributesSchema.optional(),
  components: z.array(componentSchema),
  tree: z.array(treeNodeSchema),
  fidelity: z.array(fidelitySchema).optional(),
  stats: z.record(z.string(), z.number()).optional(),
  notes: z.array(z.string()).optional(),
  /** What the extraction did (absent on layouts extracted before the report existed). */
  report: extractionReportSchema.optional(),
});
export type LayoutJson = z.infer<typeof layoutJsonSchema>;
