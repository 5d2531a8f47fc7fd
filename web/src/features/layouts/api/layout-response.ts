import type { LayoutResponse } from "@layoutlift/core/contract/layouts";

type LayoutAnswer = Omit<LayoutResponse, "layoutJson"> & { layoutJson: unknown };

/**
 * Hono's client types JSON answers through `JSONParsed`, which cannot follow the recursive layout tree
 * (`LayoutTreeNode.children` comes out as `JSONValue`). So a layout answer is checked against the route for every
 * field but `layoutJson`, and only that one field is read as core's type.
 */
export async function readLayout(answer: Promise<LayoutAnswer>): Promise<LayoutResponse> {
  const body = await answer;
  return { ...body, layoutJson: body.layoutJson as LayoutResponse["layoutJson"] };
}
