import { useSyncExternalStore } from "react";

/** Below this window width the side panels leave too little canvas, so they become sheets (issue 14, item 7). */
export const COMPACT_EDITOR_BELOW_PX = 900;
const query = `(max-width: ${COMPACT_EDITOR_BELOW_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

export function useCompactEditor(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
