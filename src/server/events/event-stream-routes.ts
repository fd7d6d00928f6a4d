import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessTokenVerifier, type Caller, isAdmin } from '../auth/access-token.ts';
import type { Database } from '../db/database.ts';
import { createLoanChangeHub, type LoanChange } from './loan-change-hub.ts';

/** Proxies close a connection that stays silent for about a minute; a comment line keeps it open. */
export const HEARTBEAT_MS = 25_000;

const unauthorized = (message: string) => ({ statusCode: 401, error: 'Unauthorized', message });

/** A borrower hears about their own loans; a processor (admin) about every loan. */
const hears = (caller: Caller, change: LoanChange) => isAdmin(caller) || change.ownerSub === caller.sub;

/**
 * GET /api/v2/events?auth_token=…: a server-sent event stream (spec 7.8). EventSource cannot send headers, so
 * the access token comes in the query; the route logs nothing at info level so the token stays out of the logs.
 * Sends `event: ready`, then `event: loan` with `{loanId, kind}` for each of the caller's loan events, and a
 * comment every 25 s; at the token's expiry `event: expired`, and the stream ends.
 */
export function registerEventStreamRoutes(
  app: FastifyInstance,
  db: Database,
  verify: AccessTokenVerifier,
): void {
  const hub = createLoanChangeHub(db, (error) => app.log.error({ err: error }, 'events: LISTEN failed'));
  const open = new Set<ServerResponse>();

  // Before the server stops accepting: an open stream would otherwise keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    open.clear();
    await hub.close();
  });

  app.get(
    '/api/v2/events',
    {
      logLevel: 'warn',
      schema: {
        querystring: {
          type: 'object',
          properties: { auth_token: { type: 'string', maxLength: 8192 } },
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { auth_token?: string } }>, reply) => {
      const token = request.query.auth_token;
      if (!token) return reply.code(401).send(unauthorized('No access token available for the event stream'));
      let caller: Caller;
      try {
        caller = await verify(token);
      } catch {
        return reply.code(401).send(unauthorized('Invalid or expired access token'));
      }

      const response = reply.raw;
      const write = (text: string) => {
        if (!response.writableEnded) response.write(text);
      };
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe((change) => {
          if (!hears(caller, change)) return;
          write(
            `id: ${change.eventId}\nevent: loan\ndata: ${JSON.stringify({ loanId: String(change.loanId), kind: change.kind })}\n\n`,
          );
        });
      } catch {
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Live updates are unavailable; reload the page to see changes',
        });
      }

      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(response);
      write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ sub: caller.sub })}\n\n`);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      // The stream lasts as long as its token: then it ends, and the SPA opens it again with a fresh token.
      const expiry = setTimeout(
        () => {
          write('event: expired\ndata: {}\n\n');
          response.end();
        },
        Math.max(0, caller.expiresAt * 1000 - Date.now()),
      );
      expiry.unref();
      const finish = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(response);
      };
      request.raw.on('close', finish);
      response.on('close', finish);
      response.on('error', finish);
    },
  );
}
