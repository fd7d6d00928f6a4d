/**
 * The flow studio's API (src/shared/studio/studio-contract.ts) under /api/studio: the configuration files as
 * text, saving them through the flow checker, and running a flow's case suite. STUDIO=off registers nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STUDIO_API,
  type StudioCaseRunRequest,
  type StudioSaveRequest,
} from '../../shared/studio/studio-contract.ts';
import { requireAdmin } from '../admin/admin-routes.ts';
import { invalidField } from '../applications/application-params.ts';
import type { StudioMode } from '../config.ts';
import { type CaseRunOptions, createCaseRunner } from './case-runner.ts';
import { refuseReadOnly, thisMachineOnly } from './studio-access.ts';
import { FLOW_TYPE_PATTERN } from './studio-paths.ts';
import { saveStudioFiles } from './studio-save.ts';
import { saveRequestProblem } from './studio-save-request.ts';
import { readStudioSources } from './studio-sources.ts';

export interface StudioDependencies {
  mode: StudioMode;
  /** The folder holding flows/, schemas/ and tests/cases/: the project by default, a copy in tests. */
  root: string;
  publicUrl: string;
  port: number;
  caseRun?: CaseRunOptions;
}

const textFile = {
  type: 'object',
  required: ['file', 'text'],
  additionalProperties: false,
  properties: { file: { type: 'string', maxLength: 300 }, text: { type: 'string' } },
} as const;

const saveBody = {
  type: 'object',
  required: ['files', 'base'],
  additionalProperties: false,
  properties: {
    files: { type: 'array', maxItems: 500, items: textFile },
    remove: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 300 } },
    base: {
      type: 'object',
      additionalProperties: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{64}$' }, { type: 'null' }] },
    },
  },
} as const;

const caseRunBody = {
  type: 'object',
  required: ['flowType'],
  additionalProperties: false,
  properties: { flowType: { type: 'string', maxLength: 100 } },
} as const;

/** Saves one after another: each one's conflict check must see the files the one before it wrote. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

export async function registerStudioRoutes(app: FastifyInstance, deps: StudioDependencies): Promise<void> {
  if (deps.mode === 'off') return;
  const writable = deps.mode === 'write';
  const cases = createCaseRunner(deps.caseRun);
  app.addHook('onClose', async () => cases.stop());
  const serialised = oneAtATime();

  await app.register(async (studio) => {
    if (writable) studio.addHook('onRequest', thisMachineOnly(deps.publicUrl, deps.port));
    const readers = writable ? [] : [app.requireCaller, requireAdmin];
    // Read-only: an admin is told why nothing is saved; anyone else is refused as on every admin route.
    const writers = writable ? [] : [...readers, refuseReadOnly];

    studio.get(
      `${STUDIO_API}/sources`,
      { onRequest: readers, schema: { summary: 'The flow studio’s sources: flows, step screens and cases' } },
      async () => readStudioSources(deps.root, writable),
    );

    studio.put(
      `${STUDIO_API}/files`,
      { onRequest: writers, schema: { body: saveBody }, bodyLimit: 8 * 1024 * 1024 },
      async (request: FastifyRequest<{ Body: StudioSaveRequest }>, reply) => {
        const problem = saveRequestProblem(request.body);
        if (problem) return invalidField(reply, problem.field, problem.message);
        const outcome = await serialised(() => saveStudioFiles(deps.root, request.body));
        if (outcome.status === 200)
          request.log.info(
            { files: outcome.body.files.map(({ file }) => file), removed: outcome.body.removed },
            'studio: saved',
          );
        return reply.code(outcome.status).send(outcome.body);
      },
    );

    studio.post(
      `${STUDIO_API}/cases/run`,
      { onRequest: writers, schema: { body: caseRunBody } },
      async (request: FastifyRequest<{ Body: StudioCaseRunRequest }>, reply) => {
        const { flowType } = request.body;
        const known =
          new RegExp(FLOW_TYPE_PATTERN).test(flowType) &&
          existsSync(path.join(deps.root, 'flows', `${flowType}.json`));
        if (!known)
          return invalidField(
            reply,
            'flowType',
            `flowType "${flowType}" is not a flow: there is no flows/${flowType}.json`,
          );
        const outcome = await cases.run(flowType, request.log);
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  });
}
