import { createHash } from "node:crypto";
import { PREVIEW_ESCAPE_RELAY } from "../../behaviours/preview-relay.ts";
import { BEHAVIOUR_RUNTIME } from "../../behaviours/runtime.gen.ts";
import type { LayoutTree } from "../model/layout-nodes.ts";
import { usesBehaviours } from "../model/behaviour-attributes.ts";

/**
 * Our behaviour runtime (core/src/behaviours) as the HTML formats ship it, only when the layout has something that
 * opens, closes or selects: the same small file for every page, none of the page's own scripts. The zip's static
 * site loads it as a file; single files and embeds carry it inline, with the hash a Content-Security-Policy names.
 */
export const BEHAVIOUR_SCRIPT_FILE = "behaviours.js";

export function needsBehaviourScript(tree: LayoutTree): boolean {
  return usesBehaviours(tree.nodes);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** `'sha256-…'`, for a policy's script-src. */
export function behaviourScriptHash(): string {
  return sha256(BEHAVIOUR_RUNTIME);
}

/** What the app's policy names for the editor's Preview frame: the runtime and the Escape relay beside it. */
export function previewScriptHashes(): string[] {
  return [behaviourScriptHash(), sha256(PREVIEW_ESCAPE_RELAY)];
}

/** The runtime as one inline script element (it never contains `</script`: the bundle is ours). */
export function inlineBehaviourScript(): string {
  if (/<\/script|<!--/i.test(BEHAVIOUR_RUNTIME)) throw new Error("the behaviour runtime cannot be inlined");
  return `<script>${BEHAVIOUR_RUNTIME}</script>`;
}

export function behaviourScriptFile(): string {
  return `${BEHAVIOUR_RUNTIME}\n`;
}
