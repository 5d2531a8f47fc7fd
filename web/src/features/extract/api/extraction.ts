import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { ExtractRequest } from "@layoutlift/core/contract/layouts";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";
import { authKeys } from "@/features/auth";
import { layoutKeys, layoutQueryOptions, pollWhileExtracting, useWorkspaces } from "@/features/layouts";
import { preloadScreen } from "@/lib/screen-preload";

/** How often the job's stage and progress are read while it runs: a typical page is done in 1–2 s. */
export const STATUS_POLL_MS = 250;
/** Spec section 9: the editor opens 500 ms after a successful extraction. */
export const EDITOR_REDIRECT_MS = 500;
const FALLBACK_ERROR = "Failed to extract layout. Please try again.";

async function startExtraction(body: ExtractRequest): Promise<{ id: string; siteId?: string }> {
  return json(api.api.layouts.extract.$post({ json: body }));
}

const messageOf = (err: unknown) => (err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : "") || FALLBACK_ERROR;

/**
 * Starts an extraction and follows the real job: the layout's stage and progress are polled until it is done
 * (then user and layouts are refreshed and the editor opens) or failed (a destructive toast with the reason).
 */
export function useExtraction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [layoutId, setLayoutId] = useState<string | null>(null);
  // A whole site is followed on its own progress page (sites feature), not by opening the editor on its first page.
  const [siteId, setSiteId] = useState<string | null>(null);
  // New layouts go into the workspace chosen in the app shell's switcher.
  const { current: workspace, workspaces } = useWorkspaces();
  const finished = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const start = useMutation({
    mutationFn: startExtraction,
    onMutate: () => {
      finished.current = false;
      setLayoutId(null);
      setSiteId(null);
      preloadScreen("editor");
    },
    onSuccess: ({ id, siteId: site }) => {
      if (site) {
        setSiteId(site);
        void queryClient.invalidateQueries({ queryKey: authKeys.user });
        void queryClient.invalidateQueries({ queryKey: layoutKeys.list });
      } else setLayoutId(id);
    },
    onError: (err) => toast.error("Extraction failed", { description: messageOf(err) }),
  });

  // The same cached layout the editor reads (one key, one query): once it is done the editor opens on it at once.
  const status = useQuery({
    ...layoutQueryOptions(layoutId ?? "", !!layoutId),
    refetchInterval: (query) => (query.state.error ? false : pollWhileExtracting(STATUS_POLL_MS)(query)),
  });

  const job = status.data;
  useEffect(() => {
    if (finished.current || !layoutId) return;
    if (status.error) {
      finished.current = true;
      setLayoutId(null);
      toast.error("Extraction failed", { description: messageOf(status.error) });
      return;
    }
    if (job?.status === "failed") {
      finished.current = true;
      setLayoutId(null);
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
      void queryClient.invalidateQueries({ queryKey: layoutKeys.list });
      toast.error("Extraction failed", { description: job.error || FALLBACK_ERROR });
      return;
    }
    if (job?.status === "done") {
      finished.current = true;
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
      void queryClient.invalidateQueries({ queryKey: layoutKeys.list });
      toast.success("Layout extracted!", { description: "Opening it in the editor..." });
      redirectTimer.current = window.setTimeout(() => navigate(`/editor/${job.id}`), EDITOR_REDIRECT_MS);
    }
  }, [job, status.error, layoutId, queryClient, navigate]);

  const running = start.isPending || (!!layoutId && job?.status !== "failed");
  return {
    extract: (body: ExtractRequest) => start.mutate({ ...body, teamId: workspace?.teamId ?? null }),
    /** Named only when the user has more than one workspace to choose from. */
    workspaceName: workspaces.length > 1 ? (workspace?.name ?? null) : null,
    isExtracting: running,
    stage: job?.stage ?? "queued",
    progress: job?.progress ?? 0,
    queuedBehind: job?.status === "queued" ? job.queuedBehind : undefined,
    isDone: job?.status === "done",
    siteId,
    reset: () => {
      setSiteId(null);
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  };
}
