import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../../../src/server/interop/webhooks/webhook-signature.ts';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  at: number;
}

/** A lender's receiver on 127.0.0.1: keeps every request; `answer` decides each response (status, delay). */
export interface Receiver {
  url: string;
  received: Received[];
  answer: (request: Received) => { status: number; delayMs?: number };
  /** The event ids received, each once, in their first arrival order. */
  ids(): string[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Whether every request received carries a valid signature under `secret`. */
  allSignedWith(secret: string): boolean;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    answer: () => ({ status: 204 }),
    ids: () => [...new Set(receiver.received.map((request) => request.id))],
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > until)
          throw new Error(`the receiver got ${receiver.received.length} requests, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    allSignedWith: (secret) =>
      receiver.received.every(
        (request) =>
          verifyWebhookSignature(
            secret,
            { timestamp: request.timestamp, signature: request.signature },
            request.body,
          ).ok,
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const received: Received = {
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body,
        event: JSON.parse(body),
        at: Date.now(),
      };
      receiver.received.push(received);
      const { status, delayMs = 0 } = receiver.answer(received);
      setTimeout(() => response.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
