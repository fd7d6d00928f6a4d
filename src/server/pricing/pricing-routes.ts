import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FACTS } from '../../shared/flows/flow-facts.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { feeOptionOffers } from '../../shared/pricing/offer-choices.ts';
import { type PriceOptions, price } from '../../shared/pricing/pricing-engine.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { appIdParam, invalidField } from '../applications/application-params.ts';
import {
  type ApplicationRow,
  advanceApplicationStatus,
  mergeDerived,
} from '../applications/application-repository.ts';
import { closedApplicationRefusal } from '../applications/closed-application.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import { providerFailed } from '../credit/credit-routes.ts';
import type { Orm } from '../db/database.ts';
import { offerEvents } from '../db/schema.ts';
import { apiText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import type { NoticeRecorder } from '../notices/notice-of-action-routes.ts';
import type { AvmProvider } from '../providers/avm/avm-provider.ts';
import { ensureAvm } from '../valuation/avm-check.ts';
import { type ChoiceBody, choiceRefusal } from './choice-refusal.ts';
import { type ChosenProduct, termsProblem } from './offer-standing.ts';
import { type PricedOn, pricedOnFrom } from './priced-on.ts';
import { type FactsProblem, pricingFacts } from './pricing-facts.ts';
import { type PricingRunKind, recordPricingRun } from './pricing-runs.ts';
import { sheetStamp } from './rate-lock.ts';

/** Why pricing cannot run yet, in `locale`: an answer it reads is missing (named), no credit check, no value. */
function factsProblemMessage(problem: FactsProblem, locale: Locale): string {
  const t = apiText(locale);
  if (problem.code === 'credit_required') return t('refusal.pricing.creditRequired');
  if (problem.code === 'property_value_needed') return t('refusal.pricing.valueNeeded');
  const meaning = FACTS[problem.fact].meaning.replace(/ \(.*\)$/, '');
  return t('refusal.pricing.answersMissing', { fact: problem.fact, meaning });
}

const applicationIdBody = {
  type: 'object',
  required: ['applicationId'],
  properties: { applicationId: appIdParam },
} as const;

/** POST /pricing/new, GET /pricing/{appId}/{amount}, POST /pricing/offers (spec 7.2). */
export function registerPricingRoutes(
  app: FastifyInstance,
  orm: Orm,
  sheet: RateSheet,
  avm: AvmProvider,
  notices: NoticeRecorder,
  now: () => Date = () => new Date(),
): void {
  const auth = { onRequest: app.requireCaller };

  /**
   * Prices the application, at the amount (and a line's credit line) when given, with what it was priced on;
   * undefined after answering an error.
   */
  async function priced(
    request: FastifyRequest,
    reply: FastifyReply,
    row: ApplicationRow,
    kind: PricingRunKind,
    amounts: PriceOptions = {},
  ): Promise<{ result: PricingResult; pricedOn: PricedOn; runId: number } | undefined> {
    const locale = acceptedLocale(request);
    const report = await findCreditReport(orm, row.id);
    let facts = pricingFacts(row, report);
    let pricedRow = row;
    if ('code' in facts && facts.code === 'property_value_needed') {
      try {
        pricedRow = await ensureAvm(orm, row, avm);
        facts = pricingFacts(pricedRow, report);
      } catch (error) {
        providerFailed(request, reply, error, apiText(locale)('refusal.pricing.valuationUnavailable'));
        return undefined;
      }
    }
    if ('code' in facts) {
      reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        code: facts.code,
        ...('field' in facts ? { field: facts.field } : {}),
        message: factsProblemMessage(facts, locale),
      });
      return undefined;
    }
    const pricedOn = pricedOnFrom(pricedRow, facts);
    if (report?.status === 'thin' || report?.status === 'frozen') {
      const result: PricingResult = {
        products: [],
        maxLimits: {},
        maxLoanAmountsByBuydown: {},
        propertyValue: facts.propertyValueCents / 100,
        limitedBy: 'none',
        prequalAmount: 0,
        minAmount: 0,
        minLoanAmount: 0,
        amountStep: sheet.program.amountStep,
        stateRule: null,
        // An English audit record (the screen words declines by their codes).
        ineligibleReasons: [apiText(SOURCE_LOCALE)(`credit.result.${report.status}`)],
        declines: [{ code: report.status === 'thin' ? 'thinFile' : 'frozenFile' }],
      };
      return {
        result,
        pricedOn,
        runId: await recordPricingRun(orm, row.id, kind, pricedOn, amounts, sheet, result),
      };
    }
    const result = price(sheet, facts, amounts);
    return {
      result,
      pricedOn,
      runId: await recordPricingRun(orm, row.id, kind, pricedOn, amounts, sheet, result),
    };
  }

  app.post(
    '/api/v2/pricing/new',
    { ...auth, schema: { body: applicationIdBody } },
    async (request: FastifyRequest<{ Body: { applicationId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.body.applicationId);
      if (!row) return;
      const run = await priced(request, reply, row, 'new');
      if (!run) return;
      const { result, pricedOn, runId } = run;
      const {
        products,
        maxLoanAmountsByBuydown,
        maxLimits,
        limitedBy,
        minAmount,
        prequalAmount,
        propertyValue,
      } = result;
      // Spec 4.8: the 0% and the 2% options, found by their fee; one no offer has is absent, never replaced.
      const kept = feeOptionOffers(products);
      // A choice stands while the answers it was priced on do; one priced on other answers is chosen again.
      const previous = (row.derived.pricing as { product?: ChosenProduct } | undefined)?.product;
      const chosen = previous?.pricedOn?.fingerprint === pricedOn.fingerprint ? previous : null;
      await mergeDerived(orm, row.id, {
        avmValue: propertyValue,
        pricing: {
          offers: products,
          products: kept,
          maxAmounts: maxLoanAmountsByBuydown,
          maxLimits,
          limitedBy,
          minAmount,
          prequalAmount,
          propertyValue,
          pricedAt: new Date().toISOString(),
          pricedOn,
          ...(chosen ? { product: chosen } : {}),
        },
      });
      // Nothing offered is a decision the borrower is told of in writing (Reg B 1002.9), kept with this run.
      if (products.length === 0) await notices.declined(row, result, runId);
      // Less than asked is a counteroffer: its notice is due if it is not accepted (Reg B 1002.9(a)(1)(iv)).
      else await notices.offered(row, result, runId);
      request.log.info({ appId: row.id, offers: products.length, limitedBy }, 'application priced');
      return { ...result, chosen };
    },
  );

  app.get(
    '/api/v2/pricing/:appId/:amount',
    {
      ...auth,
      schema: {
        params: {
          type: 'object',
          required: ['appId', 'amount'],
          properties: { appId: appIdParam, amount: { type: 'string', pattern: '^[0-9]{1,9}$' } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { line: { type: 'string', pattern: '^[0-9]{1,9}$' } },
        },
      },
    },
    async (
      request: FastifyRequest<{ Params: { appId: string; amount: string }; Querystring: { line?: string } }>,
      reply,
    ) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const { line } = request.query;
      const amounts = {
        loanAmountCents: Number(request.params.amount) * 100,
        ...(line === undefined ? {} : { lineAmountCents: Number(line) * 100 }),
      };
      return (await priced(request, reply, row, 'amount', amounts))?.result;
    },
  );

  app.post(
    '/api/v2/pricing/offers',
    {
      ...auth,
      schema: {
        body: {
          type: 'object',
          required: ['applicationId', 'productId', 'loanAmount'],
          additionalProperties: false,
          properties: {
            applicationId: appIdParam,
            productId: { type: 'string', pattern: '^[A-Z0-9_]+-[0-9]{3}-[0-9.]+$' },
            loanAmount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
            lineAmount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
          },
        },
      },
    },
    async (request: FastifyRequest<{ Body: ChoiceBody }>, reply) => {
      const { body } = request;
      const row = await ownedApplicationOr404(orm, request, reply, body.applicationId);
      if (!row) return;
      const locale = acceptedLocale(request);
      const closed = await closedApplicationRefusal(orm, row, locale);
      if (closed) return reply.code(409).send(closed);
      const run = await priced(request, reply, row, 'offers', {
        loanAmountCents: body.loanAmount * 100,
        ...(body.lineAmount === undefined ? {} : { lineAmountCents: body.lineAmount * 100 }),
      });
      if (!run) return;
      const { result, pricedOn } = run;
      // The choice is priced again here: the client names a product and amounts, never a rate or a fee.
      const product = result.products.find((candidate) => candidate.id === body.productId);
      const refusal = product
        ? choiceRefusal(body, product, sheet.program.amountStep, locale)
        : {
            field: 'productId',
            message: apiText(locale)('refusal.pricing.notOffered', { productId: body.productId }),
          };
      if (refusal || !product)
        return invalidField(reply, refusal?.field ?? 'productId', refusal?.message ?? '');
      await storeChoice(row, product, pricedOn, 'chosen');
      request.log.info(
        {
          appId: row.id,
          productId: product.id,
          loanAmount: product.loanAmount,
          lineAmount: product.lineAmount,
        },
        'offer chosen',
      );
      return { product };
    },
  );

  /**
   * The chosen offer (the same product, term and fee) priced again on the current answers once one pricing reads
   * has changed: the review shows the new terms before they can be accepted. 409 `choose_again` when that offer is
   * no longer made (the borrower chooses among the new offers).
   */
  app.post(
    '/api/v2/pricing/reprice',
    { ...auth, schema: { body: applicationIdBody } },
    async (request: FastifyRequest<{ Body: { applicationId: string } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.body.applicationId);
      if (!row) return;
      const locale = acceptedLocale(request);
      const t = apiText(locale);
      const closed = await closedApplicationRefusal(orm, row, locale);
      if (closed) return reply.code(409).send(closed);
      const chosen = (row.derived.pricing as { product?: ChosenProduct } | undefined)?.product;
      if (!chosen) return conflict(reply, 'no_offer', t('refusal.pricing.chooseOffer'));
      // Answers that changed, a lock that ended or a rate sheet replaced since: the same offer priced again today.
      const stale = await termsProblem(orm, row, chosen, sheet, now(), locale);
      if (!stale) return { product: chosen, before: null, changed: [], message: null };
      // A new amount asked for, or other debts to pay off, move the loan amount; otherwise the borrower's stays.
      const amountMoves = stale.changed.some((name) => name === 'requestedCashCents' || name === 'payoffs');
      // A line keeps the borrower's credit line, raised to the new draw when the draw outgrows it.
      const atAmount = amountMoves ? {} : { loanAmountCents: chosen.loanAmount * 100 };
      let run = await priced(request, reply, row, 'reprice', atAmount);
      const drawn = run?.result.products.find((candidate) => candidate.id === chosen.id);
      if (run && drawn && chosen.lineAmount !== undefined) {
        const lineAmountCents = Math.max(chosen.lineAmount, drawn.loanAmount) * 100;
        run = await priced(request, reply, row, 'reprice', {
          loanAmountCents: drawn.loanAmount * 100,
          lineAmountCents,
        });
      }
      if (!run) return;
      const product = run.result.products.find((candidate) => candidate.id === chosen.id);
      if (!product) {
        return conflict(reply, 'choose_again', t('refusal.pricing.chooseAgain', { reason: stale.message }), {
          changed: stale.changed,
        });
      }
      await storeChoice(row, product, run.pricedOn, 'repriced', stale.code !== 'terms_stale');
      const { pricedOn: _pricedOn, chosenAt: _chosenAt, rateSheet: _rateSheet, ...before } = chosen;
      request.log.info(
        { appId: row.id, productId: product.id, changed: stale.changed },
        'offer priced again',
      );
      return { product, before, changed: stale.changed, message: stale.message };
    },
  );

  /** Keeps the borrower's offer with what it was priced on; accepted terms stay only for the very same ones. */
  async function storeChoice(
    row: ApplicationRow,
    product: PricedProduct,
    pricedOn: PricedOn,
    kind: 'chosen' | 'repriced',
    /** The lock or rate sheet of the accepted terms ended: they are accepted (and locked) again. */
    lockEnded = false,
  ) {
    const previous = (row.derived.pricing ?? {}) as { product?: ChosenProduct };
    const chosenAt = new Date().toISOString();
    const before = previous.product;
    const sameTerms =
      before?.id === product.id &&
      before.loanAmount === product.loanAmount &&
      before.lineAmount === product.lineAmount &&
      before.pricedOn?.fingerprint === pricedOn.fingerprint &&
      // A newer rate sheet may price the same offer differently: the lock holds only the terms it was taken on.
      before.rate === product.rate &&
      before.apr === product.apr &&
      before.originationFee === product.originationFee &&
      !lockEnded;
    const rateSheet = sheetStamp(sheet);
    await mergeDerived(orm, row.id, {
      pricing: { ...previous, product: { ...product, chosenAt, pricedOn, rateSheet } },
      ...(sameTerms ? {} : { loanTerms: null }),
    });
    await advanceApplicationStatus(orm, row.id, 'draft', 'prequalified');
    await orm
      .insert(offerEvents)
      .values({ applicationId: row.id, kind, payload: { product, chosenAt, pricedOn, rateSheet } });
  }
}

const conflict = (reply: FastifyReply, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(409).send({ statusCode: 409, error: 'Conflict', code, message, ...extra });
