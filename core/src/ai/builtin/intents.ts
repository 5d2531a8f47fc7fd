import type { LayoutDocument } from "../provider.ts";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import { addAnimations } from "./add-animations.ts";
import { improveContrast } from "./improve-contrast.ts";
import type { IntentResult } from "./intent-result.ts";
import { makeModern } from "./make-modern.ts";
import { mobileOptimize } from "./mobile-optimize.ts";

/** What a suggestion may use besides the layout: the page renderer, for those that measure the rendered page. */
export interface IntentTools {
  renderer: LayoutRenderer;
}

export interface Intent {
  name: string;
  /** The suggestion's name as the prompt bar shows it. */
  label: string;
  /** Phrasings people actually type for this change. */
  pattern: RegExp;
  apply(doc: LayoutDocument, tools: IntentTools): IntentResult | Promise<IntentResult>;
  /** A milder version, tried when the full one would break the layout (see checked-intent.ts). */
  gentler?(doc: LayoutDocument, tools: IntentTools): IntentResult | Promise<IntentResult>;
}

/** Order matters when a prompt asks for several: contrast runs last so it checks the final colours. */
export const intents: readonly Intent[] = [
  {
    name: "modern",
    label: "Make it modern",
    pattern: /\b(modern(i[sz]e)?|contemporary|fresh(en)?|sleek|refresh|polish(ed)?|up-?to-?date|new look|redesign|clean(er)? (look|design|style))\b/i,
    apply: (doc) => makeModern(doc),
    gentler: (doc) => makeModern(doc, { keepSpacing: true }),
  },
  {
    name: "mobile",
    label: "Mobile optimize",
    pattern: /\b(mobile|responsive|phones?|smartphones?|small screens?|tablets?)\b/i,
    apply: mobileOptimize,
  },
  {
    name: "animations",
    label: "Add animations",
    pattern: /\b(animat\w*|transitions?|motion|fade[- ]?in|entrance|hover effects?|micro-?interactions?)\b/i,
    apply: addAnimations,
  },
  {
    name: "contrast",
    label: "Improve contrast",
    pattern: /\b(contrast|readab\w*|legib\w*|accessib\w*|a11y|wcag|easier to read)\b/i,
    apply: (doc, tools) => improveContrast(doc, tools.renderer),
  },
];

export function matchIntents(prompt: string): Intent[] {
  return intents.filter((intent) => intent.pattern.test(prompt));
}
