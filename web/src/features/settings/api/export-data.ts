import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { ApiError, api } from "@/lib/api-client";
import { fileNameFrom } from "@/lib/download-name";
import { saveBlob } from "@/lib/save-file";

const FALLBACK_NAME = "layoutlift-export.json";

/** Downloads the account's data as JSON (GET /api/account/export) as a file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      // A download: the body is read as a Blob (not parsed) so the file is saved byte for byte.
      const res = await api.api.account.export.$get();
      const blob = await res.blob();
      const name = fileNameFrom(res.headers.get("content-disposition"), FALLBACK_NAME);
      saveBlob(blob, name);
      return name;
    },
    onSuccess: (name) => toast.success("Data export ready", { description: `${name} has been downloaded.` }),
    onError: (err) => toast.error("Export failed", { description: err instanceof ApiError ? err.serverMessage : err.message }),
  });
}
