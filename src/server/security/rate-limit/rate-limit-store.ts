/** Fixed-window request counters: in this process by default, in Redis when several API instances share limits. */
export interface RateLimitStore {
  /** Counts one request under `key` and answers the count so far in its window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** The count under `key` in its current window without counting (0 when none), and the seconds until it resets. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  // Expired windows are dropped now and then, so addresses seen once do not stay in memory.
  function sweep(time: number, windowMs: number) {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  }

  return {
    async hit(key, windowSeconds) {
      const time = now();
      const windowMs = windowSeconds * 1000;
      sweep(time, windowMs);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) };
    },
    async peek(key) {
      const time = now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= time) return { count: 0, resetInSeconds: 0 };
      return { count: entry.count, resetInSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) };
    },
    async close() {
      windows.clear();
    },
  };
}
