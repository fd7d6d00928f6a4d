/**
 * The HELOC early disclosures of Regulation Z 1026.40(d), given with the application before the borrower submits
 * it (DOMAIN.md 6). The rate sheet prices a fixed-rate line (the whole term at one rate), so the line is disclosed
 * as fixed: no index, margin or caps apply. Figures to the cent from the chosen offer.
 */
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { monthlyPaymentCents, totalOfPaymentsCents } from '../../shared/pricing/amortization.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
import { escapeHtml } from '../routes/hosted-page.ts';

/** The balance of the minimum-payment example 1026.40(d)(5)(iii) prescribes. */
export const EXAMPLE_BALANCE_CENTS = 10_000_00;

/**
 * The monthly periodic rate of an annual rate, to as many decimals (at most six) as it takes for twelve times it
 * to give the annual rate back: 8.25% → `0.6875%` (0.688% would make 8.256%).
 */
export function formatPeriodicRate(annualPercent: number): string {
  const monthly = annualPercent / 12;
  for (let decimals = 3; decimals < 6; decimals += 1) {
    const shown = Number(monthly.toFixed(decimals));
    if (Math.abs(shown * 12 - annualPercent) < 0.0005) return `${monthly.toFixed(decimals)}%`;
  }
  return `${monthly.toFixed(6)}%`;
}

export interface PaymentExample {
  payments: number;
  paymentCents: number;
  finalPaymentCents: number;
}

/** $10,000 drawn at once and repaid by the minimum payments only, at the line's rate over its term. */
export function minimumPaymentExample(ratePercent: number, termMonths: number): PaymentExample {
  const paymentCents = monthlyPaymentCents(EXAMPLE_BALANCE_CENTS, ratePercent, termMonths);
  const totalCents = totalOfPaymentsCents(EXAMPLE_BALANCE_CENTS, ratePercent, termMonths);
  return {
    payments: termMonths,
    paymentCents,
    finalPaymentCents: totalCents - paymentCents * (termMonths - 1),
  };
}

const cents = (amount: number) => formatUsd(amount / 100, { cents: true });
const section = (id: string, title: string, body: string) =>
  `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(title)}</h3>${body}</section>`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The sections of the early disclosure, in the order of 1026.40(d), as HTML under an h2 the page gives. */
export function helocEarlyDisclosures(
  product: PricedProduct,
  lenderName: string,
  thirdPartyFees: readonly ThirdPartyFee[],
): string {
  const line = creditLineOf(product) ?? product.loanAmount;
  const term = formatTerm(product.termMonths);
  const example = minimumPaymentExample(product.rate, product.termMonths);
  // The same estimates as a closed-end loan's Loan Estimate (the provider configuration's thirdPartyFees).
  const fees = thirdPartyFees
    .map((fee) => `<tr><th scope="row">${escapeHtml(fee.name)}</th><td>${cents(fee.amountCents)}</td></tr>`)
    .join('');
  const thirdPartyTotal = thirdPartyFees.reduce((sum, fee) => sum + fee.amountCents, 0);
  return [
    p(
      `This disclosure contains important information about our home equity line of credit. You should read it ` +
        `carefully and keep a copy for your records.`,
    ),
    section(
      'heloc-conditions',
      'Availability of terms',
      p(
        `The terms below are those of the offer you chose and hold while that offer and its rate lock do, if what ` +
          `you told us (your income, the value of your home and your debts) is confirmed before the line opens. ` +
          `If a term shown here changes before the line opens (other than one you agree to), you may decline the ` +
          `line and we will refund every fee you paid to open it.`,
      ),
    ),
    section(
      'heloc-security',
      'Security interest',
      p(
        `We will take a security interest in your home (a mortgage or deed of trust). You could lose your home if ` +
          `you do not meet the obligations of your credit agreement.`,
      ),
    ),
    section(
      'heloc-rights',
      'Possible actions: termination, suspension, reduction and changes',
      p(
        `Under certain circumstances we can terminate your line, require you to pay the entire outstanding ` +
          `balance in one payment, and charge you fees upon termination: if you engage in fraud or material ` +
          `misrepresentation in connection with the line; if you do not meet the repayment terms; or if your ` +
          `action or inaction adversely affects the collateral or our rights in it (for example, you sell the home ` +
          `or let a tax lien attach to it).`,
      ) +
        p(
          `We can refuse to make additional extensions of credit or reduce your credit line while: the value of ` +
            `your home declines significantly below its appraised value; we reasonably believe you will not be ` +
            `able to make the payments because of a material change in your financial circumstances; you are in ` +
            `default of a material obligation of the agreement; government action prevents us from imposing the ` +
            `annual percentage rate agreed, or impairs our security interest so that the value of the interest is ` +
            `less than 120 percent of the credit line; or a regulatory agency has notified us that continued ` +
            `advances would be an unsafe and unsound practice.`,
        ) +
        p(
          `We can make changes to the terms of the agreement if you agree to them in writing, if they ` +
            `unequivocally benefit you, or if they are insignificant (such as a change of the address for ` +
            `payments).`,
        ),
    ),
    section(
      'heloc-rate',
      'Fixed annual percentage rate',
      p(
        `This line has a fixed annual percentage rate of ${formatPercent(product.apr)}, a monthly periodic rate ` +
          `of ${formatPeriodicRate(product.rate)}. The rate does not change during the term of the line: it is ` +
          `not tied to an index. The annual percentage rate includes only interest and not other costs.`,
      ),
    ),
    section(
      'heloc-periods',
      'Draw period and repayment period',
      p(
        `Your initial draw of ${formatUsd(product.loanAmount, { cents: true })} is advanced to you when the line ` +
          `opens. You may draw again, up to your credit line of ${formatUsd(line, { cents: true })}, during the ` +
          `draw period, which lasts the whole term of ${term}. You repay during the same ${term}: there is no ` +
          `separate repayment period, and the line ends when the term does.`,
      ),
    ),
    section(
      'heloc-minimum',
      'Minimum payment requirements',
      p(
        `Your minimum monthly payment is the amount that repays the outstanding balance, principal and interest, ` +
          `in equal monthly payments by the end of the term at the fixed rate; it is figured again when you draw. ` +
          `Each payment covers the month's interest and repays principal. On your initial draw it is ` +
          `${formatUsd(product.monthlyPayment, { cents: true })} a month.`,
      ),
    ),
    section(
      'heloc-example',
      'Minimum payment example',
      p(
        `If you had an outstanding balance of $10,000.00 at the annual percentage rate of ` +
          `${formatPercent(product.apr)} and made only the minimum payments, with no other draws, it would take ` +
          `${term} to pay off the balance: ${example.payments - 1} monthly payments of ` +
          `${cents(example.paymentCents)} and a final payment of ${cents(example.finalPaymentCents)}.`,
      ),
    ),
    section(
      'heloc-balloon',
      'Balloon payment',
      p('The minimum payments repay the whole balance by the end of the term: there is no balloon payment.'),
    ),
    section(
      'heloc-fees',
      'Fees and charges',
      p(
        `To open the line you must pay ${lenderName} an origination fee of ` +
          `${formatUsd(product.originationFee, { cents: true })} (${product.originationFeePercent}% of the ` +
          `initial draw), taken from the initial draw. There is no annual fee and no fee for a draw.`,
      ) +
        p(
          `You must also pay certain fees to third parties to open the line. These fees generally total ` +
            `${cents(thirdPartyTotal)}. If you ask, we will give you an itemization of the fees you will have to ` +
            `pay to third parties:`,
        ) +
        `<table><caption>Estimated third-party fees</caption><tbody>${fees}</tbody></table>`,
    ),
    section(
      'heloc-negative-amortization',
      'Negative amortization',
      p(
        'Every minimum payment covers at least the interest of the month, so your balance never grows from ' +
          'unpaid interest: there is no negative amortization.',
      ),
    ),
    section(
      'heloc-transactions',
      'Transaction requirements',
      p(
        `Each draw may not exceed the credit you have available (your credit line less what you owe). There is ` +
          `no minimum draw amount and no limit on the number of draws during the draw period.`,
      ),
    ),
    section(
      'heloc-tax',
      'Tax deductibility',
      p('You should consult a tax advisor regarding the deductibility of interest and charges for the line.'),
    ),
  ].join('\n');
}
