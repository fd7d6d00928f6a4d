/**
 * The letters of the Uniform Residential Loan Application's declarations (Form 1003 section 5a A–E, 5b F–M), by
 * the MISMO 3.4 name an answer carries under `declarations`: the letter a borrower and a lender read beside the same
 * question (B, a purchase's relationship with the seller, is not asked of home equity).
 */
export const URLA_DECLARATION_LETTERS: Readonly<Record<string, string>> = {
  intentToOccupyType: 'A',
  undisclosedBorrowedFundsIndicator: 'C',
  undisclosedMortgageApplicationIndicator: 'D1',
  undisclosedCreditApplicationIndicator: 'D2',
  propertyProposedCleanEnergyLienIndicator: 'E',
  undisclosedComakerOfNoteIndicator: 'F',
  outstandingJudgmentsIndicator: 'G',
  presentlyDelinquentIndicator: 'H',
  partyToLawsuitIndicator: 'I',
  priorPropertyDeedInLieuConveyedIndicator: 'J',
  priorPropertyShortSaleCompletedIndicator: 'K',
  priorPropertyForeclosureCompletedIndicator: 'L',
  bankruptcyIndicator: 'M',
};
