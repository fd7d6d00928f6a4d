import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorScenario } from '../../shared/simulator-scenario.ts';
import { appIdParams, applicationNotFound, invalidField } from '../applications/application-params.ts';
import { findOwnedApplication } from '../applications/application-repository.ts';
import { isAdmin } from '../auth/access-token.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { createScenarioStore } from '../providers/simulator-scenarios.ts';
import { scenarioProblem, simulatedParts } from './scenario-checks.ts';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/api/simulator-scenario.schema.json',
);

// The file's $id would be registered once per app in Fastify's shared validator; the body needs none.
const { $id: _id, $schema: _draft, ...scenarioBody } = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));

type ScenarioRequest = FastifyRequest<{ Params: { appId: string }; Body: SimulatorScenario }>;

/** Who may read and choose a scenario: the application's owner, or a processor with the admin permission. */
async function applicationOr404(orm: Orm, request: FastifyRequest, reply: FastifyReply, appId: string) {
  const id = Number(appId);
  const caller = request.caller;
  const found = isAdmin(caller)
    ? (await orm.select({ id: applications.id }).from(applications).where(eq(applications.id, id)))[0]
    : caller && (await findOwnedApplication(orm, id, caller.sub));
  if (!found) applicationNotFound(reply, appId);
  return found ? id : undefined;
}

/**
 * GET, PUT and DELETE /api/v2/simulators/applications/{appId}/scenario: what the embedded simulators answer for
 * one application (README "Choosing what the simulators answer"). Registered only on a server where at least one
 * of credit, AVM and verification is simulated.
 */
export function registerSimulatorScenarioRoutes(
  app: FastifyInstance,
  orm: Orm,
  providers: Config['providers'],
): void {
  const simulated = simulatedParts(providers);
  if (simulated.length === 0) return;
  const store = createScenarioStore(orm);
  const url = '/api/v2/simulators/applications/:appId/scenario';
  const auth = { onRequest: app.requireCaller };

  app.get(url, { ...auth, schema: { params: appIdParams } }, async (request: ScenarioRequest, reply) => {
    const id = await applicationOr404(orm, request, reply, request.params.appId);
    if (id === undefined) return;
    return (await store.read(String(id))) ?? {};
  });

  app.put(
    url,
    { ...auth, schema: { params: appIdParams, body: scenarioBody } },
    async (request: ScenarioRequest, reply) => {
      const id = await applicationOr404(orm, request, reply, request.params.appId);
      if (id === undefined) return;
      const problem = scenarioProblem(request.body, simulated);
      if (problem) return invalidField(reply, problem.field, problem.message);
      const by = isAdmin(request.caller) ? `admin:${request.caller?.sub}` : String(request.caller?.sub);
      await store.replace(id, request.body, by);
      request.log.info({ appId: id, parts: Object.keys(request.body) }, 'simulator scenario chosen');
      return request.body;
    },
  );

  app.delete(url, { ...auth, schema: { params: appIdParams } }, async (request: ScenarioRequest, reply) => {
    const id = await applicationOr404(orm, request, reply, request.params.appId);
    if (id === undefined) return;
    await store.remove(id);
    return reply.code(204).send();
  });
}
