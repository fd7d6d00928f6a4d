import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** Resolves with the first event (after any already read) that matches, or rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Every event read so far. */
  seen: StreamEvent[];
  close(): void;
}

/** The app listening on a free port of this machine: its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens GET /api/v2/events as a browser's EventSource would, parsing the server-sent events as they come. */
export async function openEventStream(baseUrl: string, token: string | undefined): Promise<OpenStream> {
  const abort = new AbortController();
  const query = token === undefined ? '' : `?auth_token=${encodeURIComponent(token)}`;
  const response = await fetch(`${baseUrl}/api/v2/events${query}`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const seen: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (event) seen.push({ event, data });
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      for (const wake of waiters) wake();
    })();
  }
  let cursor = 0;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    seen,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < seen.length) {
            const event = seen[cursor] as StreamEvent;
            cursor += 1;
            if (match(event)) {
              done();
              resolve(event);
              return;
            }
          }
          if (ended) {
            done();
            reject(new Error(`the stream ended; events seen: ${JSON.stringify(seen)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms; events seen: ${JSON.stringify(seen)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
