import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database.ts';
import { replyText } from '../i18n/api-texts.ts';
import { appIdParams, applicationNotFound, invalidField } from './application-params.ts';
import { findOwnedApplication, writeLastPath } from './application-repository.ts';

/** A step path under the officer id, without the officer id and query: `/property/info`. */
const STEP_PATH = /^\/[A-Za-z0-9/_.-]{0,300}$/;

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

/** GET/PATCH /api/v2/application/{appId}/lastPath (spec 4.6): the step to resume on, as text/plain. */
export function registerLastPathRoutes(app: FastifyInstance, orm: Orm): void {
  const options = { onRequest: app.requireCaller, schema: { params: appIdParams } };

  app.get('/api/v2/application/:appId/lastPath', options, async (request: AppRequest, reply) => {
    const row = await findOwnedApplication(orm, Number(request.params.appId), request.caller?.sub as string);
    if (!row) return applicationNotFound(reply, request.params.appId);
    return reply.type('text/plain; charset=utf-8').send(row.lastPath ?? '');
  });

  app.patch('/api/v2/application/:appId/lastPath', options, async (request: AppRequest, reply) => {
    const raw = typeof request.body === 'string' ? request.body.trim() : undefined;
    const t = replyText(reply);
    if (raw === undefined) return invalidField(reply, 'lastPath', t('refusal.application.lastPathText'));
    const path = raw.split(/[?#]/)[0] as string;
    if (!STEP_PATH.test(path)) {
      return invalidField(reply, 'lastPath', t('refusal.application.lastPathStep'));
    }
    const sub = request.caller?.sub as string;
    const row = await writeLastPath(orm, Number(request.params.appId), sub, path, sub);
    if (!row) return applicationNotFound(reply, request.params.appId);
    return reply.type('text/plain; charset=utf-8').send(path);
  });
}
