/**
 * The borrower portal's API (spec 7.5): the dashboard's cards and lookup, a loan's contacts and summary, and a
 * condition's document upload (upload URL, then satisfy). Only the caller's own data, whatever an `email` query
 * says; another borrower's loan or condition answers 404 like one that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import {
  isAcceptedUploadType,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  UPLOAD_URL_TTL_SECONDS,
} from '../../shared/uploads.ts';
import { invalidField } from '../applications/application-params.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import { providerFailed } from '../credit/credit-routes.ts';
import type { Orm } from '../db/database.ts';
import { applications, loans, loanTasks } from '../db/schema.ts';
import { documentView } from '../documents/document-repository.ts';
import { forgetGrant, type PendingUploadQuota, reserveUploadGrant } from '../documents/upload-grants.ts';
import { SWEEP_GRACE_SECONDS } from '../documents/upload-sweep.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import type { LoanRow } from '../loans/loan-repository.ts';
import { loanText, requestLoanText } from '../loans/loan-texts.ts';
import { loanSummary } from '../loans/loan-views.ts';
import type { MalwareScanner } from '../providers/scanner/malware-scanner.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { tooManyRequests } from '../security/too-many-requests.ts';
import { newConditionKey, satisfyCondition } from './condition-upload.ts';
import { lookupMatches, portalCards } from './portal-cards.ts';
import { loanOfficerContact, otherContacts } from './portal-contacts.ts';

const digits = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const loanParams = { type: 'object', required: ['id'], properties: { id: digits } } as const;
const conditionParams = {
  type: 'object',
  required: ['id', 'conditionId'],
  properties: { id: digits, conditionId: digits },
} as const;

type LoanRequest<Extra = object> = FastifyRequest<{ Params: { id: string } } & Extra>;
type ConditionRequest<Extra = object> = FastifyRequest<
  { Params: { id: string; conditionId: string } } & Extra
>;

interface UploadUrlQuery {
  filename: string;
  contentType?: string;
  ttlSeconds?: string;
  size?: string;
}

/**
 * The spec's texts the portal's screens also write themselves (the lookup's mismatch; a refused file, UPLOAD_TEXTS in
 * src/shared/uploads.ts), from the same `portal` catalogue keys, so the borrower reads one translation of each.
 */
function portalWords(locale: Locale) {
  const t = serverMessages(locale, 'portal');
  return {
    lookupMismatch: () => t('lookup.mismatch'),
    upload: (key: 'invalidType' | 'tooLarge' | 'uploadFailed') =>
      t(`upload.${key}`, { size: MAX_UPLOAD_MEGABYTES }),
  };
}

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send({ statusCode: 404, error: 'Not Found', message });

/** 429: the loan has as many files, or bytes, waiting to be submitted as it may (issue 19 item 6). */
function tooManyPending(
  reply: FastifyReply,
  locale: Locale,
  limit: 'files' | 'bytes',
  quota: PendingUploadQuota,
  oldestExpiry: Date | undefined,
) {
  const lapse = (oldestExpiry?.getTime() ?? Date.now()) + SWEEP_GRACE_SECONDS * 1000 - Date.now();
  const retryAfter = Math.max(1, Math.ceil(lapse / 1000));
  return tooManyRequests(reply, retryAfter, {
    code: 'pending_uploads_limit',
    limit: limit === 'files' ? 'pendingFiles' : 'pendingBytes',
    message: loanText(locale)('refusal.pendingUploads', {
      limit,
      files: quota.files,
      megabytes: Math.floor(quota.bytes / 1024 / 1024),
      minutes: Math.ceil(retryAfter / 60),
    }),
  });
}

export function registerPortalRoutes(
  app: FastifyInstance,
  orm: Orm,
  storage: DocumentStorage,
  provider: ProviderCompany,
  scanner: MalwareScanner,
  uploadQuota: PendingUploadQuota,
): void {
  const auth = { onRequest: app.requireCaller };
  const subject = (request: FastifyRequest) => request.caller?.sub as string;
  const actor = (request: FastifyRequest) => `borrower:${subject(request)}`;

  async function ownedLoan(request: LoanRequest, reply: FastifyReply): Promise<LoanRow | undefined> {
    const [loan] = await orm
      .select()
      .from(loans)
      .where(and(eq(loans.id, Number(request.params.id)), eq(loans.ownerSub, subject(request))));
    if (!loan) notFound(reply, requestLoanText(request)('refusal.noLoan', { id: request.params.id }));
    return loan;
  }

  /** The caller's loan and one of its tasks (a sign item is not uploaded to: 404). */
  async function ownedCondition(request: ConditionRequest, reply: FastifyReply) {
    const loan = await ownedLoan(request, reply);
    if (!loan) return undefined;
    const [task] = await orm
      .select()
      .from(loanTasks)
      .where(
        and(
          eq(loanTasks.id, Number(request.params.conditionId)),
          eq(loanTasks.loanId, loan.id),
          eq(loanTasks.kind, 'task'),
        ),
      );
    if (!task) {
      notFound(
        reply,
        requestLoanText(request)('refusal.noCondition', {
          conditionId: request.params.conditionId,
          loanId: loan.id,
        }),
      );
      return undefined;
    }
    return { loan, task };
  }

  app.get(
    '/api/v2/portal',
    {
      ...auth,
      schema: {
        querystring: { type: 'object', properties: { email: { type: 'string', maxLength: 320 } } },
      },
    },
    // The email query is the spec's; the caller's identity comes from the token only (DESIGN.md 8, 9).
    async (request) => ({ loans: await portalCards(orm, subject(request)) }),
  );

  app.post(
    '/api/v2/portal/lookup',
    {
      ...auth,
      schema: {
        body: {
          type: 'object',
          required: ['lastName', 'zip'],
          additionalProperties: false,
          properties: {
            lastName: { type: 'string', minLength: 1, maxLength: 100 },
            zip: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request: FastifyRequest<{ Body: { lastName: string; zip: string } }>, reply) => {
      const { lastName, zip } = request.body;
      if (await lookupMatches(orm, subject(request), lastName, zip)) return { matched: true };
      return reply.code(422).send({
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'lookup_mismatch',
        message: portalWords(acceptedLocale(request)).lookupMismatch(),
      });
    },
  );

  app.get(
    '/api/v2/portal/:id',
    { ...auth, schema: { params: loanParams } },
    async (request: LoanRequest, reply) => {
      const loan = await ownedLoan(request, reply);
      if (!loan) return;
      const [application] = await orm
        .select()
        .from(applications)
        .where(eq(applications.id, loan.applicationId));
      const summary = await loanSummary(orm, loan);
      return {
        id: summary.id,
        street: summary.street,
        loanNumber: loan.loanNumber,
        status: summary.status,
        toDoCount: summary.todoCount,
        loanOfficer: await loanOfficerContact(orm, provider, application?.nmlsId ?? provider.nmlsId),
        otherContacts: otherContacts(provider),
      };
    },
  );

  app.get(
    '/api/v2/portal/:id/loan',
    { ...auth, schema: { params: loanParams } },
    async (request: LoanRequest, reply) => {
      const loan = await ownedLoan(request, reply);
      // The to-dos in the caller's language (Accept-Language); the rows stay English.
      if (loan) return loanSummary(orm, loan, acceptedLocale(request));
    },
  );

  app.post(
    '/api/v2/portal/:id/conditions/:conditionId/upload-url',
    {
      ...auth,
      schema: {
        params: conditionParams,
        querystring: {
          type: 'object',
          required: ['filename'],
          properties: {
            filename: { type: 'string', minLength: 1, maxLength: 255 },
            contentType: { type: 'string', maxLength: 255 },
            ttlSeconds: { type: 'string', pattern: '^[0-9]{1,6}$' },
            size: { type: 'string', pattern: '^[0-9]{1,15}$' },
          },
        },
      },
    },
    async (request: ConditionRequest<{ Querystring: UploadUrlQuery }>, reply) => {
      const { filename, contentType = 'application/octet-stream', ttlSeconds, size } = request.query;
      const locale = acceptedLocale(request);
      const words = portalWords(locale);
      if (!isAcceptedUploadType(contentType))
        return invalidField(reply, 'contentType', words.upload('invalidType'));
      if (size !== undefined && Number(size) > MAX_UPLOAD_BYTES)
        return invalidField(reply, 'size', words.upload('tooLarge'));
      const ttl = ttlSeconds === undefined ? UPLOAD_URL_TTL_SECONDS : Number(ttlSeconds);
      if (ttl < 1 || ttl > UPLOAD_URL_TTL_SECONDS)
        return invalidField(
          reply,
          'ttlSeconds',
          loanText(locale)('refusal.ttlSeconds', { max: UPLOAD_URL_TTL_SECONDS }),
        );
      const found = await ownedCondition(request, reply);
      if (!found) return;
      const key = newConditionKey(found.loan.id, found.task.id, filename);
      // With the file's size given, the URL takes exactly that many bytes at most.
      const maxBytes = size !== undefined && Number(size) > 0 ? Number(size) : MAX_UPLOAD_BYTES;
      const now = Date.now();
      const grant = {
        storageKey: key,
        loanId: found.loan.id,
        maxBytes,
        expiresAt: new Date(now + ttl * 1000),
      };
      const reserved = await reserveUploadGrant(
        orm,
        grant,
        uploadQuota,
        new Date(now - SWEEP_GRACE_SECONDS * 1000),
      );
      if (!reserved.ok) {
        request.log.warn({ loanId: found.loan.id, limit: reserved.limit }, 'upload URL refused: loan quota');
        return tooManyPending(reply, locale, reserved.limit, uploadQuota, reserved.oldestExpiry);
      }
      try {
        const { uploadUrl } = await storage.presignPut({ key, contentType, maxBytes, ttlSeconds: ttl });
        return { uploadUrl, key };
      } catch (error) {
        await forgetGrant(orm, key);
        return providerFailed(request, reply, error, words.upload('uploadFailed'));
      }
    },
  );

  app.post(
    '/api/v2/portal/:id/conditions/:conditionId/satisfy',
    {
      ...auth,
      schema: {
        params: conditionParams,
        body: {
          type: 'object',
          required: ['loanNumber', 's3Key'],
          additionalProperties: false,
          properties: {
            loanNumber: { type: 'string', minLength: 1, maxLength: 40 },
            s3Key: { type: 'string', minLength: 1, maxLength: 512 },
          },
        },
      },
    },
    async (request: ConditionRequest<{ Body: { loanNumber: string; s3Key: string } }>, reply) => {
      const found = await ownedCondition(request, reply);
      if (!found) return;
      const { loan, task } = found;
      const locale = acceptedLocale(request);
      const t = loanText(locale);
      const words = portalWords(locale);
      if (request.body.loanNumber !== loan.loanNumber)
        return invalidField(reply, 'loanNumber', t('refusal.loanNumber', { id: loan.id }));
      try {
        const outcome = await satisfyCondition(
          orm,
          storage,
          scanner,
          { loanId: loan.id, taskId: task.id },
          request.body.s3Key,
          actor(request),
          {
            foreignKey: t('refusal.upload.foreignKey'),
            missing: t('refusal.upload.missing'),
            tooLarge: words.upload('tooLarge'),
            invalidType: words.upload('invalidType'),
            infected: (signature) => t('refusal.upload.infected', { signature }),
          },
        );
        const where = { loanId: loan.id, taskId: task.id, s3Key: request.body.s3Key, scanner: scanner.kind };
        if (!outcome.ok && 'scanFailed' in outcome) {
          request.log.error({ ...where, err: outcome.error }, 'document refused: the malware scan failed');
          return reply.code(503).send({
            statusCode: 503,
            error: 'Service Unavailable',
            field: 's3Key',
            message: t('refusal.upload.scanFailed'),
          });
        }
        if (!outcome.ok) {
          if (outcome.malware)
            request.log.warn({ ...where, signature: outcome.malware }, 'document refused: malware');
          return invalidField(reply, outcome.field, outcome.message);
        }
        if (outcome.created) {
          request.log.info(
            { loanId: loan.id, taskId: task.id, documentId: outcome.document.id },
            'document submitted',
          );
        }
        const summary = await loanSummary(orm, loan, locale);
        const taskView = summary.tasks.find((candidate) => candidate.id === String(task.id));
        return reply
          .code(outcome.created ? 201 : 200)
          .send({ task: taskView, document: documentView(outcome.document) });
      } catch (error) {
        return providerFailed(request, reply, error, words.upload('uploadFailed'));
      }
    },
  );
}
