import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offeredLocale } from '../../shared/i18n/locales.ts';
import {
  type Counteroffer,
  composeNoticeOfAction,
  counterofferReasons,
  type NoticeOfAction,
} from '../../shared/notices/notice-of-action.ts';
import type { Decline } from '../../shared/pricing/decline-reasons.ts';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import { requireAdmin } from '../admin/admin-routes.ts';
import { appIdParams } from '../applications/application-params.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { findOfficer } from '../branding/officer-repository.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { companyLanguages } from '../i18n/locale-preferences.ts';
import { startPeriodicJob } from '../jobs/periodic-job.ts';
import {
  type CounterofferDecision,
  dueCounteroffers,
  issueCounteroffer,
  keepShownNotice,
  latestNoticeRow,
  type NoticeRow,
  noticesByStatus,
  noticesOf,
  recordCounteroffer,
  recordNotice,
} from './notice-records.ts';
import { type ShownNotice, shownNotice } from './notice-translation.ts';

/** What pricing tells the notices of: a run that offered nothing, or offered less than asked. */
export interface NoticeRecorder {
  declined(row: ApplicationRow, result: PricingResult, pricingRunId: number): Promise<NoticeOfAction>;
  offered(row: ApplicationRow, result: PricingResult, pricingRunId: number): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A notice as the API answers it: the notice given with its decision date, deadline and retention. */
export const noticeView = (row: NoticeRow, shown?: ShownNotice) => ({
  id: String(row.id),
  applicationId: String(row.applicationId),
  action: row.action,
  status: row.status,
  decidedOn: row.decidedOn,
  dueOn: row.dueOn,
  issuedAt: row.issuedAt?.toISOString() ?? null,
  retainUntil: row.retainUntil,
  principalReasons: row.principalReasons,
  notice: (row.notice ?? null) as NoticeOfAction | null,
  // In another language than English: the notice as the borrower is shown it (the English `notice` is the record).
  ...(shown ? { shown } : row.shownNotice ? { shown: row.shownNotice as unknown as ShownNotice } : {}),
});

/**
 * The borrower's notices of action (`GET /api/v2/application/{appId}/notice-of-action`, the latest, and
 * `…/notices-of-action`, all given) and the operator's list (`GET /api/v2/admin/notices-of-action?status=`).
 * Anyone else's application is a 404. A counteroffer whose 90 days have run out is given its notice every
 * `sweepIntervalSeconds` (NOTICE_SWEEP_INTERVAL_SECONDS), and at once when a list that holds it is read. Returns
 * what pricing calls.
 */
export function registerNoticeOfActionRoutes(
  app: FastifyInstance,
  orm: Orm,
  provider: ProviderCompany,
  now: () => Date,
  /** How often due counteroffers are given their notice (config.noticeSweepIntervalSeconds); 0 turns it off. */
  sweepIntervalSeconds: number,
): NoticeRecorder {
  const creditor = {
    name: provider.legalName,
    addressLines: [
      provider.addressLineOne,
      ...(provider.addressLineTwo ? [provider.addressLineTwo] : []),
      `${provider.city}, ${provider.state} ${provider.postalCode}`,
    ],
    phone: provider.phone,
  };

  async function compose(
    row: ApplicationRow,
    declines: PricingResult['declines'],
    counteroffer?: Counteroffer,
  ): Promise<NoticeOfAction> {
    const facts = applicationFacts(row.flowType, row.data);
    const report = await findCreditReport(orm, row.id);
    return composeNoticeOfAction({
      issuedAt: now(),
      declines,
      applicant: { firstName: text(facts.borrowerFirstName), lastName: text(facts.borrowerLastName) },
      ...(facts.propertyAddress ? { property: facts.propertyAddress } : {}),
      ...(facts.requestedAmount === undefined ? {} : { requestedAmount: facts.requestedAmount }),
      creditor,
      agency: provider.ecoaAgency,
      ...(report
        ? {
            creditReport: {
              status: report.status as 'ok' | 'thin' | 'frozen',
              score: report.score,
              pulledAt: report.pulledAt,
              keyFactors: report.keyFactors,
            },
          }
        : {}),
      ...(provider.creditBureau ? { bureau: provider.creditBureau } : {}),
      ...(counteroffer ? { counteroffer } : {}),
    });
  }

  /**
   * The notice as the borrower reads it, when their application's language is not English: translated, with the
   * company's governing-version note, and kept beside the English record as shown.
   */
  async function shownTo(row: ApplicationRow, given: NoticeRow): Promise<ShownNotice | undefined> {
    if (!given.notice) return undefined;
    const company = (await findOfficer(orm, row.nmlsId))?.company;
    const locale = offeredLocale(row.locale, companyLanguages(company));
    const declines = ((given.decision as { declines?: Decline[] }).declines ?? []) as Decline[];
    const shown = shownNotice(given.notice as unknown as NoticeOfAction, declines, locale, company);
    if (shown && (!given.shownNotice || given.shownLocale !== locale)) {
      await keepShownNotice(orm, given.id, locale, shown);
    }
    return shown;
  }

  /** Gives the counteroffers due their notices (of one application, or all). */
  async function issueDue(applicationId?: number): Promise<void> {
    for (const due of await dueCounteroffers(orm, now(), applicationId)) {
      const [row] = await orm.select().from(applications).where(eq(applications.id, due.applicationId));
      if (!row) continue;
      const decision = due.decision as unknown as CounterofferDecision;
      const notice = await compose(row, [], {
        requestedAmount: decision.requestedAmount,
        offeredAmount: decision.offeredAmount,
        limitedBy: decision.limitedBy,
        offeredOn: due.decidedOn,
      });
      await issueCounteroffer(orm, due.id, notice, now());
    }
  }

  // A counteroffer's notice is due when its 90 days end, whether or not anyone reads a list that day.
  startPeriodicJob(app, 'counteroffer notices', sweepIntervalSeconds, () => issueDue());

  app.get(
    '/api/v2/application/:appId/notice-of-action',
    { onRequest: app.requireCaller, schema: { params: appIdParams } },
    async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      await issueDue(row.id);
      const given = await latestNoticeRow(orm, row.id);
      const shown = given && (await shownTo(row, given));
      return { notice: (given?.notice ?? null) as NoticeOfAction | null, ...(shown ? { shown } : {}) };
    },
  );

  app.get(
    '/api/v2/application/:appId/notices-of-action',
    { onRequest: app.requireCaller, schema: { params: appIdParams } },
    async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      await issueDue(row.id);
      const given = (await noticesOf(orm, row.id)).filter((notice) => notice.status === 'issued');
      const views = [];
      for (const notice of given) views.push(noticeView(notice, await shownTo(row, notice)));
      return { notices: views };
    },
  );

  app.get<{ Querystring: { status?: NoticeRow['status'] } }>(
    '/api/v2/admin/notices-of-action',
    {
      onRequest: [app.requireCaller, requireAdmin],
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['pending', 'issued', 'accepted'] },
          },
        },
      },
    },
    async (request) => {
      await issueDue();
      const rows = await noticesByStatus(orm, request.query.status ?? 'pending');
      return { notices: rows.map((notice) => noticeView(notice)) };
    },
  );

  return {
    async declined(row, result, pricingRunId) {
      const notice = await compose(row, result.declines);
      return recordNotice(orm, row.id, notice, result, pricingRunId, now());
    },
    async offered(row, result, pricingRunId) {
      const requestedAmount = applicationFacts(row.flowType, row.data).requestedAmount;
      if (requestedAmount === undefined || result.limitedBy === 'none') return;
      const offeredAmount = Math.max(...result.products.map((product) => product.maxLoanAmount));
      const needed = requestedAmount + result.minAmount;
      if (offeredAmount >= needed) return;
      await recordCounteroffer(
        orm,
        row.id,
        {
          requestedAmount: needed,
          offeredAmount,
          limitedBy: result.limitedBy,
          principalReasons: counterofferReasons(result.limitedBy),
        },
        pricingRunId,
        now(),
      );
    },
  };
}
