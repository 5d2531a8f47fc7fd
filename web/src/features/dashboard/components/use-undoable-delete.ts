import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts";
import { deleteLayoutNow } from "../api/manage-layouts";
import { layoutName } from "../lib/layout-filter";

/** How long "Undo" is offered; the delete is only sent once it has passed. */
export const UNDO_WINDOW_MS = 6000;

/**
 * Deleting hides the card at once and offers Undo; the server delete waits for the undo window, so undoing never
 * has to recreate anything. Leaving the page inside the window sends the pending deletes (keepalive) right away.
 */
export function useUndoableDelete() {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const show = useCallback((id: string) => setHidden((prev) => new Set([...prev].filter((x) => x !== id))), []);

  const commit = useCallback(
    async (layout: LayoutSummary) => {
      timers.current.delete(layout.id);
      try {
        await deleteLayoutNow(layout.id);
      } catch (err) {
        // 404: it is already gone (another tab), which is what the user asked for.
        if (!(err instanceof ApiError && err.status === 404)) {
          show(layout.id);
          toast.error("Could not delete the layout", { description: err instanceof ApiError ? err.serverMessage : "Please try again." });
          return;
        }
      }
      await queryClient.invalidateQueries({ queryKey: layoutKeys.all });
      show(layout.id);
    },
    [queryClient, show],
  );

  const remove = useCallback(
    (layout: LayoutSummary) => {
      setHidden((prev) => new Set([...prev, layout.id]));
      timers.current.set(layout.id, setTimeout(() => void commit(layout), UNDO_WINDOW_MS));
      toast.success(`Deleted "${layoutName(layout)}"`, {
        duration: UNDO_WINDOW_MS,
        action: {
          label: "Undo",
          onClick: () => {
            clearTimeout(timers.current.get(layout.id));
            timers.current.delete(layout.id);
            show(layout.id);
            toast.success("Layout restored", { description: `"${layoutName(layout)}" is back.` });
          },
        },
      });
    },
    [commit, show],
  );

  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        void deleteLayoutNow(id).catch(() => {});
      }
      pending.clear();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      // Navigating inside the app unmounts the dashboard: the user's delete still happens.
      flush();
    };
  }, []);

  return { hidden, remove };
}
