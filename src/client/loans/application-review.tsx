/**
 * submit/review: every answer the borrower gave, step by step under its section, each step with an Edit link
 * that comes back here after Continue (`returnTo`), the chosen offer's terms, and any co-borrower by name, email and
 * status only (their answers are theirs: the owner never receives them), saying who has not finished yet.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { destinationStep } from '../../shared/flows/engine-destinations.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../shared/flows/flow-types.ts';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import type { LoanTerms } from '../api/loan-api.ts';
import { PricingCallError } from '../api/pricing-api.ts';
import { ReviewCoborrowers } from '../coborrower/review-coborrowers.tsx';
import { loadStepDocument } from '../flow-engine/step-documents.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { AnswerLines } from './answer-lines.tsx';
import { type SummaryLine, summarizeAnswers } from './answer-summary.ts';
import { freshTerms } from './fresh-terms.ts';
import { aprFootnote } from './loan-detail-rows.ts';
import { RepricedTermsNotice, StaleTermsNotice } from './stale-terms-notice.tsx';

export const RETURN_TO_PARAM = 'returnTo';

/** The steps before review, in flow order, that hold the borrower's answers (one per screen). */
export function reviewedSteps(flow: FlowFile, reviewPath: string): ScreenStep[] {
  const end = flow.steps.findIndex((candidate) => candidate.path === reviewPath);
  const seen = new Set<string>();
  return flow.steps
    .slice(0, end === -1 ? undefined : end)
    .filter(isScreen)
    .filter((candidate) => flow.sections[candidate.section]?.review === true)
    .filter((candidate) => {
      if (seen.has(candidate.screen)) return false;
      seen.add(candidate.screen);
      return true;
    });
}

interface ReviewedStep {
  step: ScreenStep;
  document: StepDocument;
  lines: SummaryLine[];
}

function Terms({ terms }: { terms: LoanTerms }) {
  const heloc = terms.creditType === 'open-end';
  const rows: [string, string][] = [
    ['Product', terms.productName],
    [heloc ? 'Initial draw amount' : 'Loan amount', formatUsd(terms.loanAmount)],
    ...(heloc && terms.totalLineAmount !== null
      ? [['Total credit line amount', formatUsd(terms.totalLineAmount)] as [string, string]]
      : []),
    ['Interest rate', formatPercent(terms.interestRate)],
    ['APR', formatPercent(terms.apr)],
    ['Term', formatTerm(terms.termMonths)],
    ['Monthly payment', formatUsd(terms.monthlyPayment, { cents: true })],
    ['Origination fee', formatUsd(terms.originationFee, { cents: true })],
    ['Estimated cash to you', formatUsd(terms.cashToBorrower, { cents: true })],
  ];
  return (
    <section aria-labelledby="review-terms">
      <Typography variant="h5" component="h2" id="review-terms" sx={{ mb: 1 }}>
        Your loan terms
      </Typography>
      <AnswerLines lines={rows.map(([label, value]) => ({ label, value }))} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {aprFootnote(heloc)}
      </Typography>
    </section>
  );
}

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
  const http = useHttpClient();
  const officerId = useOfficerId();
  const { appId } = application;
  const terms = useQuery({ queryKey: ['review-terms', appId], queryFn: () => freshTerms(http, appId) });
  const documents = useQuery({
    queryKey: ['review-documents', flow.flowType, step.path],
    queryFn: () =>
      Promise.all(
        reviewedSteps(flow, step.path).map(async (reviewed) => ({
          step: reviewed,
          document: await loadStepDocument(reviewed.screen),
        })),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reviewed: ReviewedStep[] = (documents.data ?? [])
    .map((entry) => ({
      ...entry,
      lines: summarizeAnswers(entry.document.schema, entry.document.uiSchema, application),
    }))
    .filter((entry) => entry.lines.length > 0);
  const sections = [...new Set(reviewed.map((entry) => entry.step.section ?? ''))];
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
    <Box sx={{ display: 'grid', gap: 4 }}>
      {stale ? <StaleTermsNotice message={stale.message} chooseAgain={chooseAgain} /> : null}
      {repriced ? <RepricedTermsNotice message={repriced.message} before={repriced.before} /> : null}
      {terms.data && !stale ? <Terms terms={terms.data.terms} /> : null}
      {noOffer ? (
        <StaleTermsNotice message="No offer is chosen for your current answers." chooseAgain={chooseAgain} />
      ) : terms.isError ? (
        <Alert severity="error">
          {terms.error instanceof Error ? terms.error.message : 'We could not load your loan terms.'}
        </Alert>
      ) : null}
      {documents.isError ? (
        <Alert severity="error">We could not load your answers. Reload the page to try again.</Alert>
      ) : null}
      {sections.map((section) => (
        <section key={section} aria-labelledby={`review-${section}`}>
          <Typography variant="h5" component="h2" id={`review-${section}`} sx={{ mb: 1 }}>
            {flow.sections[section]?.title ?? section}
          </Typography>
          {reviewed
            .filter((entry) => (entry.step.section ?? '') === section)
            .map((entry) => (
              <Box key={entry.step.path} sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
                >
                  <Typography variant="h6" component="h3">
                    {entry.document.title}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={editLink(entry.step.path)}
                    aria-label={`Edit ${entry.document.title}`}
                  >
                    Edit
                  </Link>
                </Box>
                <AnswerLines lines={entry.lines} />
              </Box>
            ))}
        </section>
      ))}
      <ReviewCoborrowers flow={flow} appId={appId} returnTo={step.path} />
    </Box>
  );
}
