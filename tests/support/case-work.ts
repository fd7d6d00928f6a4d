/**
 * The work a step's panel does on arrival (src/client/flow-engine/step-panel.tsx and the panels it loads), made
 * with the client's own API functions: the soft pull, pricing and its property value detour, the offer choice,
 * verification on the vendor's hosted page, the co-borrower's part (when the data set has it), the disclosures
 * link, submission, closing and payout. Each answers where the panel takes the borrower, or what it shows when it
 * stops there. Panels that only show something do no work here.
 */
import type { AxiosInstance } from 'axios';
import {
  fetchClosingSlots,
  fetchDisclosuresLink,
  saveDisbursement,
  scheduleClosing,
  submitApplication,
} from '../../src/client/api/loan-api.ts';
import {
  chooseOffer,
  fetchValuation,
  generatePricing,
  runCreditCheck,
} from '../../src/client/api/pricing-api.ts';
import { PricingCallError } from '../../src/client/api/pricing-call-error.ts';
import {
  createLinkToken,
  createVerificationUser,
  type VerificationKind,
  verifySession,
} from '../../src/client/api/verification-api.ts';
import {
  fetchCoborrowerDocument,
  putCoborrowerResource,
  recordCoborrowerCreditConsent,
  SECTION_RESOURCES,
} from '../../src/client/coborrower/coborrower-api.ts';
import { freshTerms } from '../../src/client/loans/fresh-terms.ts';
import { destinationPath } from '../../src/shared/flows/engine-destinations.ts';
import type { FlowFile, ScreenStep } from '../../src/shared/flows/flow-types.ts';
import { isObject, type Json } from './case-answers.ts';
import {
  acceptedCoborrower,
  type CaseApplication,
  invitationFrom,
  readApplication,
} from './case-application.ts';

/** What a step's work led to: on by itself (to a step, or the step's `next`), or stopped with a message. */
export type Arrival =
  | { kind: 'stays' }
  | { kind: 'moves'; to?: string }
  | { kind: 'stopped'; message: string };

/** What the borrower saw of the work, for a journey's outcomes. */
export interface Seen {
  credit?: string;
  score?: number | null;
  offers?: 'found' | 'none';
  verification?: string;
  shows?: string;
}

export interface WorkContext {
  flow: FlowFile;
  step: ScreenStep;
  application: CaseApplication;
  /** The journey's answers, for what the borrower types on a vendor's page. */
  answers: Json;
  /** Whether the step's screen has questions of its own (a verification there is the borrower's choice). */
  asks: boolean;
  /** The screen holds Continue until identity is verified (its step file's `requiresVerifiedIdentity`). */
  requiresIdentity: boolean;
  seen: Seen;
}

type PanelWork = (context: WorkContext) => Promise<Arrival>;

const stoppedBy = (error: unknown): Arrival => ({
  kind: 'stopped',
  message: error instanceof Error ? error.message : String(error),
});

const creditCheck: PanelWork = async ({ flow, application, seen }) => {
  try {
    const result = await runCreditCheck(application.http, application.appId);
    seen.credit = result.status;
    seen.score = result.score;
    return result.status === 'ok' ? { kind: 'moves' } : { kind: 'stopped', message: result.message };
  } catch (error) {
    if (
      error instanceof PricingCallError &&
      (error.code === 'consent_required' || error.code === 'identity_unverified')
    )
      return { kind: 'moves', to: destinationPath(flow, 'softPullConsent') };
    return stoppedBy(error);
  }
};

const pricingRun: PanelWork = async ({ flow, application, seen }) => {
  try {
    const result = await generatePricing(application.http, application.appId);
    seen.offers = result.products.length > 0 ? 'found' : 'none';
    if (result.products.length > 0) return { kind: 'moves' };
    return { kind: 'stopped', message: result.ineligibleReasons.join(' ') };
  } catch (error) {
    if (error instanceof PricingCallError && error.code === 'property_value_needed') {
      const valuation = await fetchValuation(application.http, application.appId);
      return {
        kind: 'moves',
        to: destinationPath(flow, valuation.avmValue ? 'valueAgreement' : 'valueOptions'),
      };
    }
    return stoppedBy(error);
  }
};

/** The borrower takes the first offer at its amount (the chooser's starting point). */
const offerChooser: PanelWork = async ({ application, seen }) => {
  try {
    const priced = await generatePricing(application.http, application.appId);
    const [first] = priced.products;
    seen.offers = first ? 'found' : 'none';
    if (!first) return { kind: 'stopped', message: priced.ineligibleReasons.join(' ') };
    await chooseOffer(application.http, application.appId, first);
    return { kind: 'stays' };
  } catch (error) {
    return stoppedBy(error);
  }
};

/** The vendor's hosted page, filled as the borrower would: their date of birth and SSN, or their employer. */
async function hostedPage(application: CaseApplication, kind: VerificationKind, answers: Json, url: string) {
  const token = new URL(url, 'http://localhost').searchParams.get('token') ?? '';
  const legal = ((answers.applicant as Json | undefined)?.legal ?? {}) as Json;
  let form: Record<string, string>;
  if (kind === 'identity') {
    form = {
      dateOfBirth: String(legal.dateOfBirth ?? '1984-06-02'),
      ssnLast4: String(legal.ssn ?? '6789').slice(-4),
      action: 'verify',
    };
  } else {
    const page = await application.app.inject({ url: `/verification-sim/income?token=${token}` });
    const employer = /name="employer" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    form = { employer: employer.replaceAll('&amp;', '&'), action: 'connect' };
  }
  const submitted = await application.app.inject({
    method: 'POST',
    url: `/verification-sim/${kind}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...form }).toString(),
  });
  const back = new URL(String(submitted.headers.location ?? ''), 'http://localhost');
  return back.searchParams.get('verificationSession');
}

/**
 * Verification is the purpose of a screen that asks nothing else, or that holds Continue for it (the soft-pull
 * consent); where the screen has other questions it is left. A verification that passed earlier is shown as such.
 */
const verification =
  (kind: VerificationKind): PanelWork =>
  async ({ step, application, answers, asks, requiresIdentity, seen }) => {
    if (asks && !requiresIdentity) return { kind: 'stays' };
    try {
      const current = (await readApplication(application)) as {
        verification?: Record<string, { status?: string }>;
      };
      if (current.verification?.[kind]?.status === 'passed') {
        seen.verification = 'passed';
        return { kind: 'stays' };
      }
      await createVerificationUser(application.http, application.appId);
      const returnPath = `/2000001/${step.path}?appId=${application.appId}`;
      const link = await createLinkToken(application.http, application.appId, kind, returnPath);
      const session = await hostedPage(application, kind, answers, link.hostedUrl);
      if (!session) throw new Error(`the ${kind} verification page did not come back with a session`);
      const document = await verifySession(application.http, application.appId, kind, session);
      const stored = (document as { verification?: Record<string, { status?: string }> }).verification;
      seen.verification = stored?.[kind]?.status ?? 'unknown';
    } catch (error) {
      seen.verification = 'unavailable';
      seen.shows = error instanceof Error ? error.message : String(error);
    }
    return { kind: 'stays' };
  };

/** The review prices the chosen offer again when an answer it was priced on changed since (income verified). */
const applicationReview: PanelWork = async ({ application }) => {
  try {
    const { terms } = await freshTerms(application.http, application.appId);
    return terms.stale ? { kind: 'stopped', message: terms.stale.message } : { kind: 'stays' };
  } catch (error) {
    return stoppedBy(error);
  }
};

/**
 * The borrower opens the disclosures link: before the E-SIGN consent it shows the sample document (E-SIGN asks that
 * they can open the format), after it the disclosures they acknowledge.
 */
const openDisclosuresLink: PanelWork = async ({ application }) => {
  const link = await fetchDisclosuresLink(application.http, application.appId);
  await application.app.inject({ url: new URL(link.url, 'http://localhost').pathname });
  return { kind: 'stays' };
};

const submitOnArrival: PanelWork = async ({ application }) => {
  try {
    await submitApplication(application.http, application.appId);
    return { kind: 'moves' };
  } catch (error) {
    return stoppedBy(error);
  }
};

/** The borrower takes the first closing time offered. */
const closingScheduler: PanelWork = async ({ application }) => {
  try {
    const { slots } = await fetchClosingSlots(application.http, application.appId);
    if (!slots[0]) return { kind: 'stopped', message: 'No closing time is offered' };
    await scheduleClosing(application.http, application.appId, slots[0].id);
    return { kind: 'moves' };
  } catch (error) {
    return stoppedBy(error);
  }
};

/** The borrower asks for a check. */
const disbursementChoice: PanelWork = async ({ application }) => {
  try {
    await saveDisbursement(application.http, application.appId, { method: 'check' });
    return { kind: 'moves' };
  } catch (error) {
    return stoppedBy(error);
  }
};

/**
 * The borrower's co-borrower status step: when the journey's data set has the co-borrower's answers (a
 * `coborrower/…` fixture), the co-borrower the borrower invited accepts, answers their part, authorises the hard
 * inquiry and sends it meanwhile.
 * Without them the co-borrower has not finished, and submission waits for them.
 */
const coborrowerStatus: PanelWork = async ({ application, answers }) => {
  const theirs = answers.coborrower;
  if (!isObject(theirs)) return { kind: 'stays' };
  try {
    const { http, contactId } = await acceptedCoborrower(application, invitationFrom(answers));
    let { version } = await fetchCoborrowerDocument(http, application.appId, contactId);
    for (const [section, body] of Object.entries(theirs)) {
      const resource = SECTION_RESOURCES[section] ?? section;
      const written = await putCoborrowerResource(
        http,
        application.appId,
        contactId,
        resource,
        version,
        body as Json,
      );
      version = written.version;
    }
    // Their part ends with their own authorisation of the hard inquiry, then they send it.
    await recordCoborrowerCreditConsent(http, application.appId, contactId);
    await putCoborrowerResource(http, application.appId, contactId, 'complete', version, {});
    return { kind: 'stays' };
  } catch (error) {
    return stoppedBy(error);
  }
};

const PANEL_WORK: Partial<Record<string, PanelWork>> = {
  coborrowerStatus,
  creditCheck,
  pricingRun,
  offerChooser,
  identityVerification: verification('identity'),
  incomeVerification: verification('income'),
  applicationReview,
  eSignConsent: openDisclosuresLink,
  initialDisclosures: openDisclosuresLink,
  submitApplication: submitOnArrival,
  closingScheduler,
  disbursementChoice,
};

/** The panel's work on arrival at the step; a panel that only shows something stays. */
export function arrive(panel: string | undefined, context: WorkContext): Promise<Arrival> {
  const work = panel ? PANEL_WORK[panel] : undefined;
  return work ? work(context) : Promise.resolve({ kind: 'stays' });
}

/** The co-borrower's client for their own steps, the borrower's otherwise. */
export const clientFor = (application: CaseApplication, coborrowerStep: boolean): AxiosInstance =>
  coborrowerStep && application.coborrower ? application.coborrower.http : application.http;
