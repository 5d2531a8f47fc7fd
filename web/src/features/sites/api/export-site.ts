import { useMutation } from "@tanstack/react-query";
import type { SiteFormat } from "@layoutlift/core/contract/sites";
import { api } from "@/lib/api-client";
import { fileNameFrom } from "@/lib/download-name";
import { saveBlob } from "@/lib/save-file";

/**
 * Downloads a whole site in one format (GET /api/sites/:id/export): every captured page with its routes, the shared
 * header and footer as one part and the shared stylesheet, as the API builds it. Answers the saved file's name.
 */
export function useExportSite(siteId: string) {
  return useMutation({
    mutationFn: async (format: SiteFormat) => {
      const res = await api.api.sites[":id"].export.$get({ param: { id: siteId }, query: { format } });
      const name = fileNameFrom(res.headers.get("content-disposition"), `site-${format}.zip`);
      saveBlob(await res.blob(), name);
      return name;
    },
  });
}
