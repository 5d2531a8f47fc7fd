/**
 * A per-key fixed window of one minute, in memory: right for one process (the local server, one Lambda
 * instance). Each key has its own budget, set on the key itself (apiKeys.rateLimitPerMinute).
 */
export class KeyRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs = 60_000) {}

  /** Counts one request; returns the seconds to wait when over the limit, else null. */
  hit(keyId: string, limit: number, nowMs: number): number | null {
    let w = this.windows.get(keyId);
    if (!w || w.resetAt <= nowMs) {
      w = { count: 0, resetAt: nowMs + this.windowMs };
      this.windows.set(keyId, w);
    }
    w.count += 1;
    if (this.windows.size > 10_000) this.sweep(nowMs);
    return w.count > limit ? Math.ceil((w.resetAt - nowMs) / 1000) : null;
  }

  private sweep(nowMs: number) {
    for (const [id, w] of this.windows) if (w.resetAt <= nowMs) this.windows.delete(id);
  }
}
