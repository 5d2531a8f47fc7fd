import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts";

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

function useRefreshLayouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: layoutKeys.all });
}

export function useRenameLayout() {
  const refresh = useRefreshLayouts();
  return useMutation({
    mutationFn: ({ layout, title }: { layout: Pick<LayoutSummary, "id" | "version">; title: string }): Promise<LayoutSummary> =>
      json(api.api.layouts[":id"].$patch({ param: { id: layout.id }, json: { title, version: layout.version } })),
    onSuccess: async (row) => {
      toast.success("Layout renamed", { description: `It is now called "${row.title}".` });
      await refresh();
    },
    onError: (err) => toast.error("Could not rename the layout", { description: serverMessage(err, "Please try again.") }),
  });
}

export function useDuplicateLayout() {
  const refresh = useRefreshLayouts();
  return useMutation({
    mutationFn: (id: string): Promise<LayoutSummary> => json(api.api.layouts[":id"].duplicate.$post({ param: { id } })),
    onSuccess: async (row) => {
      toast.success("Layout duplicated", { description: `"${row.title}" was added to your layouts.` });
      await refresh();
    },
    onError: (err) => toast.error("Could not duplicate the layout", { description: serverMessage(err, "Please try again.") }),
  });
}

export function useMoveLayout() {
  const refresh = useRefreshLayouts();
  return useMutation({
    mutationFn: ({ id, teamId }: { id: string; teamId: string | null; name: string }): Promise<LayoutSummary> =>
      json(api.api.layouts[":id"].move.$post({ param: { id }, json: { teamId } })),
    onSuccess: async (row, { name }) => {
      toast.success("Layout moved", { description: `"${row.title || row.url}" is now in ${name}.` });
      await refresh();
    },
    onError: (err) => toast.error("Could not move the layout", { description: serverMessage(err, "Please try again.") }),
  });
}

export function useRetryExtraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.api.layouts[":id"].retry.$post({ param: { id } }),
    onSuccess: async () => {
      toast.success("Extraction restarted", { description: "The layout is back in the queue." });
      // The allowance changed too: refresh the user as well as the list.
      await queryClient.invalidateQueries();
    },
    onError: (err) => toast.error("Could not retry the extraction", { description: serverMessage(err, "Please try again.") }),
  });
}

/** Sent on its own so it can outlive the page (keepalive) when the tab closes during the undo window. */
export async function deleteLayoutNow(id: string): Promise<void> {
  await api.api.layouts[":id"].$delete({ param: { id } }, { init: { keepalive: true } });
}
