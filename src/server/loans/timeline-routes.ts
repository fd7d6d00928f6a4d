/**
 * GET …/timeline: TRID (the six-piece moment, the Loan Estimate due date and its breakdown) and, after closing is
 * booked, the right to cancel with its notice. POST …/disbursement/release: the borrower asks for the money, refused
 * (409) until the right to cancel has ended.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { loanEstimateBreakdown } from '../../shared/timelines/loan-estimate.ts';
import type { TimelineView } from '../../shared/timelines/timeline-types.ts';
import { dateIn } from '../../shared/zoned-time.ts';
import { appIdParams } from '../applications/application-params.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import type { Orm } from '../db/database.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { findLoanByApplication, type LoanRow, updateLoan } from './loan-repository.ts';
import { loanText, rescissionNoticeIn } from './loan-texts.ts';
import { propertyTimeZone } from './property-time-zone.ts';
import {
  closingDate,
  closingLimits,
  type IssuedLoanEstimate,
  isClosedEnd,
  missingTridPieces,
  payoutRefusal,
  rescissionOf,
} from './trid-timeline.ts';

type AppRequest = FastifyRequest<{ Params: { appId: string }; Body: unknown }>;

export function registerTimelineRoutes(app: FastifyInstance, orm: Orm): void {
  const auth = { onRequest: app.requireCaller };

  /** The timeline; the notice of the right to cancel and the closing rules' reasons in `locale`. */
  async function timeline(
    row: ApplicationRow,
    loan: LoanRow | undefined,
    locale: Locale,
  ): Promise<TimelineView> {
    const product = (row.derived.pricing as { product?: PricedProduct } | undefined)?.product;
    const issued = loan?.loanEstimate as IssuedLoanEstimate | null | undefined;
    const rescission = loan ? rescissionOf(row, loan) : null;
    return {
      trid: {
        // Open-end lines are outside TRID; before an offer is chosen the product is not known yet.
        applies: product ? isClosedEnd(product) : null,
        applicationCompleteAt: row.tridApplicationAt?.toISOString() ?? null,
        missing: missingTridPieces(row, Boolean(await findCreditReport(orm, row.id))),
        loanEstimateDue: row.loanEstimateDue ?? null,
        loanEstimate: issued
          ? { status: 'issued', ...issued }
          : isClosedEnd(product)
            ? { status: 'preview', breakdown: loanEstimateBreakdown(product, app.lender.thirdPartyFees) }
            : null,
      },
      closing: {
        date: loan ? closingDate(row, loan) : null,
        notBefore: loan ? closingLimits(row, loan, app.lender, locale) : [],
      },
      rescission: rescission && {
        ...rescission,
        notice: rescissionNoticeIn(locale, {
          ...rescission,
          lenderName: app.lender.name,
          lenderAddress: app.lender.address,
        }),
      },
    };
  }

  app.get(
    '/api/v2/application/:appId/timeline',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      return timeline(row, await findLoanByApplication(orm, row.id), acceptedLocale(request));
    },
  );

  app.post(
    '/api/v2/application/:appId/disbursement/release',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const locale = acceptedLocale(request);
      const loan = await findLoanByApplication(orm, row.id);
      if (!loan)
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'not_submitted',
          message: loanText(locale)('refusal.notSubmitted', { id: row.id }),
        });
      const refusal = payoutRefusal(row, loan, dateIn(propertyTimeZone(row), new Date()), locale);
      if (refusal) return reply.code(409).send({ statusCode: 409, error: 'Conflict', ...refusal });
      const requestedAt = new Date().toISOString();
      const updated = await updateLoan(
        orm,
        loan.id,
        { disbursement: { ...loan.disbursement, releaseRequestedAt: requestedAt } },
        `borrower:${request.caller?.sub}`,
        { kind: 'disbursement-requested', detail: { requestedAt } },
      );
      return reply.code(202).send({ releaseRequestedAt: requestedAt, method: updated.disbursement?.method });
    },
  );
}
