/**
 * Submission and what follows it (issue 7): submit, loan terms, the disclosures link and page, the E-SIGN
 * consent, closing scheduling, how the money is paid out, and the loan summary read. Every route answers 404 for
 * an application the caller does not own, names the field of a bad body, and records loan changes as events.
 */

import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClosedStatus } from '../../shared/application-status.ts';
import { routingNumberProblem } from '../../shared/bank-routing.ts';
import { DISCLOSURES_RECEIPT, E_SIGN_CONSENT } from '../../shared/consents.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { appIdParams, invalidField, refuseOldText } from '../applications/application-params.ts';
import {
  type ApplicationRow,
  findOwnedApplication,
  mergeDerived,
} from '../applications/application-repository.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { cipherFor } from '../applications/sensitive-fields.ts';
import { findOfficer } from '../branding/officer-repository.ts';
import { unauthorisedCoborrowers } from '../coborrowers/coborrower-consents.ts';
import { unfinishedCoborrowers } from '../coborrowers/unfinished-coborrowers.ts';
import { latestConsent, recordConsent } from '../consents/consent-repository.ts';
import {
  currentConsent,
  disclosuresLinkOpened,
  receiptProblem,
  submissionConsentProblem,
} from '../consents/disclosure-consents.ts';
import type { Orm } from '../db/database.ts';
import { disclosureLinks, offerEvents } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { documentLocale, queryLocale } from '../i18n/loan-locale.ts';
import { acceptedLocale, governingNote } from '../i18n/locale-preferences.ts';
import { hashToken, newOpaqueToken } from '../idp/secrets.ts';
import { acceptCounteroffer } from '../notices/notice-records.ts';
import {
  acceptedLock,
  type ChosenProduct,
  chosenProductOf,
  type TermsProblem,
  termsProblem,
} from '../pricing/offer-standing.ts';
import { dayOf, rateSheetRefusal, takeLock } from '../pricing/rate-lock.ts';
import { bookClosing, closingSlotsView } from './closing-booking.ts';
import { disbursementFor, disbursementView, formatAddress } from './disbursement.ts';
import { disclosuresPage, expiredLinkPage, helocBrochure, sampleDocumentPage } from './disclosures-page.ts';
import { isHeloc } from './loan-conditions.ts';
import {
  findLoanByApplication,
  type LoanRow,
  SIGNED,
  setLoanItemStatus,
  submitApplication,
  updateLoan,
} from './loan-repository.ts';
import { loanText, requestLoanText } from './loan-texts.ts';
import { loanSummary, loanTerms } from './loan-views.ts';
import { missingForSubmission, missingMessage } from './submission-readiness.ts';
import { issueAtSubmission } from './trid-timeline.ts';

type AppRequest<Body = unknown> = FastifyRequest<{ Params: { appId: string }; Body: Body }>;

const DISCLOSURE_LINK_MINUTES = 60;

const conflict = (reply: FastifyReply, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(409).send({ statusCode: 409, error: 'Conflict', code, message, ...extra });

const chosenProduct = chosenProductOf;

/** What the borrower accepts on a consent screen: the version of the text they were shown, and yes. */
const acceptedTextBody = {
  type: 'object',
  required: ['textVersion', 'accepted'],
  additionalProperties: false,
  properties: { textVersion: { type: 'string', maxLength: 40 }, accepted: { const: true } },
} as const;

export function registerLoanRoutes(
  app: FastifyInstance,
  orm: Orm,
  publicUrl: string,
  sheet: RateSheet,
  now: () => Date = () => new Date(),
): void {
  const auth = { onRequest: app.requireCaller };
  const actor = (request: FastifyRequest) => `borrower:${request.caller?.sub}`;
  const owned = (request: AppRequest, reply: FastifyReply) =>
    ownedApplicationOr404(orm, request, reply, request.params.appId);

  /** The caller's application and its chosen offer; answers 404, or 409 `no_offer` naming what waits on it. */
  async function ownedWithOffer(
    request: AppRequest,
    reply: FastifyReply,
    whatWaits: 'terms' | 'disclosures',
  ): Promise<{ row: ApplicationRow; product: ChosenProduct } | undefined> {
    const row = await owned(request, reply);
    if (!row) return undefined;
    const product = chosenProduct(row);
    if (!product) {
      conflict(reply, 'no_offer', requestLoanText(request)('refusal.noOffer', { what: whatWaits }));
      return undefined;
    }
    return { row, product };
  }

  /**
   * Whether the chosen offer was priced on other answers than the current ones, or its lock or rate sheet has
   * ended (null while it holds), said in `locale`. A submitted application's answers no longer change: its loan
   * keeps the terms it was made with.
   */
  async function stalenessOf(
    row: ApplicationRow,
    product: PricedProduct,
    locale: Locale,
  ): Promise<TermsProblem | null> {
    if (isClosedStatus(row.status)) return null;
    return termsProblem(orm, row, product, sheet, now(), locale);
  }

  /** 409 with the problem's own message and what to do about it `when`, in the request's language. */
  const refuseStale = (
    request: FastifyRequest,
    reply: FastifyReply,
    stale: TermsProblem,
    when: 'submit' | 'acceptTerms' | 'accept',
  ) =>
    conflict(
      reply,
      stale.code,
      requestLoanText(request)('refusal.stale', { reason: stale.message, code: stale.code, when }),
      { changed: stale.changed },
    );

  /** The caller's application and its loan; answers 404 or 409 (not submitted yet) otherwise. */
  async function ownedLoan(
    request: AppRequest,
    reply: FastifyReply,
  ): Promise<{ row: ApplicationRow; loan: LoanRow } | undefined> {
    const row = await owned(request, reply);
    if (!row) return undefined;
    const loan = await findLoanByApplication(orm, row.id);
    if (!loan) {
      conflict(reply, 'not_submitted', requestLoanText(request)('refusal.notSubmitted', { id: row.id }));
      return undefined;
    }
    return { row, loan };
  }

  /** The E-SIGN consent may come before submission (long-1 asks for it on submit/disclosures). */
  async function signedBeforeSubmission(row: ApplicationRow): Promise<string[]> {
    const given = await latestConsent(orm, row.id, row.ownerSub, E_SIGN_CONSENT.kind);
    return given?.textVersion === E_SIGN_CONSENT.version ? ['e-sign-consent'] : [];
  }

  app.post(
    '/api/v2/application/:appId/submit',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await owned(request, reply);
      if (!row) return;
      const existing = await findLoanByApplication(orm, row.id);
      if (!existing) {
        const locale = acceptedLocale(request);
        const missing = missingForSubmission(row);
        if (missing.length > 0) {
          return conflict(reply, 'incomplete', missingMessage(missing, locale), {
            missing: missing.map((part) => part.field),
          });
        }
        const stale = await stalenessOf(row, chosenProduct(row) as PricedProduct, locale);
        if (stale) return refuseStale(request, reply, stale, 'submit');
        const waiting = await unfinishedCoborrowers(orm, row.id, locale);
        if (waiting) return conflict(reply, 'coborrowers_unfinished', waiting.message, waiting);
        const unauthorised = await unauthorisedCoborrowers(orm, row.id, locale);
        if (unauthorised)
          return conflict(reply, 'coborrower_consent_required', unauthorised.message, unauthorised);
        // What the borrower gives on the steps right before submission comes after what waits on others.
        const product = chosenProduct(row) as PricedProduct & { chosenAt?: string };
        const unconsented = await submissionConsentProblem(
          orm,
          row.id,
          row.ownerSub,
          isHeloc(product),
          product.chosenAt,
          locale,
        );
        if (unconsented) return conflict(reply, unconsented.code, unconsented.message);
      }
      const submitted = existing
        ? { loan: existing, created: false }
        : await submitApplication(orm, row, actor(request), await signedBeforeSubmission(row));
      const { created } = submitted;
      const loan = created ? await issueAtSubmission(orm, row, submitted.loan, app.lender) : submitted.loan;
      if (created) {
        await acceptCounteroffer(orm, row.id);
        request.log.info({ appId: row.id, loanNumber: loan.loanNumber }, 'application submitted');
      }
      return reply.code(created ? 201 : 200).send(await loanSummary(orm, loan, acceptedLocale(request)));
    },
  );

  app.get(
    '/api/v2/application/:appId/loan',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const found = await ownedLoan(request, reply);
      if (found) return loanSummary(orm, found.loan, acceptedLocale(request));
    },
  );

  app.get(
    '/api/v2/application/:appId/loan_terms',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const found = await ownedWithOffer(request, reply, 'terms');
      if (!found) return;
      const { row, product } = found;
      return {
        ...loanTerms(product, row.derived.loanTerms as Record<string, unknown> | undefined),
        stale: await stalenessOf(row, product, acceptedLocale(request)),
      };
    },
  );

  app.post(
    '/api/v2/application/:appId/loan_terms',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          type: 'object',
          required: ['productId', 'accepted'],
          additionalProperties: false,
          properties: {
            productId: { type: 'string', minLength: 1, maxLength: 80 },
            accepted: { const: true },
          },
        },
      },
    },
    async (request: AppRequest<{ productId: string; accepted: true }>, reply) => {
      const found = await ownedWithOffer(request, reply, 'terms');
      if (!found) return;
      const { row, product } = found;
      const t = requestLoanText(request);
      if (product.id !== request.body.productId)
        return invalidField(reply, 'productId', t('refusal.productId', { id: product.id }));
      // A submitted application's loan keeps the terms and lock it was made with: accepting again answers them.
      const kept = row.derived.loanTerms as { productId?: string } | null | undefined;
      if (isClosedStatus(row.status)) {
        if (kept?.productId === product.id) return reply.code(201).send(loanTerms(product, kept));
        return conflict(reply, 'application_closed', t('refusal.applicationClosed'));
      }
      const stale = await stalenessOf(row, product, acceptedLocale(request));
      // A lock that holds is not taken again (accepting twice never extends it).
      if (!stale && acceptedLock(row, product))
        return reply.code(201).send(loanTerms(product, kept ?? undefined));
      if (stale && stale.code !== 'lock_expired') return refuseStale(request, reply, stale, 'acceptTerms');
      const moment = now();
      // A lock that has ended is taken again only on the rates in force today.
      const sheetProblem = rateSheetRefusal(product.rateSheet, sheet, dayOf(moment), acceptedLocale(request));
      if (sheetProblem) return refuseStale(request, reply, { ...sheetProblem, changed: [] }, 'accept');
      const lock = takeLock(product, sheet, moment);
      const acceptance = { productId: product.id, acceptedAt: moment.toISOString(), ip: request.ip, lock };
      await mergeDerived(orm, row.id, { loanTerms: acceptance });
      await orm.insert(offerEvents).values({ applicationId: row.id, kind: 'locked', payload: { lock } });
      await acceptCounteroffer(orm, row.id);
      request.log.info(
        { appId: row.id, productId: product.id, lockExpiresOn: lock.expiresOn },
        'loan terms accepted and locked',
      );
      return reply.code(201).send(loanTerms(product, acceptance));
    },
  );

  app.get(
    '/api/v2/application/:appId/disclosuresLink',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const found = await ownedWithOffer(request, reply, 'disclosures');
      if (!found) return;
      const { row, product } = found;
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + DISCLOSURE_LINK_MINUTES * 60_000);
      await orm.insert(disclosureLinks).values({
        tokenHash: hashToken(token),
        applicationId: row.id,
        subjectSub: request.caller?.sub as string,
        expiresAt,
      });
      const heloc = isHeloc(product);
      // Before the E-SIGN consent the link opens only a sample document: no disclosure goes out before it.
      const consented = await currentConsent(orm, row.id, request.caller?.sub as string, E_SIGN_CONSENT);
      // In the caller's language; a translated page is opened in it (`?lang=`), English stays the plain link.
      const locale = acceptedLocale(request);
      const t = loanText(locale);
      return {
        url: `${publicUrl}/disclosures/${token}${locale === 'en' ? '' : `?lang=${locale}`}`,
        expiresAt: expiresAt.toISOString(),
        title: t(consented ? 'link.title.disclosures' : 'link.title.sample'),
        sample: !consented,
        ...(heloc && consented ? { brochure: helocBrochure(locale) } : {}),
      };
    },
  );

  // Opened in a new tab, so without the bearer token: the link's token is the capability.
  app.get(
    '/disclosures/:token',
    {
      schema: {
        params: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } },
        },
        // The language of the page (the Spanish page links the English one, ?lang=en).
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: [...LOCALES] } } },
      },
    },
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const tokenHash = hashToken(request.params.token);
      const [link] = await orm
        .update(disclosureLinks)
        .set({ viewedAt: new Date() })
        .where(and(eq(disclosureLinks.tokenHash, tokenHash), gt(disclosureLinks.expiresAt, new Date())))
        .returning();
      const row = link && (await findOwnedApplication(orm, link.applicationId, link.subjectSub));
      const product = row && chosenProduct(row);
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8');
      if (!row || !product) {
        return reply.code(404).send(expiredLinkPage(queryLocale(request) ?? acceptedLocale(request)));
      }
      // The link's `?lang=`, else the application's language: the English page (`?lang=en`) is always there.
      const locale = documentLocale(request, (row as { locale?: unknown }).locale);
      const contact = (row.data as { contactInfo?: { firstName?: string; lastName?: string } }).contactInfo;
      const officer = await findOfficer(orm, row.nmlsId);
      const lenderName = officer?.company.name ?? loanText(locale)('lender.fallback');
      const note = governingNote(officer?.company, locale);
      if (!(await currentConsent(orm, row.id, link.subjectSub, E_SIGN_CONSENT)))
        return reply.send(sampleDocumentPage(lenderName, locale, note));
      return reply.send(
        disclosuresPage(
          {
            borrowerName: [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
            propertyAddress: formatAddress(applicationFacts(row.flowType, row.data).propertyAddress),
            lenderName,
            lenderNmlsId: officer?.company.nmlsId ?? row.nmlsId,
            product,
            issuedOn: new Date().toISOString().slice(0, 10),
            thirdPartyFees: app.lender.thirdPartyFees,
          },
          locale,
          note,
        ),
      );
    },
  );

  app.get(
    '/api/v2/application/:appId/esign-consent',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await owned(request, reply);
      if (!row) return;
      const sub = request.caller?.sub as string;
      const given = await currentConsent(orm, row.id, sub, E_SIGN_CONSENT);
      const receipt = await currentConsent(orm, row.id, sub, DISCLOSURES_RECEIPT);
      return {
        kind: E_SIGN_CONSENT.kind,
        textVersion: E_SIGN_CONSENT.version,
        title: E_SIGN_CONSENT.title,
        paragraphs: E_SIGN_CONSENT.paragraphs,
        sampleOpened: await disclosuresLinkOpened(orm, row.id),
        acceptedAt: given ? given.acceptedAt.toISOString() : null,
        disclosuresOpened: given ? await disclosuresLinkOpened(orm, row.id, given.acceptedAt) : false,
        disclosuresReceivedAt: receipt ? receipt.acceptedAt.toISOString() : null,
      };
    },
  );

  app.post(
    '/api/v2/application/:appId/esign-consent',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: acceptedTextBody,
      },
    },
    async (request: AppRequest<{ textVersion: string; accepted: true }>, reply) => {
      const row = await owned(request, reply);
      if (!row) return;
      if (request.body.textVersion !== E_SIGN_CONSENT.version) return refuseOldText(reply, E_SIGN_CONSENT);
      if (!(await disclosuresLinkOpened(orm, row.id))) {
        return conflict(reply, 'sample_not_opened', requestLoanText(request)('refusal.sampleNotOpened'));
      }
      const receipt = await recordConsent(orm, request, row.id, E_SIGN_CONSENT);
      const loan = await findLoanByApplication(orm, row.id);
      if (loan) await setLoanItemStatus(orm, loan.id, 'e-sign-consent', SIGNED, actor(request));
      request.log.info({ appId: row.id }, 'E-SIGN consent recorded');
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/api/v2/application/:appId/disclosures-receipt',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: acceptedTextBody,
      },
    },
    async (request: AppRequest<{ textVersion: string; accepted: true }>, reply) => {
      const row = await owned(request, reply);
      if (!row) return;
      if (request.body.textVersion !== DISCLOSURES_RECEIPT.version)
        return refuseOldText(reply, DISCLOSURES_RECEIPT);
      const problem = await receiptProblem(
        orm,
        row.id,
        request.caller?.sub as string,
        acceptedLocale(request),
      );
      if (problem) return conflict(reply, problem.code, problem.message);
      const receipt = await recordConsent(orm, request, row.id, DISCLOSURES_RECEIPT);
      request.log.info({ appId: row.id }, 'disclosures receipt recorded');
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/api/v2/application/:appId/closing/slots',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const found = await ownedLoan(request, reply);
      if (found) return closingSlotsView(found.row, found.loan, app.lender, acceptedLocale(request));
    },
  );

  app.put(
    '/api/v2/application/:appId/closing',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          type: 'object',
          required: ['slotId'],
          additionalProperties: false,
          properties: { slotId: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request: AppRequest<{ slotId: string }>, reply) => {
      const found = await ownedLoan(request, reply);
      if (!found) return;
      const officer = await findOfficer(orm, found.row.nmlsId);
      const { row, loan } = found;
      const booked = await bookClosing(
        orm,
        row,
        loan,
        request.body.slotId,
        officer?.officer,
        actor(request),
        app.lender,
        acceptedLocale(request),
      );
      if ('problem' in booked) return invalidField(reply, 'slotId', booked.problem);
      return loanSummary(orm, booked.loan, acceptedLocale(request));
    },
  );

  app.get(
    '/api/v2/application/:appId/disbursement',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const found = await ownedLoan(request, reply);
      if (found) return { disbursement: disbursementView(found.loan.disbursement) };
    },
  );

  app.put(
    '/api/v2/application/:appId/disbursement',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          type: 'object',
          required: ['method'],
          additionalProperties: false,
          properties: {
            method: { type: 'string', enum: ['directDeposit', 'check'] },
            accountType: { type: 'string', enum: ['checking', 'savings'] },
            routingNumber: { type: 'string', maxLength: 20 },
            accountNumber: { type: 'string', maxLength: 30 },
          },
        },
      },
    },
    async (
      request: AppRequest<{
        method: 'directDeposit' | 'check';
        accountType?: 'checking' | 'savings';
        routingNumber?: string;
        accountNumber?: string;
      }>,
      reply,
    ) => {
      const found = await ownedLoan(request, reply);
      if (!found) return;
      const body = request.body;
      if (body.method === 'directDeposit') {
        const t = requestLoanText(request);
        const routing = routingNumberProblem(body.routingNumber ?? '');
        if (routing) return invalidField(reply, 'routingNumber', t(`refusal.routing.${routing}`));
        if (!body.accountNumber || !/^[0-9]{4,17}$/.test(body.accountNumber))
          return invalidField(reply, 'accountNumber', t('refusal.accountNumber'));
        if (!body.accountType) return invalidField(reply, 'accountType', t('refusal.accountType'));
      }
      const stored = disbursementFor(body, found.row, cipherFor(orm));
      const loan = await updateLoan(orm, found.loan.id, { disbursement: stored }, actor(request), {
        kind: 'disbursement-chosen',
        detail: { method: body.method },
      });
      return { disbursement: disbursementView(loan.disbursement) };
    },
  );
}
