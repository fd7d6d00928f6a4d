/**
 * The FFIEC's syntactical and validity edits that need nothing but the file (HMDA Filing Instructions Guide,
 * edits S3xx and V6xx–V7xx; wording from the FFIEC's edit descriptions). Not run here: those that need the
 * transmittal sheet or filing year (S300–S302, S304, S307, V619-2), the Census geography tables (V625-2, V627,
 * V716) and the exemption elections (V710–V715: this product takes none).
 */
import { LAR_FIELDS, type LarKey, type LarRecord } from './lar-fields.ts';
import { uliCheckDigitsValid } from './uli.ts';

export interface LarEdit {
  id: string;
  description: string;
  passes(row: LarRecord): boolean;
}

export interface EditFailure {
  /** 1-based row of the LAR (the transmittal sheet is not part of the export). */
  row: number;
  uli: string;
  edit: string;
  description: string;
}

const NA = ['NA', 'Exempt'];
const isIn = (value: string, ...allowed: string[]) => allowed.includes(value);
const isNumber = (value: string) => /^-?\d+(\.\d+)?$/.test(value);
const isWhole = (value: string) => /^\d+$/.test(value);
const numberAtLeast = (value: string, low: number, strict = false) =>
  isNumber(value) && (strict ? Number(value) > low : Number(value) >= low);
const orNa = (value: string, check: (value: string) => boolean) => NA.includes(value) || check(value);
const isDate = (value: string) => {
  if (!/^\d{8}$/.test(value)) return false;
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === value;
};
const when = (condition: boolean, then: boolean) => !condition || then;
const values = (row: LarRecord, prefix: string) =>
  [1, 2, 3, 4, 5].map((index) => row[`${prefix}${index}` as LarKey]);

const ETHNICITY = ['1', '11', '12', '13', '14', '2'];
const RACE = ['1', '2', '21', '22', '23', '24', '25', '26', '27', '3', '4', '41', '42', '43', '44', '5'];

/** V628/V631 and V635/V638: the first code from its list (or a write-in), the rest from the categories or blank, no repeats, none after "not provided". */
function codeListEdits(
  id: [string, string, string, string],
  prefix: string,
  label: string,
  categories: string[],
  first: string[],
  alone: string[],
  writeIns: LarKey[],
): LarEdit[] {
  return [
    {
      id: id[0],
      description: `${label}: 1 must equal ${[...categories, ...first].join(', ')}, and cannot be left blank, unless a free-form text is provided.`,
      passes: (row) =>
        isIn(row[`${prefix}1` as LarKey], ...categories, ...first) ||
        (row[`${prefix}1` as LarKey] === '' && writeIns.some((key) => row[key] !== '')),
    },
    {
      id: id[1],
      description: `${label}: 2 to 5 must equal ${categories.join(', ')}, or be left blank.`,
      passes: (row) =>
        values(row, prefix)
          .slice(1)
          .every((value) => value === '' || categories.includes(value)),
    },
    {
      id: id[2],
      description: `Each ${label} code can only be reported once.`,
      passes: (row) => {
        const reported = values(row, prefix).filter(Boolean);
        return new Set(reported).size === reported.length;
      },
    },
    {
      id: id[3],
      description: `If ${label}: 1 equals ${alone.join(', ')}, then ${label}: 2 to 5 must be left blank.`,
      passes: (row) =>
        when(
          alone.includes(row[`${prefix}1` as LarKey]),
          values(row, prefix)
            .slice(1)
            .every((value) => value === ''),
        ),
    },
  ];
}

const notApplicableWhen = (id: string, field: LarKey, label: string, actions: string[]): LarEdit => ({
  id,
  description: `If Action Taken equals ${actions.join(', ')}, then ${label} must be Exempt or NA.`,
  passes: (row) => when(actions.includes(row.actionTaken), NA.includes(row[field])),
});
const notApplicableForLines = (id: string, field: LarKey, label: string): LarEdit => ({
  id,
  description: `If Open-End Line of Credit equals 1, then ${label} must be Exempt or NA.`,
  passes: (row) => when(row.openEndLineOfCredit === '1', NA.includes(row[field])),
});
const oneOf = (id: string, field: LarKey, label: string, allowed: string[]): LarEdit => ({
  id,
  description: `${label} must equal ${allowed.join(', ')}, and cannot be left blank.`,
  passes: (row) => allowed.includes(row[field]),
});
const feeEdit = (id: string, field: LarKey, label: string): LarEdit => ({
  id,
  description: `${label} must be a number greater than 0, blank, Exempt, or NA.`,
  passes: (row) => row[field] === '' || orNa(row[field], (value) => numberAtLeast(value, 0, true)),
});

export const LAR_EDITS: readonly LarEdit[] = [
  {
    id: 'V600',
    description:
      'The required format for LEI is alphanumeric with 20 characters, and it cannot be left blank.',
    passes: (row) => /^[A-Z0-9]{20}$/i.test(row.lei),
  },
  {
    id: 'V608-1',
    description:
      'The required format for ULI is alphanumeric with at least 23 characters and up to 45 characters.',
    passes: (row) =>
      /^[A-Z0-9]{23,45}$/i.test(row.uli) && row.uli.toUpperCase().startsWith(row.lei.toUpperCase()),
  },
  {
    id: 'V609',
    description: 'Based on the check digit calculation, the ULI contains a transcription error.',
    passes: (row) => uliCheckDigitsValid(row.uli),
  },
  {
    id: 'V610-1',
    description: 'Application Date must be either a valid date using YYYYMMDD format or NA.',
    passes: (row) => row.applicationDate === 'NA' || isDate(row.applicationDate),
  },
  {
    id: 'V610-2',
    description: 'If Action Taken equals 6, then Application Date must be NA, and the reverse must be true.',
    passes: (row) => (row.actionTaken === '6') === (row.applicationDate === 'NA'),
  },
  oneOf('V611', 'loanType', 'Loan Type', ['1', '2', '3', '4']),
  oneOf('V612-1', 'loanPurpose', 'Loan Purpose', ['1', '2', '31', '32', '4', '5']),
  {
    id: 'V612-2',
    description: 'If Preapproval equals 1, then Loan Purpose must equal 1.',
    passes: (row) => when(row.preapproval === '1', row.loanPurpose === '1'),
  },
  oneOf('V613-1', 'preapproval', 'Preapproval', ['1', '2']),
  {
    id: 'V613-2',
    description: 'If Action Taken equals 7 or 8, then Preapproval must equal 1.',
    passes: (row) => when(isIn(row.actionTaken, '7', '8'), row.preapproval === '1'),
  },
  {
    id: 'V613-3',
    description: 'If Action Taken equals 3, 4, 5 or 6, then Preapproval must equal 2.',
    passes: (row) => when(isIn(row.actionTaken, '3', '4', '5', '6'), row.preapproval === '2'),
  },
  {
    id: 'V613-4',
    description: 'If Preapproval equals 1, then Action Taken must equal 1, 2, 7 or 8.',
    passes: (row) => when(row.preapproval === '1', isIn(row.actionTaken, '1', '2', '7', '8')),
  },
  {
    id: 'V614-1',
    description: 'If Loan Purpose equals 2, 4, 31, 32, or 5, then Preapproval must equal 2.',
    passes: (row) => when(isIn(row.loanPurpose, '2', '4', '31', '32', '5'), row.preapproval === '2'),
  },
  {
    id: 'V614-4',
    description: 'If Open-End Line of Credit equals 1, then Preapproval must equal 2.',
    passes: (row) => when(row.openEndLineOfCredit === '1', row.preapproval === '2'),
  },
  oneOf('V615-1', 'constructionMethod', 'Construction Method', ['1', '2']),
  {
    id: 'V615-3',
    description:
      'If Manufactured Home Secured Property Type equals 1 or 2 then Construction Method must equal 2.',
    passes: (row) => when(isIn(row.mhSecuredPropertyType, '1', '2'), row.constructionMethod === '2'),
  },
  oneOf('V616', 'occupancy', 'Occupancy Type', ['1', '2', '3']),
  {
    id: 'V617',
    description: 'Loan Amount must be a number greater than or equal to 0, and cannot be left blank.',
    passes: (row) => numberAtLeast(row.loanAmount, 0),
  },
  oneOf('V618', 'actionTaken', 'Action Taken', ['1', '2', '3', '4', '5', '6', '7', '8']),
  {
    id: 'V619-1',
    description: 'Action Taken Date must be a valid date using YYYYMMDD format, and cannot be left blank.',
    passes: (row) => isDate(row.actionTakenDate),
  },
  {
    id: 'V619-3',
    description:
      'If Action Taken equals 1, 2, 3, 4, 5, 7 or 8, then the Action Taken Date must be on or after the Application Date.',
    passes: (row) =>
      when(
        row.actionTaken !== '6' && isDate(row.applicationDate),
        row.actionTakenDate >= row.applicationDate,
      ),
  },
  { id: 'V620', description: 'Street Address cannot be left blank.', passes: (row) => row.street !== '' },
  { id: 'V621', description: 'City cannot be left blank.', passes: (row) => row.city !== '' },
  {
    id: 'V622',
    description:
      'If Street Address was not reported NA or Exempt, then City, State and Zip Code must be provided, and not reported NA.',
    passes: (row) =>
      when(
        !NA.includes(row.street),
        [row.city, row.state, row.zip].every((value) => value !== '' && value !== 'NA'),
      ),
  },
  {
    id: 'V623',
    description: 'State must be either a two letter state code or NA, and cannot be left blank.',
    passes: (row) => row.state === 'NA' || /^[A-Z]{2}$/.test(row.state),
  },
  {
    id: 'V624',
    description:
      'The required format for Zip Code is 12345-1010, 12345, Exempt, or NA, and it cannot be left blank.',
    passes: (row) => orNa(row.zip, (value) => /^\d{5}(-\d{4})?$/.test(value)),
  },
  {
    id: 'V625-1',
    description:
      'The required format for Census Tract is an eleven-digit number or NA, and it cannot be left blank.',
    passes: (row) => row.censusTract === 'NA' || /^\d{11}$/.test(row.censusTract),
  },
  {
    id: 'V626',
    description:
      'The required format for County is a five-digit FIPS code or NA, and it cannot be left blank.',
    passes: (row) => row.county === 'NA' || /^\d{5}$/.test(row.county),
  },
  ...codeListEdits(
    ['V628-1', 'V628-2', 'V628-3', 'V628-4'],
    'appEthnicity',
    'Ethnicity of Applicant or Borrower',
    ETHNICITY,
    ['3', '4'],
    ['3', '4'],
    ['appEthnicityOther'],
  ),
  oneOf(
    'V629-1',
    'appEthnicityObserved',
    'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3'],
  ),
  {
    id: 'V629-2',
    description:
      'If Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname equals 1, then Ethnicity of Applicant or Borrower: 1 must equal 1 or 2; and Ethnicity 2 to 5 must equal 1, 2 or be left blank.',
    passes: (row) =>
      when(
        row.appEthnicityObserved === '1',
        isIn(row.appEthnicity1, '1', '2') &&
          values(row, 'appEthnicity')
            .slice(1)
            .every((value) => isIn(value, '', '1', '2')),
      ),
  },
  {
    id: 'V629-3',
    description:
      'If Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname equals 2, then Ethnicity of Applicant or Borrower: 1 must equal 1, 11, 12, 13, 14, 2 or 3.',
    passes: (row) =>
      when(
        row.appEthnicityObserved === '2',
        isIn(row.appEthnicity1, ...ETHNICITY, '3') ||
          (row.appEthnicity1 === '' && row.appEthnicityOther !== ''),
      ),
  },
  {
    id: 'V630',
    description:
      'If Ethnicity of Applicant or Borrower: 1 equals 4, then Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 3.',
    passes: (row) => when(row.appEthnicity1 === '4', row.appEthnicityObserved === '3'),
  },
  ...codeListEdits(
    ['V631-1', 'V631-2', 'V631-3', 'V631-4'],
    'coEthnicity',
    'Ethnicity of Co-Applicant or Co-Borrower',
    ETHNICITY,
    ['3', '4', '5'],
    ['3', '4', '5'],
    ['coEthnicityOther'],
  ),
  oneOf(
    'V632-1',
    'coEthnicityObserved',
    'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3', '4'],
  ),
  {
    id: 'V633',
    description:
      'If Ethnicity of Co-Applicant or Co-Borrower: 1 equals 4, then Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname must equal 3.',
    passes: (row) => when(row.coEthnicity1 === '4', row.coEthnicityObserved === '3'),
  },
  {
    id: 'V634',
    description:
      'If Ethnicity of Co-Applicant or Co-Borrower: 1 equals 5, then Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname must equal 4, and the reverse must be true.',
    passes: (row) => (row.coEthnicity1 === '5') === (row.coEthnicityObserved === '4'),
  },
  ...codeListEdits(
    ['V635-1', 'V635-2', 'V635-3', 'V635-4'],
    'appRace',
    'Race of Applicant or Borrower',
    RACE,
    ['6', '7'],
    ['6', '7'],
    ['appRaceTribe', 'appRaceOtherAsian', 'appRaceOtherPacific'],
  ),
  oneOf(
    'V636-1',
    'appRaceObserved',
    'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3'],
  ),
  {
    id: 'V637',
    description:
      'If Race of Applicant or Borrower: 1 equals 7, then Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 3.',
    passes: (row) => when(row.appRace1 === '7', row.appRaceObserved === '3'),
  },
  ...codeListEdits(
    ['V638-1', 'V638-2', 'V638-3', 'V638-4'],
    'coRace',
    'Race of Co-Applicant or Co-Borrower',
    RACE,
    ['6', '7', '8'],
    ['6', '7', '8'],
    ['coRaceTribe', 'coRaceOtherAsian', 'coRaceOtherPacific'],
  ),
  oneOf(
    'V639-1',
    'coRaceObserved',
    'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3', '4'],
  ),
  {
    id: 'V640',
    description:
      'If Race of Co-Applicant or Co-Borrower: 1 equals 7, then Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname must equal 3.',
    passes: (row) => when(row.coRace1 === '7', row.coRaceObserved === '3'),
  },
  {
    id: 'V641',
    description:
      'If Race of Co-Applicant or Co-Borrower: 1 equals 8, then Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname must equal 4, and the reverse must be true.',
    passes: (row) => (row.coRace1 === '8') === (row.coRaceObserved === '4'),
  },
  oneOf('V642-1', 'appSex', 'Sex of Applicant or Borrower', ['1', '2', '3', '4', '6']),
  oneOf(
    'V642-2',
    'appSexObserved',
    'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3'],
  ),
  {
    id: 'V643',
    description:
      'If Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname equals 1, then Sex of Applicant or Borrower must equal 1 or 2.',
    passes: (row) => when(row.appSexObserved === '1', isIn(row.appSex, '1', '2')),
  },
  {
    id: 'V644-1',
    description:
      'If Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname equals 2, then Sex of Applicant or Borrower must equal 1, 2, 3, or 6.',
    passes: (row) => when(row.appSexObserved === '2', isIn(row.appSex, '1', '2', '3', '6')),
  },
  {
    id: 'V644-2',
    description:
      'If Sex of Applicant or Borrower equals 6, then Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 2 or 3.',
    passes: (row) => when(row.appSex === '6', isIn(row.appSexObserved, '2', '3')),
  },
  {
    id: 'V645',
    description:
      'If Sex of Applicant or Borrower equals 4, then Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 3.',
    passes: (row) => when(row.appSex === '4', row.appSexObserved === '3'),
  },
  oneOf('V646-1', 'coSex', 'Sex of Co-Applicant or Co-Borrower', ['1', '2', '3', '4', '5', '6']),
  oneOf(
    'V646-2',
    'coSexObserved',
    'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
    ['1', '2', '3', '4'],
  ),
  {
    id: 'V648-1',
    description:
      'If Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname equals 2, then Sex of Co-Applicant or Co-Borrower must equal 1, 2, 3 or 6.',
    passes: (row) => when(row.coSexObserved === '2', isIn(row.coSex, '1', '2', '3', '6')),
  },
  {
    id: 'V650',
    description:
      'If Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname equals 4, then Sex of Co-Applicant or Co-Borrower must equal 5, and the reverse must be true.',
    passes: (row) => (row.coSexObserved === '4') === (row.coSex === '5'),
  },
  {
    id: 'V651-1',
    description:
      'Age of Applicant or Borrower must be a whole number greater than zero, and cannot be left blank.',
    passes: (row) => isWhole(row.appAge) && Number(row.appAge) > 0,
  },
  {
    id: 'V652-1',
    description:
      'Age of Co-Applicant or Co-Borrower must be a whole number greater than zero, and cannot be left blank.',
    passes: (row) => isWhole(row.coAge) && Number(row.coAge) > 0,
  },
  {
    id: 'V654-1',
    description:
      'Income must be either a positive or negative integer rounded to the nearest thousand or NA, and cannot be left blank.',
    passes: (row) => row.income === 'NA' || /^-?\d+$/.test(row.income),
  },
  oneOf('V656-1', 'purchaserType', 'Type of Purchaser', [
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '71',
    '72',
    '8',
    '9',
  ]),
  {
    id: 'V656-2',
    description: 'If Action Taken equals 2, 3, 4, 5, 7 or 8, then Type of Purchaser must equal 0.',
    passes: (row) => when(isIn(row.actionTaken, '2', '3', '4', '5', '7', '8'), row.purchaserType === '0'),
  },
  {
    id: 'V657-1',
    description: 'Rate Spread must be a number, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.rateSpread, isNumber),
  },
  notApplicableWhen('V657-2', 'rateSpread', 'Rate Spread', ['3', '4', '5', '6', '7']),
  oneOf('V658-1', 'hoepaStatus', 'HOEPA Status', ['1', '2', '3']),
  {
    id: 'V658-2',
    description: 'If Action Taken equals 2, 3, 4, 5, 7, or 8, then HOEPA Status must be 3.',
    passes: (row) => when(isIn(row.actionTaken, '2', '3', '4', '5', '7', '8'), row.hoepaStatus === '3'),
  },
  oneOf('V659', 'lienStatus', 'Lien Status', ['1', '2']),
  {
    id: 'V660-1',
    description: 'Credit Score of Applicant or Borrower must be a number, and cannot be left blank.',
    passes: (row) => isWhole(row.appCreditScore),
  },
  oneOf('V660-2', 'appScoreModel', 'Applicant or Borrower, Name and Version of Credit Scoring Model', [
    '1111',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '11',
    '12',
    '13',
    '14',
    '15',
  ]),
  {
    id: 'V661',
    description:
      'If Credit Score of Applicant or Borrower equals 8888 indicating not applicable, then Applicant or Borrower, Name and Version of Credit Scoring Model must equal 9, and the reverse must be true.',
    passes: (row) => (row.appCreditScore === '8888') === (row.appScoreModel === '9'),
  },
  {
    id: 'V662-2',
    description:
      'If Applicant or Borrower, Name and Version of Credit Scoring Model equals 8, then its free form text field must not be blank; otherwise it must be left blank.',
    passes: (row) => (row.appScoreModel === '8') === (row.appScoreModelOther !== ''),
  },
  {
    id: 'V663',
    description:
      'If Action Taken equals 4, 5, or 6, then Credit Score of Applicant or Borrower must equal 8888 or Exempt; and its Name and Version of Credit Scoring Model must equal 9 or Exempt.',
    passes: (row) =>
      when(isIn(row.actionTaken, '4', '5', '6'), row.appCreditScore === '8888' && row.appScoreModel === '9'),
  },
  {
    id: 'V664',
    description:
      'If Action Taken equals 4, 5, or 6, then Credit Score of Co-Applicant or Co-Borrower must equal 8888, 9999 or Exempt.',
    passes: (row) => when(isIn(row.actionTaken, '4', '5', '6'), isIn(row.coCreditScore, '8888', '9999')),
  },
  {
    id: 'V665-1',
    description: 'Credit Score of Co-Applicant or Co-Borrower must be a number, and cannot be left blank.',
    passes: (row) => isWhole(row.coCreditScore),
  },
  oneOf('V665-2', 'coScoreModel', 'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model', [
    '1111',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
    '13',
    '14',
    '15',
  ]),
  {
    id: 'V666-1',
    description:
      'If Credit Score of Co-Applicant or Co-Borrower equals 8888, then its Name and Version of Credit Scoring Model must equal 9, and the reverse must be true.',
    passes: (row) => (row.coCreditScore === '8888') === (row.coScoreModel === '9'),
  },
  {
    id: 'V666-2',
    description:
      'If Credit Score of Co-Applicant or Co-Borrower equals 9999 indicating no co-applicant, then its Name and Version of Credit Scoring Model must equal 10, and the reverse must be true.',
    passes: (row) => (row.coCreditScore === '9999') === (row.coScoreModel === '10'),
  },
  {
    id: 'V667-2',
    description:
      'If Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model equals 8, then its free form text field must not be blank; otherwise it must be left blank.',
    passes: (row) => (row.coScoreModel === '8') === (row.coScoreModelOther !== ''),
  },
  oneOf('V669-1', 'denial1', 'Reason for Denial: 1', [
    '1111',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
  ]),
  {
    id: 'V669-2',
    description:
      'Reason for Denial: 2; Reason for Denial: 3; and Reason for Denial: 4 must equal 1, 2, 3, 4, 5, 6, 7, 8, 9, or be left blank.',
    passes: (row) =>
      [row.denial2, row.denial3, row.denial4].every((value) =>
        isIn(value, '', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
      ),
  },
  {
    id: 'V669-3',
    description: 'Each Reason for Denial code can only be reported once.',
    passes: (row) => {
      const reported = [row.denial1, row.denial2, row.denial3, row.denial4].filter(Boolean);
      return new Set(reported).size === reported.length;
    },
  },
  {
    id: 'V669-4',
    description:
      'If Reason for Denial: 1 equals 1111 or 10, then Reason for Denial: 2; Reason for Denial: 3; and Reason for Denial: 4 must all be left blank.',
    passes: (row) =>
      when(
        isIn(row.denial1, '1111', '10'),
        [row.denial2, row.denial3, row.denial4].every((value) => value === ''),
      ),
  },
  {
    id: 'V670-1',
    description:
      'If Action Taken equals 3 or 7, then the Reason for Denial: 1 must equal 1111, 1, 2, 3, 4, 5, 6, 7, 8, or 9.',
    passes: (row) =>
      when(
        isIn(row.actionTaken, '3', '7'),
        isIn(row.denial1, '1111', '1', '2', '3', '4', '5', '6', '7', '8', '9'),
      ),
  },
  {
    id: 'V670-2',
    description:
      'If Reason for Denial: 1 equals 1, 2, 3, 4, 5, 6, 7, 8, or 9, then Action Taken must equal 3 or 7.',
    passes: (row) =>
      when(isIn(row.denial1, '1', '2', '3', '4', '5', '6', '7', '8', '9'), isIn(row.actionTaken, '3', '7')),
  },
  {
    id: 'V670-3',
    description:
      'If Action Taken equals 1, 2, 4, 5, 6, or 8, then Reason for Denial: 1 must equal 1111 or 10.',
    passes: (row) =>
      when(isIn(row.actionTaken, '1', '2', '4', '5', '6', '8'), isIn(row.denial1, '1111', '10')),
  },
  {
    id: 'V670-4',
    description: 'If Reason for Denial: 1 equals 10, then Action Taken must equal 1, 2, 4, 5, 6, or 8.',
    passes: (row) => when(row.denial1 === '10', isIn(row.actionTaken, '1', '2', '4', '5', '6', '8')),
  },
  {
    id: 'V671-1',
    description:
      'A Reason for Denial was reported Code 9: Other; however, the Conditional Free Form Text Field for Code 9 was left blank.',
    passes: (row) =>
      when([row.denial1, row.denial2, row.denial3, row.denial4].includes('9'), row.denialOther !== ''),
  },
  {
    id: 'V671-2',
    description:
      'The Reason for Denial: Conditional Free Form Text Field for Code 9 was reported, but Code 9 was not reported.',
    passes: (row) =>
      when(row.denialOther !== '', [row.denial1, row.denial2, row.denial3, row.denial4].includes('9')),
  },
  {
    id: 'V672-1',
    description:
      'Total Loan Costs must be a number greater than or equal to 0, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.totalLoanCosts, (value) => numberAtLeast(value, 0)),
  },
  {
    id: 'V672-2',
    description:
      'If Total Points and Fees is a number greater than or equal to 0, then Total Loan Costs must be NA.',
    passes: (row) => when(isNumber(row.totalPointsAndFees), row.totalLoanCosts === 'NA'),
  },
  notApplicableForLines('V672-4', 'totalLoanCosts', 'Total Loan Costs'),
  notApplicableWhen('V672-6', 'totalLoanCosts', 'Total Loan Costs', ['2', '3', '4', '5', '7', '8']),
  {
    id: 'V673-1',
    description:
      'Total Points and Fees must be a number greater than or equal to 0, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.totalPointsAndFees, (value) => numberAtLeast(value, 0)),
  },
  notApplicableWhen('V673-2', 'totalPointsAndFees', 'Total Points and Fees', [
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
  ]),
  {
    id: 'V673-5',
    description:
      'If Total Loan Costs is a number greater than or equal to 0, then Total Points and Fees must be NA.',
    passes: (row) => when(isNumber(row.totalLoanCosts), row.totalPointsAndFees === 'NA'),
  },
  {
    id: 'V674-1',
    description:
      'Origination Charges must be a number greater than or equal to 0, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.originationCharges, (value) => numberAtLeast(value, 0)),
  },
  notApplicableForLines('V674-3', 'originationCharges', 'Origination Charges'),
  notApplicableWhen('V674-5', 'originationCharges', 'Origination Charges', ['2', '3', '4', '5', '7', '8']),
  feeEdit('V675-1', 'discountPoints', 'Discount Points'),
  notApplicableForLines('V675-3', 'discountPoints', 'Discount Points'),
  notApplicableWhen('V675-5', 'discountPoints', 'Discount Points', ['2', '3', '4', '5', '7', '8']),
  feeEdit('V676-1', 'lenderCredits', 'Lender Credits'),
  notApplicableForLines('V676-3', 'lenderCredits', 'Lender Credits'),
  notApplicableWhen('V676-5', 'lenderCredits', 'Lender Credits', ['2', '3', '4', '5', '7', '8']),
  {
    id: 'V677-1',
    description:
      'Interest Rate must be a number greater than or equal to 0, Exempt or NA, and cannot be left blank.',
    passes: (row) => orNa(row.interestRate, (value) => numberAtLeast(value, 0)),
  },
  notApplicableWhen('V677-2', 'interestRate', 'Interest Rate', ['3', '4', '5', '7']),
  {
    id: 'V678-1',
    description:
      'Prepayment Penalty Term must be a whole number greater than 0, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.prepaymentPenaltyTerm, (value) => isWhole(value) && Number(value) > 0),
  },
  {
    id: 'V678-5',
    description:
      'If both Prepayment Penalty Term and Loan Term are numbers, then Prepayment Penalty Term must be less than or equal to Loan Term.',
    passes: (row) =>
      when(
        isNumber(row.prepaymentPenaltyTerm) && isNumber(row.loanTerm),
        Number(row.prepaymentPenaltyTerm) <= Number(row.loanTerm),
      ),
  },
  {
    id: 'V679-1',
    description: 'Debt-to-Income Ratio must be either a number, Exempt or NA, and cannot be left blank.',
    passes: (row) => orNa(row.debtToIncome, isNumber),
  },
  notApplicableWhen('V679-2', 'debtToIncome', 'Debt-to-Income Ratio', ['4', '5', '6']),
  {
    id: 'V681-1',
    description:
      'Combined Loan-to-Value Ratio must be either a number greater than 0, Exempt or NA, and cannot be left blank.',
    passes: (row) => orNa(row.cltv, (value) => numberAtLeast(value, 0, true)),
  },
  notApplicableWhen('V681-2', 'cltv', 'Combined Loan-to-Value Ratio', ['4', '5', '6']),
  {
    id: 'V682-1',
    description:
      'Loan Term must be either a whole number greater than zero, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.loanTerm, (value) => isWhole(value) && Number(value) > 0),
  },
  {
    id: 'V683',
    description:
      'Introductory Rate Period must be either a whole number greater than zero, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.introRatePeriod, (value) => isWhole(value) && Number(value) > 0),
  },
  oneOf('V684', 'balloonPayment', 'Balloon Payment', ['1111', '1', '2']),
  oneOf('V685', 'interestOnly', 'Interest Only Payments', ['1111', '1', '2']),
  oneOf('V686', 'negativeAmortization', 'Negative Amortization', ['1111', '1', '2']),
  oneOf('V687', 'otherNonAmortizing', 'Other Non-amortizing Features', ['1111', '1', '2']),
  {
    id: 'V688-1',
    description:
      'Property Value must be either a number greater than 0, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.propertyValue, (value) => numberAtLeast(value, 0, true)),
  },
  notApplicableWhen('V688-2', 'propertyValue', 'Property Value', ['4', '5']),
  oneOf('V689-1', 'mhSecuredPropertyType', 'Manufactured Home Secured Property Type', [
    '1111',
    '1',
    '2',
    '3',
  ]),
  {
    id: 'V689-3',
    description:
      'If Construction Method equals 1, then Manufactured Home Secured Property Type must equal 1111 or 3.',
    passes: (row) => when(row.constructionMethod === '1', isIn(row.mhSecuredPropertyType, '1111', '3')),
  },
  oneOf('V690-1', 'mhLandPropertyInterest', 'Manufactured Home Land Property Interest', [
    '1111',
    '1',
    '2',
    '3',
    '4',
    '5',
  ]),
  {
    id: 'V690-3',
    description:
      'If Construction Method equals 1, then Manufactured Home Land Property Interest must equal 1111 or 5.',
    passes: (row) => when(row.constructionMethod === '1', isIn(row.mhLandPropertyInterest, '1111', '5')),
  },
  {
    id: 'V691',
    description: 'Total Units must be a whole number greater than 0, and cannot be left blank.',
    passes: (row) => isWhole(row.totalUnits) && Number(row.totalUnits) > 0,
  },
  {
    id: 'V692-1',
    description:
      'Multifamily Affordable Units must be either a whole number, Exempt, or NA, and cannot be left blank.',
    passes: (row) => orNa(row.multifamilyAffordableUnits, isWhole),
  },
  {
    id: 'V692-2',
    description: 'If Total Units is less than 5, then Multifamily Affordable Units must be Exempt or NA.',
    passes: (row) => when(Number(row.totalUnits) < 5, NA.includes(row.multifamilyAffordableUnits)),
  },
  oneOf('V693-1', 'submissionOfApplication', 'Submission of Application', ['1111', '1', '2', '3']),
  {
    id: 'V693-3',
    description: 'If Submission of Application equals 3, then Action Taken must equal 6.',
    passes: (row) => when(row.submissionOfApplication === '3', row.actionTaken === '6'),
  },
  oneOf('V694-1', 'initiallyPayable', 'Initially Payable to Your Institution', ['1111', '1', '2', '3']),
  {
    id: 'V694-3',
    description:
      'If Action Taken equals 1, then Initially Payable to Your Institution must equal 1111, 1 or 2.',
    passes: (row) => when(row.actionTaken === '1', isIn(row.initiallyPayable, '1111', '1', '2')),
  },
  {
    id: 'V695-1',
    description:
      'NMLSR Identifier must be a valid NMLSR ID in integer format, NA, or Exempt, and cannot be left blank.',
    passes: (row) => orNa(row.nmlsrId, isWhole),
  },
  {
    id: 'V695-2',
    description: 'NMLSR Identifier must not contain only the number zero (0) as a value.',
    passes: (row) => !/^0+$/.test(row.nmlsrId),
  },
  {
    id: 'V695-3',
    description: 'NMLSR Identifier must be four to seven digits and must not exceed 3000000.',
    passes: (row) => orNa(row.nmlsrId, (value) => /^\d{4,7}$/.test(value) && Number(value) <= 3_000_000),
  },
  {
    id: 'V696-1',
    description:
      'Automated Underwriting System: 1 must equal 1111, 1, 2, 3, 4, 5, 6, or 7; AUS 2 to 5 must equal 1, 2, 3, 4, 5, 7 or be left blank.',
    passes: (row) =>
      isIn(row.aus1, '1111', '1', '2', '3', '4', '5', '6', '7') &&
      values(row, 'aus')
        .slice(1)
        .every((value) => isIn(value, '', '1', '2', '3', '4', '5', '7')),
  },
  {
    id: 'V696-2',
    description:
      'Automated Underwriting System Result: 1 must equal 1111 or 1 to 24, and cannot be left blank; Results 2 to 5 must be 1 to 16, 18 to 24, or blank.',
    passes: (row) =>
      (row.ausResult1 === '1111' ||
        (isWhole(row.ausResult1) && Number(row.ausResult1) >= 1 && Number(row.ausResult1) <= 24)) &&
      values(row, 'ausResult')
        .slice(1)
        .every(
          (value) =>
            value === '' || (isWhole(value) && Number(value) >= 1 && Number(value) <= 24 && value !== '17'),
        ),
  },
  {
    id: 'V696-3',
    description:
      'The number of reported Automated Underwriting Systems must equal the number of reported Automated Underwriting System Results.',
    passes: (row) =>
      values(row, 'aus').filter(Boolean).length === values(row, 'ausResult').filter(Boolean).length,
  },
  {
    id: 'V700-1',
    description:
      'If Automated Underwriting System: 1 equals 6, then Automated Underwriting System Result: 1 must equal 17; and AUS 2 to 5 and Results 2 to 5 must all be left blank.',
    passes: (row) =>
      when(
        row.aus1 === '6',
        row.ausResult1 === '17' &&
          [...values(row, 'aus').slice(1), ...values(row, 'ausResult').slice(1)].every(
            (value) => value === '',
          ),
      ),
  },
  {
    id: 'V702-2',
    description:
      'The Automated Underwriting System: Conditional Free Form Text Field for Code 5 was reported, but Code 5 was not reported.',
    passes: (row) => when(row.ausOther !== '', values(row, 'aus').includes('5')),
  },
  oneOf('V706', 'reverseMortgage', 'Reverse Mortgage', ['1111', '1', '2']),
  oneOf('V707', 'openEndLineOfCredit', 'Open-End Line of Credit', ['1111', '1', '2']),
  oneOf('V708', 'businessOrCommercialPurpose', 'Business or Commercial Purpose', ['1111', '1', '2']),
  {
    id: 'V721-1',
    description:
      'If Age of Applicant or Borrower is not 8888, indicating Not Applicable, it must be the applicant or borrower’s age and cannot be 9999 or 1111.',
    passes: (row) => row.appAge === '8888' || !isIn(row.appAge, '9999', '1111'),
  },
  {
    id: 'V721-2',
    description:
      'If Age of Co-Applicant is not 8888 or 9999, it must be the co-applicant or co-borrower’s age and cannot be 1111.',
    passes: (row) => row.coAge !== '1111',
  },
];

/** Every edit on every row, then the file's own: S305 (duplicate rows) and S306 (an originated ULI twice). */
export function runLarEdits(rows: readonly LarRecord[]): EditFailure[] {
  const failures: EditFailure[] = [];
  rows.forEach((row, index) => {
    for (const edit of LAR_EDITS)
      if (!edit.passes(row))
        failures.push({ row: index + 1, uli: row.uli, edit: edit.id, description: edit.description });
  });
  const seen = new Map<string, number>();
  const originated = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = LAR_FIELDS.map(([key]) => row[key]).join('|');
    if (seen.has(line))
      failures.push({
        row: index + 1,
        uli: row.uli,
        edit: 'S305',
        description: 'A duplicate transaction has been reported.',
      });
    else seen.set(line, index);
    if (row.actionTaken !== '1') return;
    if (originated.has(row.uli))
      failures.push({
        row: index + 1,
        uli: row.uli,
        edit: 'S306',
        description: 'If Action Taken equals 1, a duplicate ULI cannot be reported.',
      });
    else originated.set(row.uli, index);
  });
  return failures;
}

/** The ids of the edits this file runs, for the README and the API's answer. */
export const EDITS_RUN = ['S305', 'S306', ...LAR_EDITS.map((edit) => edit.id)];
