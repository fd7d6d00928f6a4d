import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationDataProblem } from '../applications/application-data-validator.ts';
import { applicationDocument } from '../applications/application-document.ts';
import { appIdParam, invalidField } from '../applications/application-params.ts';
import {
  type ApplicationData,
  type ApplicationRow,
  findOwnedApplication,
  mergeDerived,
  writeApplicationData,
} from '../applications/application-repository.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { providerFailed } from '../credit/credit-routes.ts';
import type { Orm } from '../db/database.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { ProviderUnavailableError } from '../providers/provider-errors.ts';
import {
  UnknownVerificationSessionError,
  VERIFICATION_PRODUCTS,
  type VerificationApplicant,
  type VerificationProduct,
  type VerificationProvider,
  type VerificationResult,
} from '../providers/verification/verification-provider.ts';
import type { VerificationRecord } from './locked-fields.ts';

/** The {idv} path segment of spec 7.3: the identity-verification service. */
export const IDV_SEGMENT = 'idv';

const IDENTITY_LOCKED = [
  'applicant.legal.firstName',
  'applicant.legal.lastName',
  'applicant.legal.dateOfBirth',
];
const INCOME_LOCKED = [
  'applicant.employment.status',
  'applicant.employment.primary.employerName',
  'applicant.employment.primary.position',
  'applicant.employment.primary.startDate',
  'applicant.employment.primary.monthlyIncome.base',
  'applicant.employment.primary.monthlyIncome.overtime',
];

/** What the borrower reads when the verification service did not answer, in the request's language. */
export const verificationUnavailable = (request: FastifyRequest) =>
  apiText(acceptedLocale(request))('refusal.verification.unavailable');

const idParams = { type: 'object', required: ['id'], properties: { id: appIdParam } } as const;
const verifyParams = {
  type: 'object',
  required: ['appId', 'x'],
  properties: { appId: appIdParam, x: { type: 'string', enum: ['borrower'] } },
} as const;
const SESSION_ID = /^[A-Za-z0-9_-]{8,120}$/;

type Body = Record<string, unknown>;

function recordOf(row: ApplicationRow): VerificationRecord {
  return ((row.derived as { verification?: VerificationRecord }).verification ?? {}) as VerificationRecord;
}

/** Who is verified: the legal name when given, else the contact name. */
function applicantOf(row: ApplicationRow): VerificationApplicant {
  const data = row.data as {
    applicant?: { legal?: { firstName?: string; lastName?: string } };
    contactInfo?: { firstName?: string; lastName?: string; email?: string };
  };
  const legal = data.applicant?.legal ?? {};
  const contact = data.contactInfo ?? {};
  return {
    appId: String(row.id),
    firstName: legal.firstName || contact.firstName,
    lastName: legal.lastName || contact.lastName,
    email: contact.email,
  };
}

function objectAt(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const existing = parent[key];
  const child = existing && typeof existing === 'object' ? { ...(existing as Record<string, unknown>) } : {};
  parent[key] = child;
  return child;
}

/**
 * Identity and income verification (spec 7.3): the provider user, the link token for its hosted page, the
 * prefill, and the verify calls that store the outcome in `derived.verification` and, on a pass, write the
 * verified answers (a normal versioned write) and lock them.
 */
export function registerVerificationRoutes(
  app: FastifyInstance,
  orm: Orm,
  provider: VerificationProvider,
  publicUrl: string,
): void {
  const auth = { onRequest: app.requireCaller };

  /** The application's provider user; `remember` stores a new one (only once everything else succeeded). */
  async function providerUser(row: ApplicationRow) {
    const existing = recordOf(row).userId;
    if (existing) return { userId: existing, remember: async () => {} };
    const { userId } = await provider.createUser(applicantOf(row));
    return {
      userId,
      remember: async () => {
        await mergeDerived(orm, row.id, { verification: { ...recordOf(row), userId } });
        app.log.info({ appId: row.id }, 'verification user created');
      },
    };
  }

  app.get(
    `/api/v2/${IDV_SEGMENT}/create-user/:id`,
    { ...auth, schema: { params: idParams } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.id);
      if (!row) return;
      try {
        const user = await providerUser(row);
        await user.remember();
        return { data: { userId: user.userId } };
      } catch (error) {
        return providerFailed(request, reply, error, verificationUnavailable(request));
      }
    },
  );

  app.get(
    `/api/v2/${IDV_SEGMENT}/identity/verification/:id`,
    { ...auth, schema: { params: idParams } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.id);
      if (!row) return;
      const record = recordOf(row);
      const legal = ((row.data as { applicant?: { legal?: Record<string, unknown> } }).applicant?.legal ??
        {}) as Record<string, unknown>;
      const passed = record.identity?.status === 'passed';
      return {
        data: {
          status: record.identity?.status ?? 'not_started',
          verifiedAt: record.identity?.verifiedAt ?? null,
          lockedFields: record.identity?.lockedFields ?? [],
          firstName: passed ? (legal.firstName ?? null) : null,
          lastName: passed ? (legal.lastName ?? null) : null,
          dateOfBirth: passed ? (legal.dateOfBirth ?? null) : null,
          income: record.income
            ? {
                status: record.income.status,
                verifiedAt: record.income.verifiedAt,
                lockedFields: record.income.lockedFields,
              }
            : null,
        },
      };
    },
  );

  app.post(
    `/api/v2/${IDV_SEGMENT}/create-token`,
    { ...auth, schema: { body: { type: 'object' } } },
    async (request: FastifyRequest<{ Body: Body }>, reply) => {
      const { appId, product, returnPath } = request.body;
      const t = replyText(reply);
      if (typeof appId !== 'string' || !/^[0-9]{1,15}$/.test(appId))
        return invalidField(reply, 'appId', t('refusal.verification.appId'));
      if (typeof product !== 'string' || !VERIFICATION_PRODUCTS.includes(product as VerificationProduct))
        return invalidField(
          reply,
          'product',
          t('refusal.verification.product', { products: VERIFICATION_PRODUCTS.join(', ') }),
        );
      if (
        typeof returnPath !== 'string' ||
        returnPath.length > 500 ||
        !/^\/(?![/\\])[^\s\\]*$/.test(returnPath)
      ) {
        return invalidField(reply, 'returnPath', t('refusal.verification.returnPath'));
      }
      const row = await ownedApplicationOr404(orm, request, reply, appId);
      if (!row) return;
      try {
        const user = await providerUser(row);
        const token = await provider.createLinkToken({
          userId: user.userId,
          product: product as VerificationProduct,
          applicant: applicantOf(row),
          returnUrl: `${publicUrl}${returnPath}`,
        });
        await user.remember();
        request.log.info({ appId: row.id, product }, 'verification link token created');
        return { data: token };
      } catch (error) {
        return providerFailed(request, reply, error, verificationUnavailable(request));
      }
    },
  );

  /** The session's result for this application's user and this product, or a reply already sent. */
  async function sessionFor(
    request: FastifyRequest<{ Params: { appId: string }; Body: Body }>,
    reply: FastifyReply,
    product: VerificationProduct,
  ): Promise<{ row: ApplicationRow; result: VerificationResult } | undefined> {
    const sessionId = request.body?.sessionId;
    const t = replyText(reply);
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
      invalidField(reply, 'sessionId', t('refusal.verification.sessionId'));
      return undefined;
    }
    const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
    if (!row) return undefined;
    const kind = product === 'identity_verification' ? 'identity' : 'income';
    if (recordOf(row)[kind]?.status === 'passed') {
      // A pass locks the verified answers; a later session cannot replace it (nor unlock them).
      reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        code: 'already_verified',
        message: t('refusal.verification.alreadyVerified', { kind }),
      });
      return undefined;
    }
    const notThisSession = () =>
      invalidField(reply, 'sessionId', t('refusal.verification.otherSession', { sessionId }));
    let result: VerificationResult;
    try {
      result = await provider.sessionResult(sessionId);
    } catch (error) {
      if (error instanceof UnknownVerificationSessionError) {
        notThisSession();
        return undefined;
      }
      providerFailed(request, reply, error, verificationUnavailable(request));
      return undefined;
    }
    if (result.userId !== recordOf(row).userId || result.product !== product) {
      notThisSession();
      return undefined;
    }
    return { row, result };
  }

  /**
   * Writes the verified answers on the current version (read again once if someone saved meanwhile), then
   * records the outcome; the reply is the application document.
   */
  async function store(
    request: FastifyRequest,
    reply: FastifyReply,
    row: ApplicationRow,
    key: 'identity' | 'income',
    outcome: Record<string, unknown> & { status: string; lockedFields: string[] },
    change: ((data: ApplicationData) => void) | null,
  ) {
    let current = row;
    if (change) {
      for (let attempt = 0; ; attempt++) {
        const proposed = structuredClone(current.data) as ApplicationData;
        change(proposed);
        const problem = applicationDataProblem(proposed);
        if (problem) {
          return providerFailed(
            request,
            reply,
            new ProviderUnavailableError(
              'The verification service',
              `answered a value we cannot store: ${problem.field}`,
            ),
            verificationUnavailable(request),
          );
        }
        const written = await writeApplicationData(orm, row.id, row.ownerSub, current.version, proposed);
        if (written.ok) break;
        const again =
          written.reason === 'stale' ? await findOwnedApplication(orm, row.id, row.ownerSub) : undefined;
        if (!again || attempt > 0) {
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message: replyText(reply)('refusal.verification.changed'),
          });
        }
        current = again;
      }
    }
    const fresh = (await findOwnedApplication(orm, row.id, row.ownerSub)) as ApplicationRow;
    await mergeDerived(orm, row.id, {
      verification: { ...recordOf(fresh), [key]: { ...outcome, verifiedAt: new Date().toISOString() } },
    });
    const final = (await findOwnedApplication(orm, row.id, row.ownerSub)) as ApplicationRow;
    request.log.info({ appId: row.id, product: key, status: outcome.status }, 'verification result stored');
    return reply.header('etag', `"${final.version}"`).send(applicationDocument(final));
  }

  app.post(
    '/api/v2/application/:appId/:x/verify-id',
    { ...auth, schema: { params: verifyParams } },
    async (request: FastifyRequest<{ Params: { appId: string; x: string }; Body: Body }>, reply) => {
      const found = await sessionFor(request, reply, 'identity_verification');
      if (!found) return;
      const { row, result } = found;
      if (result.product !== 'identity_verification') return;
      const identity = result.status === 'passed' ? result.identity : null;
      return store(
        request,
        reply,
        row,
        'identity',
        {
          status: identity ? 'passed' : result.status === 'passed' ? 'failed' : result.status,
          lockedFields: identity ? IDENTITY_LOCKED : [],
          ...(identity ? { name: { firstName: identity.firstName, lastName: identity.lastName } } : {}),
        },
        identity
          ? (data) => {
              const legal = objectAt(objectAt(data, 'applicant'), 'legal');
              legal.firstName = identity.firstName;
              legal.lastName = identity.lastName;
              legal.dateOfBirth = identity.dateOfBirth;
            }
          : null,
      );
    },
  );

  app.post(
    '/api/v2/application/:appId/:x/verify-income',
    { ...auth, schema: { params: verifyParams } },
    async (request: FastifyRequest<{ Params: { appId: string; x: string }; Body: Body }>, reply) => {
      const found = await sessionFor(request, reply, 'income_verification');
      if (!found) return;
      const { row, result } = found;
      if (result.product !== 'income_verification') return;
      const [primary] = result.status === 'passed' ? result.employers : [];
      return store(
        request,
        reply,
        row,
        'income',
        {
          status: primary ? 'passed' : 'failed',
          employers: primary ? result.employers : [],
          lockedFields: primary ? INCOME_LOCKED : [],
        },
        primary
          ? (data) => {
              const applicant = objectAt(data, 'applicant');
              const employment = objectAt(applicant, 'employment');
              employment.status = 'Employed';
              const job = objectAt(employment, 'primary');
              job.employerName = primary.employerName;
              job.position = primary.position;
              job.startDate = primary.startDate;
              const income = objectAt(job, 'monthlyIncome');
              income.base = primary.monthlyBase;
              income.overtime = primary.monthlyOvertime;
              // The stated yearly income follows what the payroll shows; the borrower may still change it.
              applicant.income = {
                source: 'Employed',
                statedAnnualIncome:
                  12 * result.employers.reduce((sum, e) => sum + e.monthlyBase + e.monthlyOvertime, 0),
              };
            }
          : null,
      );
    },
  );
}
