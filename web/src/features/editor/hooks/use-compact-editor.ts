import { useMediaQuery } from "@/lib/use-media-query";

/** Below this window width the side panels leave too little canvas, so they become sheets (issue 14, item 7). */
export const COMPACT_EDITOR_BELOW_PX = 900;
const query = `(max-width: ${COMPACT_EDITOR_BELOW_PX - 0.02}px)`;

export function useCompactEditor(): boolean {
  return useMediaQuery(query);
}
