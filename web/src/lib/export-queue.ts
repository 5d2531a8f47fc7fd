import { useQuery } from "@tanstack/react-query";
import { exportQueueStatusSchema, type ExportQueueStatus } from "@layoutlift/core/contract/export";
import { api, ApiError, json } from "@/lib/api-client";

/** The signed-in user's export line (one per user, whatever they export). */
export const exportQueueKey = ["exports", "queue"] as const;

/** How often a pending export asks where it stands. */
export const EXPORT_QUEUE_POLL_MS = 1_000;

/** Where the signed-in user's exports stand (GET /api/exports/queue), polled while `enabled` (an export is pending). */
export function useExportQueue(enabled: boolean) {
  return useQuery({
    queryKey: exportQueueKey,
    queryFn: (): Promise<ExportQueueStatus> => json(api.api.exports.queue.$get()),
    enabled,
    refetchInterval: enabled ? EXPORT_QUEUE_POLL_MS : false,
    gcTime: 0,
  });
}

/** An export's 429: its message and when to retry (Retry-After, else the body's estimate), or null for any other failure. */
export function exportRetryOf(error: unknown): { message: string; retryAfterSeconds: number | null } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  let details: unknown;
  try {
    details = (JSON.parse(error.body) as { details?: unknown }).details;
  } catch {
    details = undefined;
  }
  const parsed = exportQueueStatusSchema.safeParse(details);
  const header = Number(error.retryAfter);
  const retryAfterSeconds = Number.isFinite(header) && header > 0 ? header : parsed.success ? parsed.data.retryAfterSeconds : null;
  return { message: error.serverMessage, retryAfterSeconds };
}
