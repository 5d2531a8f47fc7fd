import { useMutation } from "@tanstack/react-query";
import type { CssFlavour, ExportFormat, ExportRequest } from "@layoutlift/core/contract/export";
import { api } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-file";

export function fileNameFrom(disposition: string | null, format: ExportFormat): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
    if (star) {
      try {
        return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
      } catch {
        /* fall through to the plain name */
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
    if (plain) return plain[1].trim();
  }
  // The API always names the file (the format registry holds the names); this only guards a stripped header.
  return `layoutlift-${format}-export`;
}


export function useExportLayout(id: string) {
  return useMutation({
    mutationFn: async ({ cssFlavour, ...body }: ExportRequest & { cssFlavour?: CssFlavour }) => {
      // A download: the answer is a file (zip, html, ...), read as a Blob rather than parsed.
      const res = await api.api.layouts[":id"].export.$post({
        param: { id },
        query: { css: cssFlavour === "tailwind" ? "tailwind" : undefined },
        json: body,
      });
      const name = fileNameFrom(res.headers.get("content-disposition"), body.format);
      saveBlob(await res.blob(), name);
      return name;
    },
  });
}
