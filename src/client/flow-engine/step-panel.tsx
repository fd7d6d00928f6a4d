/**
 * A step file's `panel` by name: the working part of a screen (the soft pull, the offer chooser, verification,
 * submission and so on). Each comes in its own chunk, fetched with the step's document (form/step-validators.ts),
 * so the other steps do not download them.
 */
import { type ComponentType, use, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StepPanelName } from '../../shared/flows/engine-names.ts';
import { resolveNext } from '../../shared/flows/flow-navigation.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { useReloadApplication } from '../api/application-queries.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import type { PanelContext, StepPanelProps } from './panel-work.tsx';

type Panel = ComponentType<PanelContext>;

const selectOffer = () => import('../select-offer/select-offer-panels.tsx');
const coborrower = () => import('../coborrower/coborrower-panels.tsx');
const submission = () => import('../loans/submission-panels.tsx');
const verification = () => import('../verification/verification-panels.tsx');

/** Each panel's module, by the name a step file gives it (scripts/check-bundle-budgets.ts reads this list). */
export const PANEL_LOADERS = {
  creditCheck: () => selectOffer().then((module) => module.CreditCheck),
  pricingRun: () => selectOffer().then((module) => module.PricingRun),
  offerChooser: () => import('../select-offer/offer-options-panel.tsx').then((module) => module.OfferOptions),
  offerSummary: () => selectOffer().then((module) => module.OfferSummary),
  avmValue: () => selectOffer().then((module) => module.AvmValue),
  propertyAddress: () =>
    import('../applicant/subject-property-panel.tsx').then((module) => module.SubjectPropertyPanel),
  identityVerification: () => verification().then((module) => module.IdentityVerification),
  incomeVerification: () => verification().then((module) => module.IncomeVerification),
  coborrowerStatus: () => coborrower().then((module) => module.CoborrowerStatusPanel),
  coborrowerWelcome: () => coborrower().then((module) => module.CoborrowerWelcomePanel),
  coborrowerDone: () => coborrower().then((module) => module.CoborrowerDonePanel),
  coborrowerCreditAuthorization: () => coborrower().then((module) => module.CoborrowerCreditAuthorization),
  applicationReview: () =>
    import('../loans/application-review.tsx').then((module) => module.ApplicationReview),
  eSignConsent: () => submission().then((module) => module.ESignConsent),
  initialDisclosures: () => submission().then((module) => module.InitialDisclosures),
  submitApplication: () => submission().then((module) => module.SubmitApplication),
  submissionDone: () => submission().then((module) => module.SubmissionDone),
  closingScheduler: () => submission().then((module) => module.ClosingScheduler),
  disbursementChoice: () => submission().then((module) => module.DisbursementChoice),
} satisfies Record<StepPanelName, () => Promise<Panel>>;

const isPanelName = (name: string): name is StepPanelName => Object.hasOwn(PANEL_LOADERS, name);

const loading = new Map<StepPanelName, Promise<Panel>>();
const loaded = new Map<StepPanelName, Panel>();

/** Fetches a panel's chunk once; an unknown name loads nothing (StepPanel reports it). */
export async function loadStepPanel(name: string): Promise<void> {
  if (isPanelName(name)) await loadPanel(name);
}

function loadPanel(name: StepPanelName): Promise<Panel> {
  let pending = loading.get(name);
  if (!pending) {
    pending = PANEL_LOADERS[name]().then((panel) => {
      loaded.set(name, panel);
      return panel;
    });
    // A failed fetch (the network dropped) is tried again next time.
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/** A step file's panel by name, given the way on. Its chunk is normally loaded already, with the step's document. */
export function StepPanel({
  name,
  flow,
  step,
  application,
  document,
  holdContinue,
}: StepPanelProps & Pick<PanelContext, 'holdContinue'> & { name: string }) {
  const navigate = useNavigate();
  const officerId = useOfficerId();
  const reload = useReloadApplication(application.appId);
  const goTo = useCallback(
    async (target?: string) => {
      const fresh = await reload();
      const to = target ?? resolveNext(step, fresh);
      if (to !== undefined) navigate(withAppId(`/${officerId}/${to}`, application.appId));
    },
    [reload, step, navigate, officerId, application.appId],
  );
  if (!isPanelName(name)) {
    console.error(`Step "${step.path}" names panel "${name}", which is not registered`);
    return null;
  }
  const Loaded: Panel = loaded.get(name) ?? use(loadPanel(name));
  return (
    <Loaded
      flow={flow}
      step={step}
      application={application}
      {...(document ? { document } : {})}
      goTo={goTo}
      {...(holdContinue ? { holdContinue } : {})}
    />
  );
}
