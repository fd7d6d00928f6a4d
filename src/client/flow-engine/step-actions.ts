/**
 * Named actions a flow step runs on Continue (a flow file's `action`), typed against the names the flow
 * contract allows (src/shared/flows/engine-names.ts). An action may call the server (then it is async); one
 * that must keep the borrower on the step throws a StepActionError with the words to show.
 */
import type { AxiosInstance } from 'axios';
import { destinationPath, destinationStep } from '../../shared/flows/engine-destinations.ts';
import type { StepActionName } from '../../shared/flows/engine-names.ts';
import { factValue } from '../../shared/flows/flow-facts.ts';
import { findStep, resolveNext } from '../../shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { savedLastPath } from '../../shared/saved-last-path.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { PricingCallError } from '../api/pricing-call-error.ts';
import {
  completeCoborrower,
  inviteCoborrower,
  recordCoborrowerCreditConsent,
} from '../coborrower/coborrower-actions.ts';
import { offerChoices } from '../select-offer/offer-choice-store.ts';
import { writeSession } from '../state/browser-storage.ts';
import { SESSION_KEYS } from '../state/storage-keys.ts';

// The calls load when an action first runs, not with every step screen.
const loanCalls = () => import('../api/loan-api.ts');
const pricingCalls = () => import('../api/pricing-api.ts');

export interface StepActionContext {
  flow: FlowFile;
  step: ScreenStep;
  /** The application as saved by this Continue. */
  application: ApplicationDocument;
  /** The signed-in borrower's keys to their own last path (email, identity subject). */
  applicantKeys: (string | null | undefined)[];
  /** The API client, for actions that call the server. */
  http?: AxiosInstance;
  /** Reads the application again after the server changed it (keeps the next step's version current). */
  reload?: () => Promise<ApplicationDocument>;
}

/** Keeps the borrower on the step with this message. */
/** A message of a catalogue (`schemas/messages/<locale>/<namespace>.json`), so the notice reads in the borrower's language. */
export interface ActionText {
  namespace: string;
  key: string;
  values?: Record<string, unknown>;
}

/** Why Continue stays on the step: `message` in English (logs, tests), `text` the borrower's words of it. */
export class StepActionError extends Error {
  readonly text: ActionText | undefined;
  constructor(message: string, text?: ActionText) {
    super(message);
    this.name = 'StepActionError';
    this.text = text;
  }
}

/** Resolves to the step path to go to (relative to the officer id), or undefined for the step's `next`. */
export type StepAction = (context: StepActionContext) => string | undefined | Promise<string | undefined>;

/**
 * Continue an application: back to the step saved as its last path, if that step is in this flow. Spec
 * 4.8: continuing at pricing first keeps the first name, desired amount and state, then prices again.
 */
const resumeApplication: StepAction = async (context) => {
  const { flow, step, application, applicantKeys } = context;
  const saved = savedLastPath(application, applicantKeys)?.replace(/^\//, '');
  if (saved && saved !== step.path && findStep(flow, saved)) {
    const pricingSteps = [destinationStep(flow, 'pricing'), destinationStep(flow, 'offerChoice')];
    if (pricingSteps.some((pricing) => pricing?.path === saved) && context.http) {
      rememberPricingFacts(flow, application);
      await (await pricingCalls()).withFreshPricing(context.http, application);
    }
    return saved;
  }
  return resolveNext(step, application);
};

function rememberPricingFacts(flow: FlowFile, application: ApplicationDocument): void {
  const firstName = (application as unknown as { contactInfo?: { firstName?: string } }).contactInfo
    ?.firstName;
  const amount = factValue(flow, 'requestedAmount', application);
  const address = factValue(flow, 'propertyAddress', application) as { state?: string } | undefined;
  if (firstName) writeSession(SESSION_KEYS.firstName, firstName);
  if (typeof amount === 'number') writeSession(SESSION_KEYS.desiredAmount, String(amount));
  if (address?.state) writeSession(SESSION_KEYS.userState, address.state);
}

function httpOf(context: StepActionContext): AxiosInstance {
  if (!context.http) throw new Error(`Step "${context.step.path}" needs the API client for its action`);
  return context.http;
}

const detour = (context: StepActionContext): Record<string, unknown> =>
  ((context.application as unknown as { propertyValueDetour?: Record<string, unknown> })
    .propertyValueDetour ?? {}) as Record<string, unknown>;

/** select-offer/consent: the FCRA consent is recorded (text version and hash) before the soft pull. */
const recordSoftPullConsent: StepAction = async (context) => {
  await (await pricingCalls()).recordSoftPullConsent(httpOf(context), context.application.appId);
  return resolveNext(context.step, context.application);
};

/**
 * select-offer/options: a pick is required, and its post (not awaited when made) has landed. The choice is read
 * back from the server: pricing on arrival lets go of one priced on answers that have changed since.
 */
const confirmOffer: StepAction = async (context) => {
  const { appId } = context.application;
  const pending = offerChoices.get(appId);
  if (pending) await pending.done;
  offerChoices.clear(appId);
  const fresh = (await context.reload?.()) ?? context.application;
  const stored = (fresh as unknown as { pricing?: { product?: unknown } }).pricing?.product;
  if (!stored)
    throw new StepActionError('Choose one of the offers to continue.', {
      namespace: 'steps',
      key: 'action.chooseOffer',
    });
  return resolveNext(context.step, fresh);
};

/** applicant/property/avm-agreement: yes keeps the AVM value and prices again; no asks for another value. */
const agreeAvmValue: StepAction = async (context) => {
  if (detour(context).avmLooksRight !== 'yes') return resolveNext(context.step, context.application);
  await (await pricingCalls()).savePropertyValue(httpOf(context), context.application.appId, { type: 'avm' });
  await context.reload?.();
  return destinationPath(context.flow, 'pricing');
};

const savePriorAppraisal: StepAction = async (context) => {
  const answers = detour(context);
  await (await pricingCalls()).savePropertyValue(httpOf(context), context.application.appId, {
    type: 'prior',
    value: Number(answers.priorValue),
    appraisalDate: String(answers.priorDate),
  });
  await context.reload?.();
  return resolveNext(context.step, context.application);
};

const saveStatedValue: StepAction = async (context) => {
  await (await pricingCalls()).savePropertyValue(httpOf(context), context.application.appId, {
    type: 'stated',
    value: Number(detour(context).statedValue),
  });
  await context.reload?.();
  return resolveNext(context.step, context.application);
};

/** submit/review: Continue accepts the terms of the chosen offer, as shown on the review screen. */
const acceptLoanTerms: StepAction = async (context) => {
  const http = httpOf(context);
  const { fetchLoanTerms, acceptLoanTerms } = await loanCalls();
  const terms = await fetchLoanTerms(http, context.application.appId);
  if (terms.stale)
    throw new StepActionError(`${terms.stale.message} Choose your offer again before you accept its terms.`, {
      namespace: 'steps',
      key: 'action.chooseAgain',
      values: { reason: terms.stale.message },
    });
  await acceptLoanTerms(http, context.application.appId, terms.productId);
  await context.reload?.();
  return resolveNext(context.step, context.application);
};

/**
 * esign-consent: the E-SIGN consent is recorded with its text version and hash; the server first checks the
 * sample document was opened (the borrower showed they can open the format) and says so when it was not.
 */
const recordESignConsent: StepAction = async (context) => {
  try {
    await (await loanCalls()).recordESignConsent(httpOf(context), context.application.appId);
  } catch (error) {
    if (error instanceof PricingCallError && error.code === 'sample_not_opened') {
      throw new StepActionError(
        'Open the sample document with the link above first, then agree and continue.',
        { namespace: 'steps', key: 'action.openSample' },
      );
    }
    throw error;
  }
  return resolveNext(context.step, context.application);
};

/**
 * disclosures: the receipt of the disclosures (the server checks they were opened after the E-SIGN consent) and
 * the authorisation of the hard inquiry, both before submission.
 */
const recordDisclosureConsents: StepAction = async (context) => {
  try {
    await (await loanCalls()).recordDisclosureConsents(httpOf(context), context.application.appId);
  } catch (error) {
    if (error instanceof PricingCallError && error.code === 'disclosures_not_opened') {
      throw new StepActionError(
        'Open your initial disclosures with the link above first, then agree and continue.',
        { namespace: 'steps', key: 'action.openDisclosures' },
      );
    }
    if (error instanceof PricingCallError && error.code === 'esign_consent_required')
      throw new StepActionError(error.message);
    throw error;
  }
  return resolveNext(context.step, context.application);
};

export const STEP_ACTIONS = {
  resumeApplication,
  recordSoftPullConsent,
  confirmOffer,
  agreeAvmValue,
  savePriorAppraisal,
  saveStatedValue,
  inviteCoborrower,
  completeCoborrower,
  acceptLoanTerms,
  recordESignConsent,
  recordDisclosureConsents,
  recordCoborrowerCreditConsent,
} satisfies Record<StepActionName, StepAction>;

/** Where Continue leads: the step's action decides when it has one, else its `next` with these answers. */
export function continueTarget(context: StepActionContext): string | undefined | Promise<string | undefined> {
  const { action } = context.step;
  if (action && action in STEP_ACTIONS) return STEP_ACTIONS[action as StepActionName](context);
  if (action) console.error(`Step "${context.step.path}" names action "${action}", which is not registered`);
  return resolveNext(context.step, context.application);
}
