import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request the proxy forwarded: to which instance (its index in `targets`), and what. */
export interface Forwarded {
  instance: number;
  method: string;
  path: string;
}

export interface RoundRobinProxy {
  port: number;
  /** Every request forwarded so far, oldest first. */
  forwarded: Forwarded[];
  close: () => Promise<void>;
}

/**
 * A load balancer for the e2e suite: each request goes to the next of `targets` in turn (the SPA's files, the API,
 * the identity provider's /idp pages, the long-lived event stream alike), so a browser journey is served by every
 * instance and any state kept in one process shows up as a failure. Bodies stream both ways without buffering.
 */
export async function startRoundRobinProxy(targets: number[], port = 0): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const forwarded: Forwarded[] = [];
  const sockets = new Set<Socket>();
  let next = 0;

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const instance = next;
    next = (next + 1) % targets.length;
    forwarded.push({ instance, method: incoming.method ?? 'GET', path: incoming.url ?? '/' });
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targets[instance],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        // An event stream's first bytes must reach the browser at once.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`The e2e proxy could not reach instance ${instance}: ${error.message}`);
    });
    // The browser went away (a closed event stream, a navigation): so does the upstream request.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: both 127.0.0.1 and ::1, whichever `localhost` resolves to.
    server.listen(port, () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    forwarded,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
