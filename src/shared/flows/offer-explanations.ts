/**
 * The offer chooser's explanation texts, as a step file gives them (`offerExplanations`, schemas/step.schema.json),
 * and the figures each may name in braces: `{months}` is filled in with the offer's own number.
 */
export interface OfferExplanations {
  heading: string;
  kinds: string;
  apr: string;
  fee: string;
  totalCost: string;
  breakEven: string;
  noSaving?: string;
  totalCostLabel: string;
  lowestMonthly: string;
  lowestTotal: string;
  lowestSummary: string;
  /** 1026.19(e)(2)(ii): shown above the offers, which come before the Loan Estimate. */
  estimateStatement?: string;
}

/** The figures each text may use; a text not listed uses none. */
export const EXPLANATION_FIGURES: Partial<Record<keyof OfferExplanations, readonly string[]>> = {
  breakEven: ['months', 'savings', 'fee'],
  noSaving: ['fee'],
  totalCostLabel: ['term'],
  lowestSummary: ['monthly', 'total'],
};

const FIGURE = /\{([^{}]*)\}/g;

/** The names in braces in a text. */
export const figuresIn = (text: string): string[] =>
  [...text.matchAll(FIGURE)].map((match) => match[1] ?? '');

/** The text with each `{name}` replaced by its figure (a name without one stays as written). */
export const fillFigures = (text: string, figures: Record<string, string>): string =>
  text.replace(FIGURE, (whole, name: string) => figures[name] ?? whole);
