/**
 * One application's LAR row (FIG data fields 1–110) from what the product knows of it: its answers, the loan or
 * the offer, the credit report and the notice of action. A pure function, so the edits and tests can run it.
 * Fields the product does not collect get the FIG's "not applicable" codes (LAR-FIELDS.md lists each).
 */
import type { PricedProduct } from '../../../shared/pricing/pricing-types.ts';
import { type AporTable, aporFor, rateSpread } from './apor.ts';
import {
  type Demographics,
  denialReasons,
  NO_COAPPLICANT,
  type PersonCodes,
  personCodes,
} from './lar-codes.ts';
import type { LarRecord } from './lar-fields.ts';
import { universalLoanIdentifier } from './uli.ts';

/** HMDA action taken: 1 originated, 3 denied, 4 withdrawn, 5 file closed for incompleteness. */
export type ActionTaken = '1' | '3' | '4' | '5';

export interface LarSource {
  applicationId: number;
  actionTaken: ActionTaken;
  /** YYYY-MM-DD. */
  actionTakenOn: string;
  applicationOn: string;
  propertyAddress: { street?: string; city?: string; state?: string; zip?: string };
  propertyType?: string;
  occupancy?: string;
  loanPurpose?: string;
  /** URLA 1a date of birth (YYYY-MM-DD), the applicant's and the co-applicant's, when asked. */
  birthDate?: string;
  coBirthDate?: string;
  demographics?: Demographics;
  /** The accepted co-borrower's demographics; undefined when there is no co-applicant. */
  coApplicant?: { demographics?: Demographics };
  statedAnnualIncome?: number;
  totalUnits?: number;
  /** The loan's product (originated) or the one offered; absent when nothing was offered. */
  product?: PricedProduct;
  requestedAmount?: number;
  propertyValue?: number;
  /** The liens on the home that stay, whole dollars (for the lien status and the CLTV). */
  stayingLiens: number;
  creditScore: number | null;
  principalReasons: readonly string[];
  /** The date the rate was set (the rate lock), for the APOR. */
  rateSetOn?: string | null;
  /** Dollars: origination plus third-party fees of a closed-end loan (its Loan Estimate's section D). */
  totalLoanCosts?: number;
  officerNmlsId?: string | null;
}

export interface LarLender {
  lei: string;
  creditModelName: string;
  apor: AporTable;
}

const compact = (day: string) => day.replaceAll('-', '');
const dollars = (value: number) => String(Math.round(value));
const percent = (value: number) => String(Math.round(value * 1000) / 1000);

function ageOn(birthDate: string | undefined, day: string): string {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return '8888';
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age > 0 && age < 150 ? String(age) : '8888';
}

const LOAN_PURPOSE: Record<string, string> = { HomeImprovement: '2' };
const OCCUPANCY: Record<string, string> = { PrimaryResidence: '1', SecondHome: '2', Investment: '3' };

function demographicFields(prefix: 'app' | 'co', codes: PersonCodes): Partial<LarRecord> {
  const slot = (list: string[], index: number) => list[index] ?? '';
  const fields: Record<string, string> = {
    EthnicityOther: codes.ethnicityOther,
    EthnicityObserved: codes.ethnicityObserved,
    RaceTribe: codes.raceTribe,
    RaceOtherAsian: codes.raceOtherAsian,
    RaceOtherPacific: codes.raceOtherPacific,
    RaceObserved: codes.raceObserved,
    Sex: codes.sex,
    SexObserved: codes.sexObserved,
  };
  for (let index = 0; index < 5; index += 1) {
    fields[`Ethnicity${index + 1}`] = slot(codes.ethnicity, index);
    fields[`Race${index + 1}`] = slot(codes.race, index);
  }
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${prefix}${name}`, value]));
}

export function larRecord(source: LarSource, lender: LarLender): LarRecord {
  const { product, actionTaken } = source;
  const originated = actionTaken === '1';
  const openEnd = product ? product.creditType === 'open-end' : false;
  const closedEndOriginated = originated && !openEnd;
  const manufactured = source.propertyType === 'ManufacturedHome';
  const amount =
    originated && product ? (product.lineAmount ?? product.loanAmount) : (source.requestedAmount ?? 0);
  const reliedOn = actionTaken === '1' || actionTaken === '3';
  const apor =
    originated && product && source.rateSetOn
      ? aporFor(lender.apor, source.rateSetOn, product.termMonths)
      : undefined;
  const spread = originated && product ? rateSpread(product.apr, apor) : undefined;
  const highCost =
    originated && product
      ? (spread !== undefined && Number(spread) > (source.stayingLiens > 0 ? 8.5 : 6.5)) ||
        product.originationFeePercent > 5
      : false;
  const denial = actionTaken === '3' ? denialReasons(source.principalReasons) : { codes: ['10'], other: '' };
  const scored = source.creditScore !== null && actionTaken !== '4' && actionTaken !== '5';
  const value = source.propertyValue;
  const cltv =
    originated && product && value ? percent(((amount + source.stayingLiens) / value) * 100) : 'NA';
  const address = source.propertyAddress;
  return {
    recordId: '2',
    lei: lender.lei,
    uli: universalLoanIdentifier(lender.lei, source.applicationId),
    applicationDate: compact(source.applicationOn),
    loanType: '1',
    loanPurpose: LOAN_PURPOSE[source.loanPurpose ?? ''] ?? '4',
    preapproval: '2',
    constructionMethod: manufactured ? '2' : '1',
    occupancy: OCCUPANCY[source.occupancy ?? ''] ?? '1',
    loanAmount: dollars(amount),
    actionTaken,
    actionTakenDate: compact(source.actionTakenOn),
    street: address.street?.trim() || 'NA',
    city: address.city?.trim() || 'NA',
    state: address.state?.trim() || 'NA',
    zip: address.zip?.trim() || 'NA',
    county: 'NA',
    censusTract: 'NA',
    ...demographicFields('app', personCodes(source.demographics)),
    ...demographicFields(
      'co',
      source.coApplicant ? personCodes(source.coApplicant.demographics) : NO_COAPPLICANT,
    ),
    appAge: ageOn(source.birthDate, source.applicationOn),
    coAge: source.coApplicant ? ageOn(source.coBirthDate, source.applicationOn) : '9999',
    income:
      source.statedAnnualIncome !== undefined ? String(Math.round(source.statedAnnualIncome / 1000)) : 'NA',
    purchaserType: '0',
    rateSpread: spread ?? 'NA',
    hoepaStatus: originated ? (highCost ? '1' : '2') : '3',
    lienStatus: source.stayingLiens > 0 ? '2' : '1',
    appCreditScore: scored ? String(source.creditScore) : '8888',
    coCreditScore: source.coApplicant ? '8888' : '9999',
    appScoreModel: scored ? '8' : '9',
    appScoreModelOther: scored ? lender.creditModelName : '',
    coScoreModel: source.coApplicant ? '9' : '10',
    coScoreModelOther: '',
    denial1: denial.codes[0] ?? '',
    denial2: denial.codes[1] ?? '',
    denial3: denial.codes[2] ?? '',
    denial4: denial.codes[3] ?? '',
    denialOther: denial.other,
    totalLoanCosts:
      closedEndOriginated && source.totalLoanCosts !== undefined ? dollars(source.totalLoanCosts) : 'NA',
    totalPointsAndFees: 'NA',
    originationCharges: closedEndOriginated && product ? String(product.originationFee) : 'NA',
    discountPoints: closedEndOriginated ? '' : 'NA',
    lenderCredits: closedEndOriginated ? '' : 'NA',
    interestRate: originated && product ? String(product.rate) : 'NA',
    prepaymentPenaltyTerm: 'NA',
    debtToIncome:
      reliedOn && product?.debtToIncomePercent !== undefined ? percent(product.debtToIncomePercent) : 'NA',
    cltv,
    loanTerm: product ? String(product.termMonths) : 'NA',
    introRatePeriod: 'NA',
    balloonPayment: '2',
    interestOnly: '2',
    negativeAmortization: '2',
    otherNonAmortizing: '2',
    propertyValue: reliedOn && value ? dollars(value) : 'NA',
    mhSecuredPropertyType: manufactured ? '1' : '3',
    mhLandPropertyInterest: '5',
    totalUnits: String(source.totalUnits && source.totalUnits > 0 ? Math.round(source.totalUnits) : 1),
    multifamilyAffordableUnits: 'NA',
    submissionOfApplication: '1',
    initiallyPayable: '1',
    nmlsrId: source.officerNmlsId && /^\d{1,12}$/.test(source.officerNmlsId) ? source.officerNmlsId : 'NA',
    aus1: '6',
    aus2: '',
    aus3: '',
    aus4: '',
    aus5: '',
    ausOther: '',
    ausResult1: '17',
    ausResult2: '',
    ausResult3: '',
    ausResult4: '',
    ausResult5: '',
    ausResultOther: '',
    reverseMortgage: '2',
    openEndLineOfCredit: openEnd ? '1' : '2',
    businessOrCommercialPurpose: '2',
  } as LarRecord;
}
