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
import { type Translate, useMessages } from '../i18n/messages.ts';
import { AnswerLines } from './answer-lines.tsx';
import { productWords, termWords } from './loan-words.ts';
import { type LocaleFormat, useLocaleFormat } from './locale-format.ts';

export function termRows(
  terms: LoanTerms,
  words?: { t: Translate; format: LocaleFormat },
): [string, string][] {
  const heloc = terms.creditType === 'open-end';
  if (words) {
    const { t, format } = words;
    return [
      [t('terms.product'), productWords(t, terms.productType, terms.productName)],
      ...(heloc && terms.totalLineAmount !== null
        ? [[t('terms.totalLine'), format.usd(terms.totalLineAmount)] as [string, string]]
        : []),
      [t(heloc ? 'terms.initialDraw' : 'terms.loanAmount'), format.usd(terms.loanAmount)],
      [t('terms.interestRate'), format.percent(terms.interestRate)],
      [t('terms.apr'), format.percent(terms.apr)],
      [t('terms.monthlyPayment'), format.usd(terms.monthlyPayment, { cents: true })],
      [t('terms.originationFee'), format.usd(terms.originationFee, { cents: true })],
      [t('terms.term'), termWords(t, terms.termMonths)],
      [t('terms.cash'), format.usd(terms.cashToBorrower, { cents: true })],
    ];
  }
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
  const t = useMessages('loans');
  const format = useLocaleFormat();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="review-terms" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="review-terms" sx={{ mb: 1 }}>
        {t('terms.heading')}
      </Typography>
      <AnswerLines
        sideBySide
        lines={termRows(terms, { t, format }).map(([label, value]) => ({ label, value }))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(terms.creditType === 'open-end' ? 'apr.heloc' : 'apr.fixed')}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <Link href="#accept" onClick={goToAccept}>
          {t('terms.goToAccept')}
        </Link>
      </Box>
    </Paper>
  );
}
