/**
 * The terms of the chosen offer, first on the review (after any notice that they were priced again): what the
 * borrower accepts, in the words of the offer screen, and a way straight to Accept below the answers.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { productTypeLabel } from '../../shared/product-types.ts';
import type { LoanTerms } from '../api/loan-api.ts';
import { AnswerLines } from './answer-lines.tsx';
import { aprFootnote } from './loan-detail-rows.ts';

export function termRows(terms: LoanTerms): [string, string][] {
  const heloc = terms.creditType === 'open-end';
  return [
    ['Product', productTypeLabel(terms.productType, terms.productName)],
    ...(heloc && terms.totalLineAmount !== null
      ? [['Total credit line amount', formatUsd(terms.totalLineAmount)] as [string, string]]
      : []),
    [heloc ? 'Initial draw amount' : 'Loan amount', formatUsd(terms.loanAmount)],
    ['Interest rate', formatPercent(terms.interestRate)],
    ['APR', formatPercent(terms.apr)],
    ['Monthly payment', formatUsd(terms.monthlyPayment, { cents: true })],
    ['Origination fee', formatUsd(terms.originationFee, { cents: true })],
    ['Term', formatTerm(terms.termMonths)],
    ['Estimated cash to you', formatUsd(terms.cashToBorrower, { cents: true })],
  ];
}

/** Moves the focus to the step's Accept button (the form's submit), below every answer. */
function goToAccept(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const accept = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  accept?.scrollIntoView({ block: 'center' });
  accept?.focus();
}

export function ReviewTerms({ terms }: { terms: LoanTerms }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="review-terms" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="review-terms" sx={{ mb: 1 }}>
        Your loan terms
      </Typography>
      <AnswerLines sideBySide lines={termRows(terms).map(([label, value]) => ({ label, value }))} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {aprFootnote(terms.creditType === 'open-end')}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <Link href="#accept" onClick={goToAccept}>
          Go to Accept
        </Link>
      </Box>
    </Paper>
  );
}
