import { useMutation } from "@tanstack/react-query";
import type { CssFlavour, ExportFormat, ExportRequest } from "@layoutlift/core/contract/export";
import { api } from "@/lib/api-client";
import { fileNameFrom } from "@/lib/download-name";
import { saveBlob } from "@/lib/save-file";

export function useExportLayout(id: string) {
  return useMutation({
    mutationFn: async ({ cssFlavour, ...body }: ExportRequest & { cssFlavour?: CssFlavour }) => {
      // A download: the answer is a file (zip, html, ...), read as a Blob rather than parsed.
      const res = await api.api.layouts[":id"].export.$post({
        param: { id },
        query: { css: cssFlavour === "tailwind" ? "tailwind" : undefined },
        json: body,
      });
      const name = fileNameFrom(res.headers.get("content-disposition"), `layoutlift-${body.format}-export`);
      saveBlob(await res.blob(), name);
      return name;
    },
  });
}
