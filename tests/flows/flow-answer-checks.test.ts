// What a flow's steps ask, checked against what the engine reads from it: facts, conditions, submission, and the
// rules two screens (or a screen and the shared model) give one answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, PROJECT_ROOT } from '../../src/server/flows/flow-files.ts';
import { parseJsonText } from '../../src/shared/flows/checks/json-text.ts';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';
import type { FlowFile, StepDocument } from '../../src/shared/flows/flow-types.ts';
import { BASE_FLOW, onlyProblem, screenAt, withFlow, withStep } from './broken-sources.ts';

const facts = (flow: FlowFile) => flow.facts as Record<string, unknown>;

describe('the facts a flow declares', () => {
  it('name answers a step of the flow asks, with the closest asked path', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        facts(flow).requestedAmount = 'loan.loan_amount';
      }),
    );
    expect(found).toMatchObject({
      file: BASE_FLOW,
      where: 'fact "requestedAmount"',
      problem:
        'it reads the answer loan.loan_amount, which no step of this flow asks. Did you mean "loan.loan_amt"?',
    });
    expect(found.fix).toContain('Change it to "loan.loan_amt"');
  });

  it('read an answer of the kind the engine reads', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        facts(flow).requestedAmount = 'contactInfo.email';
      }),
    );
    expect(found.where).toBe('fact "requestedAmount"');
    expect(found.problem).toContain('screen "contact-info" asks so that it is text, not a whole number');
    expect(found.fix).toContain('Make contactInfo.email in schemas/steps/contact-info.json a whole number');
  });

  it('read a choice whose values the engine knows', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        facts(flow).propertyType = 'propertyValueDetour.choice';
      }),
    );
    expect(found.where).toBe('fact "propertyType"');
    expect(found.problem).toMatch(
      /screen "appraisal-options" asks so that ".+" (is|are) not among "SingleFamily"/,
    );
  });

  it('fix a constant of the kind the engine reads', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        facts(flow).occupancy = { value: 'Primary' };
      }),
    );
    expect(found).toMatchObject({
      where: 'fact "occupancy"',
      problem:
        'it is fixed to "Primary", which is not one of "PrimaryResidence", "SecondHome" or "Investment". Did you mean "PrimaryResidence"?',
    });
  });

  it('include everything pricing needs when the flow prices offers', () => {
    const found = onlyProblem(withFlow(BASE_FLOW, (flow) => void delete facts(flow).occupancy));
    expect(found.where).toBe('facts');
    expect(found.problem).toContain('this flow prices offers (step "select-offer/generate")');
    expect(found.problem).toContain('does not declare the fact "occupancy"');
    expect(found.fix).toBe(
      'Add "occupancy": "property.info.occupancy" to "facts" (or { "value": … } to fix it for every borrower).',
    );
  });
});

describe('a flow that submits applications', () => {
  it('declares the borrower’s names, so the Loan Estimate’s due date is recorded', () => {
    const found = onlyProblem(withFlow(BASE_FLOW, (flow) => void delete facts(flow).borrowerLastName));
    expect(found.where).toBe('facts');
    expect(found.problem).toContain('this flow submits applications (step "submit/process")');
    expect(found.problem).toContain('does not declare the fact "borrowerLastName"');
    expect(found.problem).toContain('the date the Loan Estimate is due by would never be recorded');
    expect(found.fix).toBe('Add "borrowerLastName": "contactInfo.lastName" to "facts".');
  });
});

describe('conditions', () => {
  it('test answers a step of the flow asks', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        const [branch] = screenAt(flow, 'applicant/reo-intro').next as { when: { field: string } }[];
        if (branch) branch.when.field = 'realEstate.ownsOthers';
      }),
    );
    expect(found).toMatchObject({ file: BASE_FLOW, where: 'step "applicant/reo-intro"' });
    expect(found.problem).toBe(
      'the condition of branch 1 (to "applicant/property-review") tests realEstate.ownsOthers, which no step of this flow asks, so it never holds as meant. Did you mean "realEstate.ownsOther"?',
    );
  });

  it('of the co-borrower’s steps test the co-borrower’s answers', () => {
    const sources = loadFlowSources();
    const { problems } = checkFlowSources(sources);
    const coborrowerConditions = sources.flows.flatMap(({ content }) =>
      JSON.stringify(content).match(/"field":"coborrower\.[^"]+"/g),
    );
    expect(coborrowerConditions.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe('a flow with a submit step', () => {
  it('asks every answer the server requires before a loan is made', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        screenAt(flow, 'applicant/declarations/blended').screen = 'military-service';
      }),
    );
    expect(found.where).toBe('step "submit/process"');
    expect(found.problem).toBe(
      'this flow can never be submitted: no step asks declarations (declarations), which the server requires before a loan is made.',
    );
    expect(found.fix).toContain('"declarations-blended"');
  });

  it('lets the borrower choose an offer', () => {
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        screenAt(flow, 'select-offer/options').screen = 'offer-done';
      }),
    );
    expect(found.problem).toContain('no step lets the borrower choose an offer');
    expect(found.fix).toContain('"offer-options"');
  });
});

/** A step file of our own asking `extra.answer` with the given rule. */
function extraStep(id: string, rule: object): { file: string; content: StepDocument } {
  const content = {
    $schema: '../step.schema.json',
    id,
    title: 'An extra question',
    schema: { type: 'object', properties: { extra: { type: 'object', properties: { answer: rule } } } },
    uiSchema: {},
  } as unknown as StepDocument;
  return { file: `schemas/steps/${id}.json`, content };
}

describe('one answer asked twice', () => {
  it('by two screens of a flow with different rules names both screens', () => {
    const sources = withFlow(BASE_FLOW, (flow) => {
      screenAt(flow, 'contact-info').next = 'extra/one';
      flow.steps.push(
        { path: 'extra/one', kind: 'protected', screen: 'extra-one', section: 'prequal', next: 'extra/two' },
        {
          path: 'extra/two',
          kind: 'protected',
          screen: 'extra-two',
          section: 'prequal',
          next: 'select-offer/consent',
        },
      );
    });
    sources.steps.push(
      extraStep('extra-one', { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] }),
      extraStep('extra-two', { type: 'integer' }),
    );
    const found = onlyProblem(sources);
    expect(found).toMatchObject({ file: BASE_FLOW, where: 'screens "extra-one" and "extra-two"' });
    expect(found.problem).toBe(
      'both ask extra.answer, with different rules: "extra-one" asks text, one of "a" or "b"; "extra-two" asks a whole number. An answer one accepts, the other refuses.',
    );
  });

  it('by a screen and the shared model must fit the shared rule', () => {
    const found = onlyProblem(
      withStep('property-info', (step) => {
        // biome-ignore lint/suspicious/noExplicitAny: the test walks a JSON document by key
        const property = (step.schema.properties as Record<string, { properties: Record<string, any> }>)
          .property;
        property?.properties.info.properties.propertyType.oneOf.push({ const: 'Cabin', title: 'A cabin' });
      }),
    );
    expect(found).toMatchObject({
      file: 'schemas/steps/property-info.json',
      where: 'screen "property-info"',
    });
    expect(found.problem).toContain(
      'the question property.info.propertyType does not fit the shared model: "Cabin" is not among "SingleFamily"',
    );
    expect(found.fix).toContain('schemas/api/application-data.schema.json');
  });
});

describe('a flow file of the previous format', () => {
  it('is read and reported as a note, not a problem', () => {
    const sources = loadFlowSources();
    const text = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/flows/format-1/slim-1.json'), 'utf8');
    sources.flows.push(
      parseJsonText('flows/old-1.json', text.replace('"flowType": "slim-1"', '"flowType": "old-1"')),
    );
    const report = checkFlowSources(sources);
    expect(report.problems).toEqual([]);
    expect(report.notes).toContainEqual({
      file: 'flows/old-1.json',
      note: 'flows/old-1.json is in format 1; it still works; run npm run flows:migrate to rewrite it in format 2.',
    });
  });
});
