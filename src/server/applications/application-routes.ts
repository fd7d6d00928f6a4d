import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { milestoneName } from '../../shared/loan-milestones.ts';
import { type PrequalData, prequalProgress } from '../../shared/prequal-progress.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { accessOr404, sharedApplicationView } from '../coborrowers/coborrower-access.ts';
import type { Orm } from '../db/database.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { type FlowTypes, newApplicationProblem } from '../flows/flow-types.ts';
import { apiText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { submissionProgressOf } from '../loans/loan-progress.ts';
import { findLoanByApplication } from '../loans/loan-repository.ts';
import { recordTridApplication } from '../loans/trid-timeline.ts';
import { entryAmountRefusal } from '../pricing/entry-amount-check.ts';
import { lockedFieldProblem } from '../verification/locked-fields.ts';
import { answerProblem, writableSections } from './answer-contract.ts';
import { applicationDocument } from './application-document.ts';
import {
  appIdParam,
  appIdParams,
  applicationNotFound,
  expectedVersion,
  invalidField,
  versionRequired,
} from './application-params.ts';
import {
  type ApplicationData,
  type ApplicationRow,
  findOwnedApplication,
  writeApplicationData,
} from './application-repository.ts';
import { closedAnswersRefusal } from './closed-application.ts';
import { mergePatch } from './merge-patch.ts';
import { ownedApplicationOr404 } from './owned-application.ts';
import { keepMaskedValues } from './sensitive-fields.ts';
import { stepAnswered } from './step-validation.ts';

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

/** `?step=applicant/legal`: the write saves that step, so its answers must pass the step's own schema. */
const writeQuery = {
  type: 'object',
  properties: { step: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * The application calls of spec 7.1 (creating one is application-creation-routes.ts): read, patch, replace a
 * section, sync, status.
 */
export function registerApplicationRoutes(
  app: FastifyInstance,
  orm: Orm,
  flowTypes: FlowTypes,
  sheet: RateSheet,
): void {
  const auth = { onRequest: app.requireCaller };

  const owned = (request: AppRequest, reply: FastifyReply) =>
    ownedApplicationOr404(orm, request, reply, request.params.appId);

  const read = async (request: AppRequest, reply: FastifyReply) => {
    // The owner reads the whole document; an accepted co-borrower only the shared view (coborrower-access.ts).
    const access = await accessOr404(orm, request, reply, request.params.appId);
    if (access?.role === 'coborrower')
      return reply.send(sharedApplicationView(access.application, access.contact));
    if (access)
      return reply
        .header('etag', `"${access.application.version}"`)
        .send(applicationDocument(access.application));
  };
  app.get<{ Params: { appId: string } }>(
    '/api/v2/application/:appId',
    { ...auth, schema: { params: appIdParams } },
    read,
  );
  app.get<{ Params: { appId: string } }>(
    '/api/v2/application/:appId/appData',
    { ...auth, schema: { params: appIdParams } },
    read,
  );

  /** Validates the new answers and writes them if the caller's version is current. */
  async function write(
    request: AppRequest,
    reply: FastifyReply,
    next: (current: ApplicationData) => unknown,
  ) {
    const version = expectedVersion(request);
    if (version === undefined) return versionRequired(reply);
    const row = await owned(request, reply);
    if (!row) return;
    // Every refusal in the caller's language (Accept-Language), a field named by its title on the screen.
    const locale = acceptedLocale(request);
    const kept = keepMaskedValues(row.data, next(row.data), locale);
    if (kept.problem) return invalidField(reply, kept.problem.field, kept.problem.message);
    const proposed = kept.data;
    const { flowConfig, ...answers } = (proposed ?? {}) as ApplicationData & {
      flowConfig?: { flowType?: string };
    };
    const flowType = flowConfig?.flowType;
    const closed = await closedAnswersRefusal(orm, row, answers, flowType, locale);
    if (closed) return reply.code(409).send(closed);
    // Moving an application to another flow is starting it anew there: only a flow that takes new ones.
    const flowProblem =
      flowType !== undefined && flowType !== row.flowType && newApplicationProblem(flowTypes, flowType);
    if (flowProblem) return invalidField(reply, 'flowConfig.flowType', `flowConfig.flowType: ${flowProblem}`);
    const problem = answerProblem({
      flowType: flowType ?? row.flowType,
      before: row.data,
      after: answers,
      // What the screens validated: the document as the owner would read it after this write.
      document: applicationDocument({ ...row, data: answers, flowType: flowType ?? row.flowType }),
      step: (request.query as { step?: string } | undefined)?.step,
      locale,
    });
    if (problem) return invalidField(reply, problem.field, problem.message, problem.code);
    const locked = lockedFieldProblem(row.data, answers, row.derived, locale);
    if (locked) return invalidField(reply, locked.field, locked.message);
    const amount = entryAmountRefusal(
      sheet,
      flowType ?? row.flowType,
      row.data,
      answers,
      row.derived,
      locale,
    );
    if (amount) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', ...amount });
    const result = await writeApplicationData(orm, row.id, row.ownerSub, version, answers, flowType);
    if (!result.ok && result.reason === 'not_found') return applicationNotFound(reply, request.params.appId);
    if (!result.ok) {
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: apiText(locale)('refusal.application.changed', { version, current: result.currentVersion }),
        currentVersion: result.currentVersion,
      });
    }
    await recordTridApplication(orm, result.row, app.lender);
    return reply.header('etag', `"${result.row.version}"`).send(applicationDocument(result.row));
  }

  app.patch(
    '/api/v2/application/:appId',
    { ...auth, schema: { params: appIdParams, querystring: writeQuery, body: { type: 'object' } } },
    (request: AppRequest, reply) => write(request, reply, (current) => mergePatch(current, request.body)),
  );

  // PUT /api/v2/application/{section}/{appId}: the body replaces one section of the answers.
  app.put(
    '/api/v2/application/:section/:appId',
    {
      ...auth,
      schema: {
        params: {
          type: 'object',
          required: ['section', 'appId'],
          properties: { section: { type: 'string', enum: writableSections() }, appId: appIdParam },
        },
        querystring: writeQuery,
        body: { type: 'object' },
      },
    },
    (request: FastifyRequest<{ Params: { appId: string; section: string } }>, reply) =>
      write(request, reply, (current) => ({ ...current, [request.params.section]: request.body })),
  );

  app.post(
    '/api/v2/application/:appId/sync',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await owned(request, reply);
      if (row)
        return {
          appId: String(row.id),
          version: row.version,
          status: row.status,
          syncedAt: new Date().toISOString(),
        };
    },
  );

  app.get(
    '/api/v2/application/:appId/status',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await owned(request, reply);
      if (!row) return;
      const loan = await findLoanByApplication(orm, row.id);
      return {
        appId: String(row.id),
        status: row.status,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
        loanNumber: loan?.loanNumber ?? null,
        milestone: loan ? { step: loan.milestone, name: milestoneName(loan.milestone) } : null,
        progress: await submissionProgressOf(orm, row, loan),
        prequalProgress: prequalProgressOf(row),
      };
    },
  );

  // The older read by id; `appId` in the query, when given, must name the same application.
  app.get(
    '/api/v1/application/:id',
    {
      ...auth,
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: appIdParam } },
        querystring: { type: 'object', properties: { appId: appIdParam }, additionalProperties: false },
      },
    },
    async (request: FastifyRequest<{ Params: { id: string }; Querystring: { appId?: string } }>, reply) => {
      const { id } = request.params;
      const row = await findOwnedApplication(orm, Number(id), callerSub(request));
      if (!row || (request.query.appId !== undefined && request.query.appId !== id))
        return applicationNotFound(reply, id);
      return {
        id: String(row.id),
        appId: String(row.id),
        nmlsId: row.nmlsId,
        status: row.status,
        flowType: row.flowType,
        createdAt: row.createdAt.toISOString(),
      };
    },
  );
}

/** Spec 4.4's prequalification progress, by the sections the application's flow declares. */
function prequalProgressOf(row: ApplicationRow) {
  const flow = flowCatalog().flows.get(row.flowType);
  const document = applicationDocument(row);
  return prequalProgress(
    flow?.prequalProgress ?? [],
    { pricing: row.derived.pricing as PrequalData['pricing'] },
    stepAnswered(row.flowType, document),
  );
}

function callerSub(request: FastifyRequest): string {
  if (!request.caller) throw new Error('callerSub used on a route without requireCaller');
  return request.caller.sub;
}
