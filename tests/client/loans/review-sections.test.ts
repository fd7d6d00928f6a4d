import { describe, expect, it } from 'vitest';
import { reviewedSteps, reviewSections } from '../../../src/client/loans/review-sections.ts';
import type { FlowFile, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { type Json, mergeAnswers } from '../../support/case-answers.ts';
import { assembledDataSet, screensWalkedBy } from '../../support/case-assembly.ts';
import { loadCaseCatalog } from '../../support/case-catalog.ts';
import { answersFromSchema } from '../../support/schema-answers.ts';

const question = (id: string, title: string, section: string, key: string): StepDocument => ({
  $schema: '../step.schema.json',
  id,
  title,
  schema: {
    type: 'object',
    properties: {
      [section]: { type: 'object', properties: { [key]: { type: 'string', title: `${title}?` } } },
    },
  },
  uiSchema: {},
});

/** A flow of its own: the condominium step only for a condominium, a value step opened only by link. */
const flow: FlowFile = {
  $schema: '../schemas/flow.schema.json',
  flowType: 'review-test',
  version: 2,
  title: 'Review test',
  facts: {},
  sections: {
    home: { title: 'Your home', review: true },
    submit: { title: 'Submit', review: false },
  },
  prequalProgress: [],
  steps: [
    { path: '', kind: 'redirect', to: 'kind' },
    {
      path: 'kind',
      kind: 'protected',
      screen: 'kind',
      section: 'home',
      next: [{ when: { field: 'home.kind', equals: 'Condominium' }, to: 'condo' }, { to: 'value' }],
    },
    { path: 'condo', kind: 'protected', screen: 'condo', section: 'home', next: 'value' },
    { path: 'value', kind: 'protected', screen: 'value', section: 'home', next: 'review' },
    {
      path: 'value-again',
      kind: 'protected',
      screen: 'value-again',
      section: 'home',
      next: 'review',
      entry: true,
    },
    { path: 'review', kind: 'protected', screen: 'review', section: 'submit' },
  ],
};
const documents: Record<string, StepDocument> = {
  kind: question('kind', 'Kind of home', 'home', 'kind'),
  condo: question('condo', 'Condominium project', 'home', 'condoName'),
  value: question('value', 'Home value', 'home', 'value'),
  'value-again': question('value-again', 'Change the value', 'home', 'value'),
};
const entries = reviewedSteps(flow, 'review').map((step) => ({
  step,
  document: documents[step.screen] as StepDocument,
}));
const titles = (answers: unknown) =>
  reviewSections(flow, entries, answers).flatMap((section) => section.steps.map((one) => one.document.title));

describe('the review lists the steps the answers took the borrower through', () => {
  it('a step a condition skips has no part, whatever it saved before the answer changed', () => {
    const house = { home: { kind: 'SingleFamily', condoName: 'Quarry Lane', value: '400000' } };
    expect(titles(house)).toEqual(['Kind of home', 'Home value']);
    const condo = { home: { ...house.home, kind: 'Condominium' } };
    expect(titles(condo)).toEqual(['Kind of home', 'Condominium project', 'Home value']);
  });

  it('a step that asks again what an earlier one asked is read once', () => {
    const sections = reviewSections(flow, entries, { home: { kind: 'SingleFamily', value: '400000' } });
    expect(sections.map((section) => section.title)).toEqual(['Your home']);
    expect(sections[0]?.steps.map((one) => one.step.path)).toEqual(['kind', 'value']);
  });

  it('a section with no answered step has no part', () => {
    expect(reviewSections(flow, entries, {})).toEqual([]);
  });
});

describe('in every flow with a review, a step its answers skip has no part there', () => {
  const catalog = loadCaseCatalog();
  const isReview = (step: FlowFile['steps'][number]) =>
    step.kind !== 'redirect' && catalog.documents.get(step.screen)?.panel === 'applicationReview';
  const reviewing = catalog.flows.filter(
    (cases): cases is typeof cases & { flow: FlowFile } => cases.flow?.steps.some(isReview) ?? false,
  );

  it('there are such flows', () => expect(reviewing.length).toBeGreaterThan(0));

  it.each(reviewing.map((cases) => [cases.flowType, cases.flow] as const))('%s', (_type, reviewed) => {
    const review = reviewed.steps.find(isReview);
    const base = assembledDataSet(reviewed, catalog.documents, catalog.flows).data as Json;
    const listed = reviewedSteps(reviewed, review?.path ?? '').map((step) => ({
      step,
      document: catalog.documents.get(step.screen) as StepDocument,
    }));
    // Every step before review has answers, those of the steps the data set skips too (as if once given).
    let answers: Json = base;
    for (const { document } of listed)
      answers = mergeAnswers(answersFromSchema(document.schema, answers) ?? answers, base);
    const walked = new Set(screensWalkedBy(reviewed, answers).map((step) => step.path));
    const shown = reviewSections(reviewed, listed, answers).flatMap((section) =>
      section.steps.map((one) => one.step.path),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((path) => !walked.has(path))).toEqual([]);
  });
});
