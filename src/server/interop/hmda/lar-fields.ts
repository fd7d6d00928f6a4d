/**
 * The loan/application register's data fields in the order of the FFIEC's pipe-delimited LAR record (HMDA Filing
 * Instructions Guide, "Loan/Application Register" record layout, data fields 1 to 110). LAR-FIELDS.md beside this
 * file says where each value comes from; a test keeps the two in step.
 */
export const LAR_FIELDS = [
  ['recordId', 'Record Identifier'],
  ['lei', 'Legal Entity Identifier (LEI)'],
  ['uli', 'Universal Loan Identifier (ULI)'],
  ['applicationDate', 'Application Date'],
  ['loanType', 'Loan Type'],
  ['loanPurpose', 'Loan Purpose'],
  ['preapproval', 'Preapproval'],
  ['constructionMethod', 'Construction Method'],
  ['occupancy', 'Occupancy Type'],
  ['loanAmount', 'Loan Amount'],
  ['actionTaken', 'Action Taken'],
  ['actionTakenDate', 'Action Taken Date'],
  ['street', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP Code'],
  ['county', 'County'],
  ['censusTract', 'Census Tract'],
  ['appEthnicity1', 'Ethnicity of Applicant or Borrower: 1'],
  ['appEthnicity2', 'Ethnicity of Applicant or Borrower: 2'],
  ['appEthnicity3', 'Ethnicity of Applicant or Borrower: 3'],
  ['appEthnicity4', 'Ethnicity of Applicant or Borrower: 4'],
  ['appEthnicity5', 'Ethnicity of Applicant or Borrower: 5'],
  [
    'appEthnicityOther',
    'Ethnicity of Applicant or Borrower: Free Form Text Field for Other Hispanic or Latino',
  ],
  ['coEthnicity1', 'Ethnicity of Co-Applicant or Co-Borrower: 1'],
  ['coEthnicity2', 'Ethnicity of Co-Applicant or Co-Borrower: 2'],
  ['coEthnicity3', 'Ethnicity of Co-Applicant or Co-Borrower: 3'],
  ['coEthnicity4', 'Ethnicity of Co-Applicant or Co-Borrower: 4'],
  ['coEthnicity5', 'Ethnicity of Co-Applicant or Co-Borrower: 5'],
  [
    'coEthnicityOther',
    'Ethnicity of Co-Applicant or Co-Borrower: Free Form Text Field for Other Hispanic or Latino',
  ],
  [
    'appEthnicityObserved',
    'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  [
    'coEthnicityObserved',
    'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['appRace1', 'Race of Applicant or Borrower: 1'],
  ['appRace2', 'Race of Applicant or Borrower: 2'],
  ['appRace3', 'Race of Applicant or Borrower: 3'],
  ['appRace4', 'Race of Applicant or Borrower: 4'],
  ['appRace5', 'Race of Applicant or Borrower: 5'],
  [
    'appRaceTribe',
    'Race of Applicant or Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  ],
  ['appRaceOtherAsian', 'Race of Applicant or Borrower: Free Form Text Field for Other Asian'],
  ['appRaceOtherPacific', 'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander'],
  ['coRace1', 'Race of Co-Applicant or Co-Borrower: 1'],
  ['coRace2', 'Race of Co-Applicant or Co-Borrower: 2'],
  ['coRace3', 'Race of Co-Applicant or Co-Borrower: 3'],
  ['coRace4', 'Race of Co-Applicant or Co-Borrower: 4'],
  ['coRace5', 'Race of Co-Applicant or Co-Borrower: 5'],
  [
    'coRaceTribe',
    'Race of Co-Applicant or Co-Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  ],
  ['coRaceOtherAsian', 'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Asian'],
  [
    'coRaceOtherPacific',
    'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Pacific Islander',
  ],
  [
    'appRaceObserved',
    'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  [
    'coRaceObserved',
    'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['appSex', 'Sex of Applicant or Borrower'],
  ['coSex', 'Sex of Co-Applicant or Co-Borrower'],
  ['appSexObserved', 'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname'],
  [
    'coSexObserved',
    'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['appAge', 'Age of Applicant or Borrower'],
  ['coAge', 'Age of Co-Applicant or Co-Borrower'],
  ['income', 'Income'],
  ['purchaserType', 'Type of Purchaser'],
  ['rateSpread', 'Rate Spread'],
  ['hoepaStatus', 'HOEPA Status'],
  ['lienStatus', 'Lien Status'],
  ['appCreditScore', 'Credit Score of Applicant or Borrower'],
  ['coCreditScore', 'Credit Score of Co-Applicant or Co-Borrower'],
  ['appScoreModel', 'Applicant or Borrower, Name and Version of Credit Scoring Model'],
  [
    'appScoreModelOther',
    'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  ],
  ['coScoreModel', 'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model'],
  [
    'coScoreModelOther',
    'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  ],
  ['denial1', 'Reason for Denial: 1'],
  ['denial2', 'Reason for Denial: 2'],
  ['denial3', 'Reason for Denial: 3'],
  ['denial4', 'Reason for Denial: 4'],
  ['denialOther', 'Reason for Denial: Conditional Free Form Text Field for Code 9'],
  ['totalLoanCosts', 'Total Loan Costs'],
  ['totalPointsAndFees', 'Total Points and Fees'],
  ['originationCharges', 'Origination Charges'],
  ['discountPoints', 'Discount Points'],
  ['lenderCredits', 'Lender Credits'],
  ['interestRate', 'Interest Rate'],
  ['prepaymentPenaltyTerm', 'Prepayment Penalty Term'],
  ['debtToIncome', 'Debt-to-Income Ratio'],
  ['cltv', 'Combined Loan-to-Value Ratio'],
  ['loanTerm', 'Loan Term'],
  ['introRatePeriod', 'Introductory Rate Period'],
  ['balloonPayment', 'Balloon Payment'],
  ['interestOnly', 'Interest-Only Payments'],
  ['negativeAmortization', 'Negative Amortization'],
  ['otherNonAmortizing', 'Other Non-amortizing Features'],
  ['propertyValue', 'Property Value'],
  ['mhSecuredPropertyType', 'Manufactured Home Secured Property Type'],
  ['mhLandPropertyInterest', 'Manufactured Home Land Property Interest'],
  ['totalUnits', 'Total Units'],
  ['multifamilyAffordableUnits', 'Multifamily Affordable Units'],
  ['submissionOfApplication', 'Submission of Application'],
  ['initiallyPayable', 'Initially Payable to Your Institution'],
  ['nmlsrId', 'Mortgage Loan Originator NMLSR Identifier'],
  ['aus1', 'Automated Underwriting System: 1'],
  ['aus2', 'Automated Underwriting System: 2'],
  ['aus3', 'Automated Underwriting System: 3'],
  ['aus4', 'Automated Underwriting System: 4'],
  ['aus5', 'Automated Underwriting System: 5'],
  ['ausOther', 'Automated Underwriting System: Conditional Free Form Text Field for Code 5'],
  ['ausResult1', 'Automated Underwriting System Result: 1'],
  ['ausResult2', 'Automated Underwriting System Result: 2'],
  ['ausResult3', 'Automated Underwriting System Result: 3'],
  ['ausResult4', 'Automated Underwriting System Result: 4'],
  ['ausResult5', 'Automated Underwriting System Result: 5'],
  ['ausResultOther', 'Automated Underwriting System Result: Conditional Free Form Text Field for Code 16'],
  ['reverseMortgage', 'Reverse Mortgage'],
  ['openEndLineOfCredit', 'Open-End Line of Credit'],
  ['businessOrCommercialPurpose', 'Business or Commercial Purpose'],
] as const;

export type LarKey = (typeof LAR_FIELDS)[number][0];

/** One LAR row as named values, every value already in the FFIEC's text form ('' is a field left blank). */
export type LarRecord = Record<LarKey, string>;

/** The pipe-delimited row, fields in the FIG's order. */
export const larLine = (record: LarRecord): string => LAR_FIELDS.map(([key]) => record[key]).join('|');

/** A row read back (the edits run on what was written, so a hand-edited file can be checked too). */
export function parseLarLine(line: string): LarRecord | undefined {
  const values = line.split('|');
  if (values.length !== LAR_FIELDS.length) return undefined;
  return Object.fromEntries(LAR_FIELDS.map(([key], index) => [key, values[index] ?? ''])) as LarRecord;
}
