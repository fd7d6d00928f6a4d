import { localeFormat } from '../../shared/i18n/locale-format.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { apiText } from '../i18n/api-texts.ts';
import { serverMessages } from '../i18n/server-messages.ts';

export interface ChoiceBody {
  applicationId: string;
  productId: string;
  /** The loan amount, or a line's initial draw, whole dollars. */
  loanAmount: number;
  /** A line of credit's credit line, whole dollars; the draw when omitted. */
  lineAmount?: number;
}

/**
 * Why the amounts of a chosen offer cannot be taken (the field and the borrower's words in `locale`), against the
 * offer priced at them: a line outside the offer's limits or off the step, a draw above the line, an amount not
 * offered.
 */
export function choiceRefusal(
  body: ChoiceBody,
  product: PricedProduct,
  step: number,
  locale: Locale,
): { field: 'loanAmount' | 'lineAmount'; message: string } | undefined {
  const t = apiText(locale);
  const { usd } = localeFormat(locale);
  // The rate sheet names a product in English; the offers' words name it in the borrower's language.
  const name = serverMessages(locale, 'offers')('product.name', {
    type: product.productType,
    name: product.productName,
  });
  const { lineAmount, loanAmount } = body;
  if (lineAmount !== undefined) {
    if (product.lineAmount === undefined)
      return { field: 'lineAmount', message: t('refusal.pricing.noLine', { product: name }) };
    const min = product.minLoanAmount ?? 0;
    if (lineAmount < min || lineAmount > product.maxLoanAmount)
      return {
        field: 'lineAmount',
        message: t('refusal.pricing.lineLimits', {
          min: usd(min),
          max: usd(product.maxLoanAmount),
          line: usd(lineAmount),
        }),
      };
    if (lineAmount % step !== 0)
      return { field: 'lineAmount', message: t('refusal.pricing.lineStep', { step: usd(step) }) };
    if (loanAmount > lineAmount)
      return {
        field: 'loanAmount',
        message: t('refusal.pricing.drawAboveLine', { draw: usd(loanAmount), line: usd(lineAmount) }),
      };
  }
  if (product.loanAmount !== loanAmount || (lineAmount !== undefined && product.lineAmount !== lineAmount))
    return {
      field: 'loanAmount',
      message: t('refusal.pricing.amountNotOffered', {
        product: name,
        amount: usd(loanAmount),
        min: usd(product.minLoanAmount ?? 0),
        max: usd(product.lineAmount ?? product.maxLoanAmount),
      }),
    };
  return undefined;
}
