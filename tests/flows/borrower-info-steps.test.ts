// The borrower-information steps (URLA 1a-1e) as the server checks them: each accepts the walker data sets and
// refuses, naming the field, each required answer left out and each follow-up its condition calls for left empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/flow-sources.ts';
import { stepProblem } from '../../src/server/applications/step-validation.ts';

type Json = Record<string, unknown>;

const dataSet = (flow: string, name: string): Json =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures', flow, `${name}.json`), 'utf8')) as Json;

/** The object holding the last key of a dotted path, and that key. */
function parentOf(data: Json, dotted: string): [Json, string] {
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Json>((node, key) => node[key] as Json, data);
  return [parent, last];
}

const without = (dotted: string) => (data: Json) => {
  const [parent, key] = parentOf(data, dotted);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
};
const set = (dotted: string, value: unknown) => (data: Json) => {
  const [parent, key] = parentOf(data, dotted);
  parent[key] = value;
};
const both =
  (...edits: ((data: Json) => void)[]) =>
  (data: Json) => {
    for (const edit of edits) edit(data);
  };

const STEPS: Record<string, string[]> = {
  'slim-1': ['applicant/property', 'applicant/legal', 'applicant/employment'],
  'long-1': [
    'applicant/legal',
    'applicant/address',
    'applicant/address/add',
    'applicant/employment',
    'applicant/employment/add',
    'applicant/income',
    'applicant/property',
  ],
};

describe('the borrower-information steps accept the walker data sets', () => {
  const skippedByMinimal = new Set(['applicant/address/add', 'applicant/employment/add']);
  const cases = Object.entries(STEPS).flatMap(([flow, steps]) =>
    ['minimal', 'maximal'].flatMap((name) =>
      steps
        .filter((step) => name === 'maximal' || !skippedByMinimal.has(step))
        .map((step) => [flow, name, step] as const),
    ),
  );
  it.each(cases)('%s %s: %s', (flow, name, step) => {
    expect(stepProblem(flow, step, dataSet(flow, name))).toBeUndefined();
  });
});

describe('the borrower-information steps refuse what their screens refuse', () => {
  const L = 'applicant.legal';
  const R = 'applicant.residence';
  const E = 'applicant.employment';
  const O = 'applicant.otherIncome';
  const cases: [string, string, (data: Json) => void, string][] = [
    // Required answers, each left out (a whole group is named by its first required answer, but one the screen
    // shows as one field, an address, is named itself, as the screen names it).
    ...['firstName', 'lastName', 'dateOfBirth', 'citizenship', 'maritalStatus', 'dependentsCount'].map(
      (field) =>
        ['applicant/legal', `no ${field}`, without(`${L}.${field}`), `${L}.${field}`] as [
          string,
          string,
          (data: Json) => void,
          string,
        ],
    ),
    ['applicant/legal', 'a borrower under 18', set(`${L}.dateOfBirth`, '2012-04-30'), `${L}.dateOfBirth`],
    ['applicant/legal', 'a suffix not on the form', set(`${L}.suffix`, 'Esq'), `${L}.suffix`],
    ['applicant/legal', 'dependents without their ages', without(`${L}.dependentAges`), `${L}.dependentAges`],
    ['applicant/legal', 'dependents with no ages given', set(`${L}.dependentAges`, []), `${L}.dependentAges`],
    ...['address', 'years', 'months', 'housing'].map(
      (field) =>
        [
          'applicant/address',
          `no current ${field}`,
          without(`${R}.current.${field}`),
          `${R}.current.${field}`,
        ] as [string, string, (data: Json) => void, string],
    ),
    [
      'applicant/address',
      'rent without the rent',
      without(`${R}.current.rentMonthly`),
      `${R}.current.rentMonthly`,
    ],
    ['applicant/address', 'months past 11', set(`${R}.current.months`, 12), `${R}.current.months`],
    ['applicant/address/add', 'no former address', set(`${R}.former`, []), `${R}.former`],
    [
      'applicant/address/add',
      'a former rented address without the rent',
      without(`${R}.former.1.rentMonthly`),
      `${R}.former.1.rentMonthly`,
    ],
    [
      'applicant/address/add',
      'a former address without its ZIP',
      without(`${R}.former.0.address.zip`),
      `${R}.former.0.address.zip`,
    ],
    [
      'applicant/property',
      'no mailing answer',
      without(`${R}.mailing.sameAsProperty`),
      `${R}.mailing.sameAsProperty`,
    ],
    [
      'applicant/property',
      'a different mailing address not given',
      without(`${R}.mailing.address`),
      `${R}.mailing.address`,
    ],
    ['applicant/employment', 'no status', without(`${E}.status`), `${E}.status`],
    [
      'applicant/employment',
      'self-employed without the current job',
      without(`${E}.primary`),
      `${E}.primary.employerName`,
    ],
    [
      'applicant/employment',
      'employed without the current job',
      both(set(`${E}.status`, 'Employed'), without(`${E}.primary`)),
      `${E}.primary.employerName`,
    ],
    ...[
      'employerName',
      'position',
      'startDate',
      'yearsOnJob',
      'yearsInLineOfWork',
      'specialRelationship',
    ].map(
      (field) =>
        [
          'applicant/employment',
          `no ${field}`,
          without(`${E}.primary.${field}`),
          `${E}.primary.${field}`,
        ] as [string, string, (data: Json) => void, string],
    ),
    [
      'applicant/employment',
      'no base income',
      without(`${E}.primary.monthlyIncome.base`),
      `${E}.primary.monthlyIncome.base`,
    ],
    [
      'applicant/employment',
      'self-employed without the ownership share',
      without(`${E}.primary.ownershipShare`),
      `${E}.primary.ownershipShare`,
    ],
    [
      'applicant/employment',
      'a self-employed additional job without the ownership share',
      both(set(`${E}.additional.0.selfEmployed`, true), without(`${E}.additional.0.ownershipShare`)),
      `${E}.additional.0.ownershipShare`,
    ],
    ['applicant/employment/add', 'no previous job', set(`${E}.previous`, []), `${E}.previous`],
    [
      'applicant/employment/add',
      'a previous job without its end',
      without(`${E}.previous.0.endDate`),
      `${E}.previous.0.endDate`,
    ],
    ['applicant/income', 'no answer about other income', without(`${O}.hasOther`), `${O}.hasOther`],
    ['applicant/income', 'yes without the sources', without(`${O}.sources`), `${O}.sources`],
    [
      'applicant/income',
      'a source without its amount',
      without(`${O}.sources.0.monthlyAmount`),
      `${O}.sources.0.monthlyAmount`,
    ],
    [
      'applicant/income',
      'Other without its description',
      without(`${O}.sources.2.description`),
      `${O}.sources.2.description`,
    ],
    [
      'applicant/income',
      'a type not on the 1003 list',
      set(`${O}.sources.0.type`, 'Lottery'),
      `${O}.sources.0.type`,
    ],
  ];

  it.each(cases)('%s: %s', (step, _name, edit, field) => {
    const data = dataSet('long-1', 'maximal');
    edit(data);
    expect(stepProblem('long-1', step, data)?.field).toBe(field);
  });

  it('asks nothing more of a retired borrower, one without other income or one whose mail goes to the property', () => {
    const data = dataSet('long-1', 'minimal');
    expect(stepProblem('long-1', 'applicant/employment', data)).toBeUndefined();
    expect(stepProblem('long-1', 'applicant/income', data)).toBeUndefined();
    expect(stepProblem('long-1', 'applicant/property', data)).toBeUndefined();
    set('applicant.employment.status', 'NotEmployed')(data);
    expect(stepProblem('long-1', 'applicant/employment', data)).toBeUndefined();
  });
});
