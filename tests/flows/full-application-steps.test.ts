// The real estate, declarations, military, demographics and add-borrower screens (issue 6): each step schema
// compiles as the server compiles it (Ajv strict), accepts the walker data sets, and refuses each required
// answer left out and each follow-up left empty when its question is answered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/flow-sources.ts';
import {
  addApplicationSchemas,
  applicationDataSchema,
} from '../../src/server/applications/application-schemas.ts';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';
import { answersFor } from '../../src/shared/flows/step-answers.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';

type Data = Record<string, unknown>;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const step = (id: string) => readJson<StepDocument>(`schemas/steps/${id}.json`);
const dataSet = (flow: string, name: string) => readJson<Data>(`tests/fixtures/${flow}/${name}.json`);

const ajv = createSchemaAjv();
addApplicationSchemas(ajv);

/** Validates a step's answers in `data` as the server does; the first problem's path, or undefined. */
function problem(id: string, data: Data): string | undefined {
  const document = step(id);
  const validate = ajv.compile(document.schema);
  if (validate(answersFor(document.schema, data))) return undefined;
  const [first] = validate.errors ?? [];
  return `${first?.instancePath} ${first?.message}`;
}

const appDataValid = (data: Data) => ajv.validate(applicationDataSchema.$id, data);

/** A copy of `data` with the value at a dotted path removed (`realEstate.properties.0.status`). */
function without(data: Data, dotted: string): Data {
  const copy = structuredClone(data);
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  delete node[last];
  return copy;
}

function withValue(data: Data, dotted: string, value: unknown): Data {
  const copy = structuredClone(data);
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return copy;
}

const SCREENS = {
  'slim-1': [
    'reo-intro',
    'property-review',
    'demographics-ethnicity',
    'demographics-race',
    'demographics-sex',
    'declarations-blended',
    'military-service',
    'add-borrower',
  ],
  'long-1': [
    'reo-intro',
    'property-review',
    'reo-mortgages',
    'demographics-ethnicity',
    'demographics-race',
    'demographics-sex',
    'declarations-a',
    'declarations-bc',
    'declarations-d',
    'declarations-em',
    'military-service',
  ],
} as const;

describe('the full-application screens', () => {
  for (const [flow, screens] of Object.entries(SCREENS)) {
    for (const name of ['minimal', 'maximal']) {
      it(`accept ${flow}/${name}`, () => {
        const data = dataSet(flow, name);
        for (const id of screens) expect(problem(id, data), id).toBeUndefined();
        expect(appDataValid(data), ajv.errorsText()).toBe(true);
      });
    }
  }

  const slimMax = dataSet('slim-1', 'maximal');
  const longMax = dataSet('long-1', 'maximal');
  const longMin = dataSet('long-1', 'minimal');

  it.each([
    ['reo-intro', longMin, 'realEstate.ownsOther'],
    ['property-review', longMax, 'realEstate.properties'],
    ['property-review', longMax, 'realEstate.properties.0.address'],
    ['property-review', longMax, 'realEstate.properties.0.status'],
    ['property-review', longMax, 'realEstate.properties.0.intendedOccupancy'],
    ['property-review', longMax, 'realEstate.properties.0.marketValue'],
    ['property-review', longMax, 'realEstate.properties.1.hasMortgage'],
    ['reo-mortgages', longMax, 'realEstate.properties.0.mortgages.1.creditorName'],
    ['reo-mortgages', longMax, 'realEstate.properties.1.mortgages.0.mortgageType'],
    ['reo-mortgages', longMax, 'realEstate.properties.1.mortgages.0.payoffAtClosing'],
    ['declarations-blended', slimMax, 'declarations.intentToOccupyType'],
    ['declarations-blended', slimMax, 'declarations.partyToLawsuitIndicator'],
    ['declarations-d', longMin, 'declarations.undisclosedCreditApplicationIndicator'],
    ['declarations-em', longMin, 'declarations.bankruptcyIndicator'],
    ['military-service', longMin, 'military.selfDeclaredMilitaryServiceIndicator'],
    ['demographics-ethnicity', longMin, 'demographics.ethnicity'],
    ['demographics-race', longMin, 'demographics.race'],
    ['demographics-sex', longMin, 'demographics.sex'],
    ['add-borrower', dataSet('slim-1', 'minimal'), 'addBorrower.addCoBorrower'],
  ])('%s refuses %s without %s', (id, data, dotted) => {
    expect(problem(id, without(data as Data, dotted))).toBeDefined();
  });

  it.each([
    ['property-review', 'realEstate.properties.0.monthlyRentalIncome'],
    ['reo-mortgages', 'realEstate.properties.0.mortgages'],
    ['declarations-a', 'declarations.homeownerPastThreeYearsType'],
    ['declarations-a', 'declarations.priorPropertyUsageType'],
    ['declarations-a', 'declarations.priorPropertyTitleType'],
    ['declarations-bc', 'declarations.undisclosedBorrowedFundsAmount'],
    ['declarations-em', 'declarations.bankruptcyChapterTypes'],
    ['declarations-blended', 'declarations.bankruptcyChapterTypes'],
    ['military-service', 'military.militaryStatusTypes'],
    ['military-service', 'military.militaryServiceExpectedCompletionDate'],
    ['demographics-ethnicity', 'demographics.otherHispanicOrLatinoOrigin'],
    ['demographics-race', 'demographics.americanIndianTribe'],
    ['demographics-race', 'demographics.otherAsianOrigin'],
    ['demographics-race', 'demographics.otherPacificIslanderOrigin'],
  ])('%s refuses the follow-up %s left empty when its question asks for it', (id, dotted) => {
    expect(problem(id, without(longMax, dotted))).toBeDefined();
    // The server's data validation refuses it too, except what a later screen answers.
    if (!dotted.endsWith('mortgages')) expect(appDataValid(without(longMax, dotted))).toBe(false);
  });

  it('asks no follow-up whose question is answered no', () => {
    expect(problem('declarations-blended', dataSet('slim-1', 'minimal'))).toBeUndefined();
    const noMortgage = withValue(longMax, 'realEstate.properties.1', {
      ...((longMax.realEstate as Data).properties as Data[])[1],
      hasMortgage: 'no',
      mortgages: undefined,
    });
    expect(problem('reo-mortgages', JSON.parse(JSON.stringify(noMortgage)))).toBeUndefined();
    const notActive = withValue(longMax, 'military.militaryStatusTypes', ['Veteran']);
    expect(
      problem('military-service', without(notActive, 'military.militaryServiceExpectedCompletionDate')),
    ).toBeUndefined();
  });

  it('accepts "I do not wish to provide this information" only on its own', () => {
    const declined = withValue(longMin, 'demographics.race', ['InformationNotProvided']);
    expect(problem('demographics-race', declined)).toBeUndefined();
    const both = withValue(longMin, 'demographics.race', ['White', 'InformationNotProvided']);
    expect(problem('demographics-race', both)).toBeDefined();
    expect(appDataValid(both)).toBe(false);
  });

  it('asks for at least one other property once the borrower says they own one', () => {
    expect(problem('property-review', withValue(longMax, 'realEstate.properties', []))).toBeDefined();
    expect(problem('property-review', longMin)).toBeUndefined();
  });

  it('offers every 1003 choice', () => {
    const titles = (id: string) => JSON.stringify(step(id).schema);
    for (const choice of [
      'Sold',
      'Pending Sale',
      'Retained',
      'Investment',
      'Primary Residence',
      'Second Home',
    ])
      expect(titles('property-review')).toContain(`"${choice}"`);
    for (const choice of ['Conventional', 'FHA', 'VA', 'USDA-RD', 'Other'])
      expect(titles('reo-mortgages')).toContain(`"${choice}"`);
    for (const choice of ['Chapter 7', 'Chapter 11', 'Chapter 12', 'Chapter 13'])
      expect(titles('declarations-em')).toContain(`"${choice}"`);
    for (const letter of ['A', 'C', 'D1', 'D2', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'])
      expect(titles('declarations-blended')).toContain(`"${letter}. `);
    for (const choice of [
      'Mexican',
      'Puerto Rican',
      'Cuban',
      'Other Hispanic or Latino',
      'Not Hispanic or Latino',
    ])
      expect(titles('demographics-ethnicity')).toContain(`"${choice}"`);
    for (const choice of [
      'American Indian or Alaska Native',
      'Asian Indian',
      'Chinese',
      'Filipino',
      'Japanese',
      'Korean',
      'Vietnamese',
      'Other Asian',
      'Black or African American',
      'Native Hawaiian',
      'Guamanian or Chamorro',
      'Samoan',
      'Other Pacific Islander',
      'White',
    ])
      expect(titles('demographics-race')).toContain(`"${choice}"`);
    for (const id of ['demographics-ethnicity', 'demographics-race', 'demographics-sex'])
      expect(titles(id)).toContain('"I do not wish to provide this information"');
    expect(titles('demographics-sex')).toContain('"Female"');
  });
});
