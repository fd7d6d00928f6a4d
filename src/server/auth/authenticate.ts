import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import type { AccessTokenVerifier, Caller } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller: answers 401 before any body is read or validated. */
    requireCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { verify: AccessTokenVerifier }) => {
    app.decorateRequest('caller', null);
    app.decorate('requireCaller', async (request: FastifyRequest, reply: FastifyReply) => {
      // Worded in the caller's language, like every refusal a borrower may read.
      const refuse = (key: 'auth.missingToken' | 'auth.invalidToken') =>
        reply.code(401).send({
          statusCode: 401,
          error: 'Unauthorized',
          message: serverMessages(acceptedLocale(request), 'security')(key),
        });
      const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return refuse('auth.missingToken');
      try {
        request.caller = await options.verify(match[1]);
      } catch (error) {
        // The revocation check could not read the database: 503 (try again), not a sign-out.
        if (isDatabaseUnavailable(error)) throw error;
        request.log.info({ reason: (error as Error).message }, 'auth: bearer token refused');
        return refuse('auth.invalidToken');
      }
    });
  },
  { name: 'authenticate' },
);
