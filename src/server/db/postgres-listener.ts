import pg from 'pg';

type Callback = (payload: string) => void;

export interface PostgresListener {
  listen(channel: string, onPayload: Callback): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to queries). One per
 * process, opened at the first listen; when it drops, it reconnects with a growing delay and listens again to
 * every channel, so the API keeps running while the database is away. Notifications sent while it was down are
 * lost: listeners are told nothing happened, as LISTEN/NOTIFY promises no more than that.
 */
export function createPostgresListener(
  url: string,
  log: (message: string) => void = (message) => console.warn(message),
): PostgresListener {
  const callbacks = new Map<string, Set<Callback>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const quoted = (channel: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`listen: bad channel name "${channel}"`);
    return `"${channel}"`;
  };

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      next.on('notification', (message) => {
        for (const callback of callbacks.get(message.channel) ?? []) callback(message.payload ?? '');
      });
      next.on('error', (error) => lost(next, error.message));
      next.on('end', () => lost(next, 'connection ended'));
      try {
        await next.connect();
        for (const channel of callbacks.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('listen: the database was closed');
      }
      client = next;
      attempt = 0;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function lost(which: pg.Client, reason: string) {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (!closed) scheduleReconnect(reason);
  }

  function scheduleReconnect(reason: string) {
    if (retry || closed || callbacks.size === 0) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] as number;
    attempt += 1;
    log(`database listener: ${reason}; reconnecting in ${delay} ms`);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => log('database listener: reconnected'),
        (error: Error) => scheduleReconnect(error.message),
      );
    }, delay);
    retry.unref();
  }

  return {
    async listen(channel, onPayload) {
      if (closed) throw new Error('listen: the database was closed');
      const name = quoted(channel);
      let set = callbacks.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        callbacks.set(channel, set);
      }
      set.add(onPayload);
      if (first) {
        const connected = client;
        if (connected) await connected.query(`LISTEN ${name}`);
        else
          await connect().catch((error: Error) => {
            scheduleReconnect(error.message);
          });
      }
      return async () => {
        const current = callbacks.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        callbacks.delete(channel);
        await client?.query(`UNLISTEN ${name}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      callbacks.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => {});
      }
    },
  };
}
