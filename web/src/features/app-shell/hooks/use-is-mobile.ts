import { useMediaQuery } from "@/lib/use-media-query";

/** Below 768px the sidebar becomes a sheet (spec section 9). */
export const MOBILE_BREAKPOINT_PX = 768;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(query);
}
