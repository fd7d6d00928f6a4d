/**
 * Where a declined borrower can change an answer pricing read (src/shared/pricing/decline-reasons.ts): the step
 * that asks the answer's fact (found through the flow's facts and the step files, never by naming a step), with
 * `returnTo` so Continue there prices again at once; a home's value goes through the property value detour, since
 * pricing reads the value found or given there, not the borrower's first estimate.
 */
import type { AxiosInstance } from 'axios';
import { destinationStep } from '../../shared/flows/engine-destinations.ts';
import { type FactName, factPath, factValue } from '../../shared/flows/flow-facts.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { findStepAsking } from '../../shared/flows/step-asking.ts';
import { formatUsd } from '../../shared/format.ts';
import { withAppId } from '../../shared/officer-id.ts';
import type { Changeable } from '../../shared/pricing/decline-reasons.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { fetchValuation } from '../api/pricing-api.ts';
import { loadStepDocument } from '../flow-engine/step-documents.ts';

export interface ChangeLink {
  changeable: Changeable;
  label: string;
  /** The answer as it stands, when there is one to show. */
  now: string | null;
  to: string;
}

const FACT_OF: Partial<Record<Changeable, FactName>> = {
  amount: 'requestedAmount',
  income: 'statedAnnualIncome',
  occupancy: 'occupancy',
  propertyType: 'propertyType',
};

const LABELS: Record<Changeable, string> = {
  amount: 'Change the amount you asked for',
  value: 'Tell us what your home is worth',
  income: 'Check the yearly income you gave us',
  occupancy: 'Check how you use the home',
  propertyType: 'Check the kind of home',
};

const loadDocument = (screen: string) => loadStepDocument(screen).catch(() => undefined);

interface LinkContext {
  flow: FlowFile;
  application: ApplicationDocument;
  officerId: string;
  http: AxiosInstance;
}

function href({ flow, application, officerId }: LinkContext, path: string): string {
  const pricing = destinationStep(flow, 'pricing')?.path;
  const query = pricing && pricing !== path ? `?returnTo=${encodeURIComponent(pricing)}` : '';
  return withAppId(`/${officerId}/${path}${query}`, application.appId);
}

async function factLink(
  context: LinkContext,
  changeable: Changeable,
  fact: FactName,
): Promise<ChangeLink | null> {
  const path = factPath(context.flow.facts[fact]);
  if (!path) return null;
  const step = await findStepAsking(context.flow, path, loadDocument);
  if (!step) return null;
  const value = factValue(context.flow, fact, context.application);
  const now = typeof value === 'number' ? formatUsd(value) : null;
  return { changeable, label: LABELS[changeable], now, to: href(context, step.path) };
}

async function valueLink(context: LinkContext): Promise<ChangeLink | null> {
  const { flow, http, application } = context;
  const valuation = await fetchValuation(http, application.appId).catch(() => null);
  // The AVM's value is questioned where it is shown; a value already given is given again among the options.
  const step =
    valuation?.avmValue && !valuation.valuation
      ? destinationStep(flow, 'valueAgreement')
      : destinationStep(flow, 'valueOptions');
  if (step) {
    const now = valuation?.valuation?.value ?? valuation?.avmValue ?? null;
    return {
      changeable: 'value',
      label: LABELS.value,
      now: now === null ? null : formatUsd(now),
      to: withAppId(`/${context.officerId}/${step.path}`, application.appId),
    };
  }
  const estimate = await factLink(context, 'value', 'estimatedValue');
  return estimate;
}

/** The links for these answers, in their order; an answer the flow does not ask has none. */
export async function changeLinks(
  context: LinkContext,
  changeable: readonly Changeable[],
): Promise<ChangeLink[]> {
  const links = await Promise.all(
    changeable.map((which) => {
      if (which === 'value') return valueLink(context);
      const fact = FACT_OF[which];
      return fact ? factLink(context, which, fact) : null;
    }),
  );
  return links.filter((link): link is ChangeLink => link !== null);
}
