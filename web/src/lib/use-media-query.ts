import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following changes (window resizes, device rotation); false where there is no
 * window (the first render on the server). `query` should be a constant: a new string subscribes again.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
