import { useQuery } from "@tanstack/react-query";
import type { SitePartCopy, SitePartsResponse } from "@layoutlift/core/contract/site-parts";
import { api, json } from "@/lib/api-client";

export const sitePartsKey = (layoutId: string) => ["layouts", layoutId, "site-parts"] as const;

/** The shared header/navigation/footer of a page of a site (none for a layout that is not a site page). */
export function useSiteParts(layoutId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: sitePartsKey(layoutId ?? ""),
    queryFn: (): Promise<SitePartsResponse> => json(api.api.layouts[":id"]["site-parts"].$get({ param: { id: layoutId! } })),
    enabled: enabled && !!layoutId,
  });
}

/** The site's current copy of the page's part at `elementIndex`, fit for this page ("Reattach to site"). */
export function fetchSiteCopy(layoutId: string, elementIndex: number): Promise<SitePartCopy> {
  return json(api.api.layouts[":id"]["site-parts"][":index"].$get({ param: { id: layoutId, index: String(elementIndex) } }));
}
