/**
 * submit/review: the chosen offer's terms first, then every answer the borrower gave on the steps their answers took
 * them through, step by step under its section (closed to one line each on a phone), each step with an Edit link
 * that comes back here after Continue (`returnTo`), and any co-borrower by name, email and status only (their
 * answers are theirs: the owner never receives them), saying who has not finished yet.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { destinationStep } from '../../shared/flows/engine-destinations.ts';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { PricingCallError } from '../api/pricing-call-error.ts';
import { ReviewCoborrowers } from '../coborrower/review-coborrowers.tsx';
import { loadStepDocument } from '../flow-engine/step-documents.ts';
import { useLocale } from '../i18n/locale.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { freshTerms } from './fresh-terms.ts';
import { ReviewSectionPanel } from './review-section.tsx';
import { reviewedSteps, reviewSections } from './review-sections.ts';
import { ReviewTerms } from './review-terms.tsx';
import { RepricedTermsNotice, StaleTermsNotice } from './stale-terms-notice.tsx';
import { useAnswerWords } from './use-answer-words.ts';

export const RETURN_TO_PARAM = 'returnTo';

export function ApplicationReview({
  flow,
  step,
  application,
  holdContinue,
}: {
  flow: FlowFile;
  step: ScreenStep;
  application: ApplicationDocument;
  holdContinue?: (held: boolean) => void;
}) {
  const t = useMessages('loans');
  const http = useHttpClient();
  const officerId = useOfficerId();
  const { appId } = application;
  const locale = useLocale();
  const terms = useQuery({ queryKey: ['review-terms', appId], queryFn: () => freshTerms(http, appId) });
  const documents = useQuery({
    queryKey: ['review-documents', flow.flowType, step.path, locale],
    queryFn: () =>
      Promise.all(
        reviewedSteps(flow, step.path).map(async (reviewed) => ({
          step: reviewed,
          document: await loadStepDocument(reviewed.screen, locale),
        })),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answerWords = useAnswerWords();
  const sections = reviewSections(flow, documents.data ?? [], application, answerWords);
  const editLink = (path: string) => {
    const target = withAppId(`/${officerId}/${path}`, appId);
    return `${target}&${RETURN_TO_PARAM}=${encodeURIComponent(step.path)}`;
  };
  // Terms priced on answers that changed since (or no offer chosen): the offers come first, then Accept.
  const stale = terms.data?.terms.stale ?? null;
  const repriced = terms.data?.repriced ?? null;
  const noOffer = terms.error instanceof PricingCallError && terms.error.code === 'no_offer';
  const offers = destinationStep(flow, 'offerChoice');
  const chooseAgain = offers ? editLink(offers.path) : undefined;
  useEffect(() => holdContinue?.(Boolean(stale) || noOffer), [holdContinue, stale, noOffer]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, sm: 4 } }}>
      {stale ? <StaleTermsNotice message={stale.message} chooseAgain={chooseAgain} /> : null}
      {repriced ? <RepricedTermsNotice message={repriced.message} before={repriced.before} /> : null}
      {terms.data && !stale ? <ReviewTerms terms={terms.data.terms} /> : null}
      {noOffer ? (
        <StaleTermsNotice message={t('review.noOffer')} chooseAgain={chooseAgain} />
      ) : terms.isError ? (
        <Alert severity="error">
          {terms.error instanceof Error ? terms.error.message : t('review.termsFailed')}
        </Alert>
      ) : null}
      {documents.isError ? <Alert severity="error">{t('review.answersFailed')}</Alert> : null}
      {sections.map((section) => (
        <ReviewSectionPanel key={section.name} section={section} editLink={editLink} />
      ))}
      <ReviewCoborrowers flow={flow} appId={appId} returnTo={step.path} />
    </Box>
  );
}
