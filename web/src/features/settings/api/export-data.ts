import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { ApiError, api } from "@/lib/api-client";

const FALLBACK_NAME = "layoutlift-export.json";

function fileNameFrom(disposition: string | null): string {
  return disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? FALLBACK_NAME;
}

/** Downloads the account's data as JSON (GET /api/account/export) through a temporary object URL. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      // A download: the body is read as a Blob (not parsed) so the file is saved byte for byte.
      const res = await api.api.account.export.$get();
      const blob = await res.blob();
      const name = fileNameFrom(res.headers.get("content-disposition"));
      const href = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement("a"), { href, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL is released.
      window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
      return name;
    },
    onSuccess: (name) => toast.success("Data export ready", { description: `${name} has been downloaded.` }),
    onError: (err) => toast.error("Export failed", { description: err instanceof ApiError ? err.serverMessage : err.message }),
  });
}
