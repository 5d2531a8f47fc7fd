import type { LayoutDocument } from "../provider.ts";
import { addAnimations } from "./add-animations.ts";
import { improveContrast } from "./improve-contrast.ts";
import { makeModern } from "./make-modern.ts";
import { mobileOptimize } from "./mobile-optimize.ts";

export interface Intent {
  name: string;
  /** Phrasings people actually type for this change. */
  pattern: RegExp;
  apply(doc: LayoutDocument): LayoutDocument;
}

/** Order matters when a prompt asks for several: contrast runs last so it checks the final colours. */
export const intents: readonly Intent[] = [
  {
    name: "modern",
    pattern: /\b(modern(i[sz]e)?|contemporary|fresh(en)?|sleek|refresh|polish(ed)?|up-?to-?date|new look|redesign|clean(er)? (look|design|style))\b/i,
    apply: makeModern,
  },
  {
    name: "mobile",
    pattern: /\b(mobile|responsive|phones?|smartphones?|small screens?|tablets?)\b/i,
    apply: mobileOptimize,
  },
  {
    name: "animations",
    pattern: /\b(animat\w*|transitions?|motion|fade[- ]?in|entrance|hover effects?|micro-?interactions?)\b/i,
    apply: addAnimations,
  },
  {
    name: "contrast",
    pattern: /\b(contrast|readab\w*|legib\w*|accessib\w*|a11y|wcag|easier to read)\b/i,
    apply: improveContrast,
  },
];

export function matchIntents(prompt: string): Intent[] {
  return intents.filter((intent) => intent.pattern.test(prompt));
}
