import type { ExtractContext } from "../context.ts";
import { elements } from "../dom.ts";

/** Attributes lazy-loading libraries keep the real image address in. */
const LAZY_SRC = ["data-src", "data-lazy-src", "data-original", "data-lazy", "data-url", "data-echo"];
const LAZY_SRCSET = ["data-srcset", "data-lazy-srcset"];
/** A src that is only a stand-in: empty, a data URI pixel, or a placeholder file name. */
const PLACEHOLDER = /^(\s*$|data:image\/(gif|png|svg\+xml)[;,]|about:blank|.*(placeholder|blank|spacer|pixel|transparent|lazy)[^/]*\.(gif|png|svg)(\?.*)?$)/i;

/** Lazy images keep their real source in `src`/`srcset`, so the extraction shows them without any script. */
export function resolveLazyImages(ctx: ExtractContext): void {
  for (const el of elements(ctx.body, true)) {
    if (el.name !== "img" && el.name !== "source" && el.name !== "iframe") continue;
    const real = LAZY_SRC.map((a) => el.attribs[a]).find((v) => v && !PLACEHOLDER.test(v));
    if (real && (!el.attribs.src || PLACEHOLDER.test(el.attribs.src))) el.attribs.src = real;
    const realSet = LAZY_SRCSET.map((a) => el.attribs[a]).find(Boolean);
    if (realSet && !el.attribs.srcset) el.attribs.srcset = realSet;
    for (const a of [...LAZY_SRC, ...LAZY_SRCSET]) delete el.attribs[a];
    const cls = el.attribs.class;
    // lazysizes and friends style `.lazyload` as invisible until a script swaps it for `.lazyloaded`.
    if (cls && /\blazyload(ing)?\b/.test(cls)) el.attribs.class = cls.replace(/\blazyload(ing)?\b/g, "lazyloaded");
  }
}
