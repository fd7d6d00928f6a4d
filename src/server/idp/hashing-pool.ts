/**
 * Bounds concurrent password hashing (issue 19 item 10): a few hashes at once, a short queue, and at most a
 * couple waiting per client address, so one address sending hundreds of password grants gets fast refusals
 * while everyone else's log-in waits behind at most a few hashes.
 */
export class HashingBusyError extends Error {
  constructor() {
    super('password hashing is busy');
  }
}

export interface HashingPoolLimits {
  concurrency: number;
  queue: number;
  perKey: number;
}

export interface HashingPool {
  /** Runs `task` when a slot is free; throws HashingBusyError at once when the queue or the key's share is full. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createHashingPool(limits: HashingPoolLimits): HashingPool {
  let running = 0;
  const waiting: Array<() => void> = [];
  const perKey = new Map<string, number>();

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(key, task) {
      const held = perKey.get(key) ?? 0;
      if (held >= limits.perKey) throw new HashingBusyError();
      if (running >= limits.concurrency && waiting.length >= limits.queue) throw new HashingBusyError();
      perKey.set(key, held + 1);
      try {
        // A freed slot passes straight to the next waiter, so `running` only counts down when none waits.
        if (running < limits.concurrency) running += 1;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await task();
        } finally {
          release();
        }
      } finally {
        const left = (perKey.get(key) ?? 1) - 1;
        if (left === 0) perKey.delete(key);
        else perKey.set(key, left);
      }
    },
  };
}
