/**
 * What a borrower reads for a product code of the rate sheet (`HELOC`, `HELOAN`): the one wording of a product on
 * the dashboard, the loan summary, the review and the co-borrower's pages. A code not listed reads as given.
 */
export const PRODUCT_TYPE_LABELS: Readonly<Record<string, string>> = {
  HELOC: 'Home equity line of credit (HELOC)',
  HELOAN: 'Home equity loan',
};

/** The product's words; a code the map does not know reads as `otherwise` (the rate sheet's name), else as given. */
export function productTypeLabel(productType: string, otherwise: string = productType): string {
  return Object.hasOwn(PRODUCT_TYPE_LABELS, productType)
    ? (PRODUCT_TYPE_LABELS[productType] as string)
    : otherwise;
}
