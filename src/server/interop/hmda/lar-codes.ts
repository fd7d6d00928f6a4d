/**
 * Our answers as the FIG's codes: URLA section 8 (schemas/api/sections/demographics.schema.json) as the HMDA
 * ethnicity, race and sex codes with how they were collected, and Reg B's form C-1 reasons (the notices of action)
 * as HMDA's reasons for denial.
 */

export interface Demographics {
  ethnicity?: string[];
  ethnicityOrigins?: string[];
  otherHispanicOrLatinoOrigin?: string;
  race?: string[];
  americanIndianTribe?: string;
  asianOrigins?: string[];
  otherAsianOrigin?: string;
  pacificIslanderOrigins?: string[];
  otherPacificIslanderOrigin?: string;
  sex?: string[];
}

/** The person's codes; `observed` is how they were collected (1 visual observation, 2 not, 3 not applicable). */
export interface PersonCodes {
  ethnicity: string[];
  ethnicityOther: string;
  ethnicityObserved: string;
  race: string[];
  raceTribe: string;
  raceOtherAsian: string;
  raceOtherPacific: string;
  raceObserved: string;
  sex: string;
  sexObserved: string;
}

const ETHNICITY: Record<string, string> = {
  HispanicOrLatino: '1',
  NotHispanicOrLatino: '2',
  Mexican: '11',
  PuertoRican: '12',
  Cuban: '13',
  OtherHispanicOrLatino: '14',
};
const RACE: Record<string, string> = {
  AmericanIndianOrAlaskaNative: '1',
  Asian: '2',
  AsianIndian: '21',
  Chinese: '22',
  Filipino: '23',
  Japanese: '24',
  Korean: '25',
  Vietnamese: '26',
  OtherAsian: '27',
  BlackOrAfricanAmerican: '3',
  NativeHawaiianOrOtherPacificIslander: '4',
  NativeHawaiian: '41',
  GuamanianOrChamorro: '42',
  Samoan: '43',
  OtherPacificIslander: '44',
  White: '5',
};
/** "Information not provided by applicant in mail, internet, or telephone application". */
const ETHNICITY_NOT_PROVIDED = '3';
const RACE_NOT_PROVIDED = '6';
const SEX_NOT_PROVIDED = '3';

/** Each category followed by its own sub-categories, as the FIG lists them; at most five codes. */
function codes(
  chosen: readonly string[],
  table: Record<string, string>,
  subcategories: Record<string, readonly string[] | undefined>,
): string[] {
  const list: string[] = [];
  for (const category of chosen) {
    const code = table[category];
    if (!code) continue;
    list.push(code);
    for (const sub of subcategories[category] ?? []) if (table[sub]) list.push(table[sub] as string);
  }
  return [...new Set(list)].slice(0, 5);
}

const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('|', ' ').trim() : '');

/**
 * An online applicant's codes (collected by internet: nothing on the basis of visual observation or surname, so
 * "observed" is 2). Nothing answered, or "I do not wish to provide", is code 3 / 6 / 3: information not provided
 * by the applicant in an internet application.
 */
export function personCodes(answers: Demographics | undefined): PersonCodes {
  const d = answers ?? {};
  const ethnicity = d.ethnicity?.includes('InformationNotProvided')
    ? []
    : codes(d.ethnicity ?? [], ETHNICITY, { HispanicOrLatino: d.ethnicityOrigins });
  const race = d.race?.includes('InformationNotProvided')
    ? []
    : codes(d.race ?? [], RACE, {
        Asian: d.asianOrigins,
        NativeHawaiianOrOtherPacificIslander: d.pacificIslanderOrigins,
      });
  const sexes = (d.sex ?? []).filter((sex) => sex === 'Male' || sex === 'Female');
  const sex = d.sex?.includes('InformationNotProvided')
    ? SEX_NOT_PROVIDED
    : sexes.length === 2
      ? '6'
      : sexes[0] === 'Male'
        ? '1'
        : sexes[0] === 'Female'
          ? '2'
          : SEX_NOT_PROVIDED;
  return {
    ethnicity: ethnicity.length ? ethnicity : [ETHNICITY_NOT_PROVIDED],
    ethnicityOther: ethnicity.includes('14') ? text(d.otherHispanicOrLatinoOrigin) : '',
    ethnicityObserved: '2',
    race: race.length ? race : [RACE_NOT_PROVIDED],
    raceTribe: race.includes('1') ? text(d.americanIndianTribe) : '',
    raceOtherAsian: race.includes('27') ? text(d.otherAsianOrigin) : '',
    raceOtherPacific: race.includes('44') ? text(d.otherPacificIslanderOrigin) : '',
    raceObserved: '2',
    sex,
    sexObserved: '2',
  };
}

/** No co-applicant: ethnicity 5, race 8, sex 5, and collection 4 for each. */
export const NO_COAPPLICANT: PersonCodes = {
  ethnicity: ['5'],
  ethnicityOther: '',
  ethnicityObserved: '4',
  race: ['8'],
  raceTribe: '',
  raceOtherAsian: '',
  raceOtherPacific: '',
  raceObserved: '4',
  sex: '5',
  sexObserved: '4',
};

/** Form C-1's reasons (DOMAIN.md 5) as HMDA's reasons for denial (FIG: 1 debt-to-income … 9 other). */
const DENIAL_REASONS: Record<string, string> = {
  'Income insufficient for amount of credit requested': '1',
  'Excessive obligations in relation to income': '1',
  'No credit file': '3',
  'Limited credit experience': '3',
  'Delinquent past or present credit obligations with others': '3',
  'Collection action or judgment': '3',
  'Foreclosure or repossession': '3',
  Bankruptcy: '3',
  'Number of recent inquiries on credit bureau report': '3',
  'Value or type of collateral not sufficient': '4',
  'Unable to verify employment': '6',
  'Unable to verify income': '6',
  'Credit application incomplete': '7',
};

/** Up to four distinct codes; a reason without one is 9 with its words in the free-form field. */
export function denialReasons(principalReasons: readonly string[]): { codes: string[]; other: string } {
  const found: string[] = [];
  const others: string[] = [];
  for (const reason of principalReasons) {
    const code = DENIAL_REASONS[reason] ?? '9';
    if (code === '9') others.push(text(reason));
    if (!found.includes(code)) found.push(code);
  }
  const codes = found.slice(0, 4);
  return { codes, other: codes.includes('9') ? others.join('; ').slice(0, 255) : '' };
}
