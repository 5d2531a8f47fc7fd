/**
 * The engine reports progress of the whole job (0..100). Stored as a whole number and never 100 before the layout
 * is saved, so "100 %" always means the result is there.
 */
export function storedProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(99, Math.max(0, progress)));
}
