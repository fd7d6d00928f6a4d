import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake vendor behaves: what a real vendor we cannot reach might do to us. */
export type FaultMode = 'hang' | 'http-500' | 'refused' | 'malformed';

export const FAULT_MODES: FaultMode[] = ['hang', 'http-500', 'refused', 'malformed'];

/**
 * The vendor's side of the wire on a loopback port: it hangs (reads the request, never answers), answers 500,
 * answers 200 with a body no adapter can use, or refuses connections (nothing listens on its port for a while).
 * `requests` counts what reached it, so a test can tell the adapter really called out.
 */
export async function startFakeVendor() {
  let mode: FaultMode = 'hang';
  let requests = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    request.resume();
    if (mode === 'hang') return;
    if (mode === 'http-500') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"internal"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-amz-request-id': 'fake' });
    response.end('<html>gateway maintenance page</html>');
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    /** Switches behaviour; 'refused' stops listening until the next other mode. */
    async set(next: FaultMode) {
      if (next === 'refused' && mode !== 'refused') await stop();
      if (next !== 'refused' && mode === 'refused') await listen(port);
      mode = next;
    },
    async close() {
      if (mode !== 'refused') await stop();
    },
  };
}
