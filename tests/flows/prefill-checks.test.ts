// A step file's "prefill" mistakes, each named with the file, the screen or step, and the fix (issue 17, item 7).
import { describe, expect, it } from 'vitest';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';
import { onlyProblem, withStep } from './broken-sources.ts';

const JARGON = /must NOT|must have required property|must match|instancePath|#\/|\bundefined\b/;

describe('a step file that prefills', () => {
  it.each([
    [
      'a question the step does not ask',
      (step: StepDocument) => {
        step.prefill = { 'contactInfo.fristName': { from: 'registration.firstName' } };
      },
      '"prefill" names contactInfo.fristName, which this screen does not ask, so nothing would be filled in. Did you mean "contactInfo.firstName"?',
      'Correct the question\'s path in "prefill".',
    ],
    [
      'a registration field sign-up does not give',
      (step: StepDocument) => {
        step.prefill = { 'contactInfo.phone': { from: 'registration.phone' } };
      },
      'the prefill of contactInfo.phone reads registration.phone, which sign-up does not give.',
      'Use "registration.firstName", "registration.lastName" or "registration.email", or the path of an answer.',
    ],
    [
      'a map to a value that is not one of the choices',
      (step: StepDocument) => {
        step.prefill = {
          'contactInfo.textConsent': { from: 'registration.email', map: { 'a@b.example': 'yes' } },
        };
      },
      'the prefill of contactInfo.textConsent maps "a@b.example" to "yes", which is not one of its choices',
      'Map "a@b.example" to one of',
    ],
  ])('names %s, with the fix', (_name, edit, problem, fix) => {
    const found = onlyProblem(withStep('contact-info', edit));
    expect(found.file).toBe('schemas/steps/contact-info.json');
    expect(found.where).toBe('screen "contact-info"');
    expect(found.problem).toContain(problem);
    expect(found.fix).toContain(fix);
    expect(found.line).toBeGreaterThan(1);
  });

  it('names a mapped value outside an enum of choices, with the closest choice', () => {
    const found = onlyProblem(
      withStep('applicant-employment', (step) => {
        step.prefill = {
          'applicant.employment.status': { from: 'applicant.income.source', map: { Other: 'NotEmploy' } },
        };
      }),
    );
    expect(found.problem).toBe(
      'the prefill of applicant.employment.status maps "Other" to "NotEmploy", which is not one of its choices, so it would never be used. Did you mean "NotEmployed"?',
    );
    expect(found.fix).toContain('"Employed", "SelfEmployed", "Retired" or "NotEmployed"');
  });

  it('names, in each flow that shows the screen, a source no step asks, with the closest answer', () => {
    const sources = withStep('contact-info', (step) => {
      step.prefill = { 'contactInfo.firstName': { from: 'aplicant.legal.firstName' } };
    });
    const { problems } = checkFlowSources(sources);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.file).toMatch(/^flows\/.+\.json$/);
      expect(problem.where).toBe('step "contact-info"');
      expect(problem.problem).toBe(
        'its screen "contact-info" prefills contactInfo.firstName from aplicant.legal.firstName, which no step asks, so the question always starts empty. Did you mean "applicant.legal.firstName"?',
      );
      expect(problem.fix).toBe('Correct the path in "prefill" of schemas/steps/contact-info.json.');
      expect(`${problem.problem} ${problem.fix}`).not.toMatch(JARGON);
    }
  });

  it('names a "when" that tests an answer no step asks', () => {
    const sources = withStep('contact-info', (step) => {
      step.prefill = {
        'contactInfo.firstName': {
          from: 'registration.firstName',
          when: { field: 'property.info.ocupancy', equals: 'PrimaryResidence' },
        },
      };
    });
    const { problems } = checkFlowSources(sources);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem.problem).toContain('from property.info.ocupancy, which no step asks');
  });

  it('refuses a rule of the wrong shape through the contract, naming the key', () => {
    const found = onlyProblem(
      withStep('contact-info', (step) => {
        step.prefill = { 'contactInfo.firstName': { form: 'registration.firstName' } as never };
      }),
    );
    expect(found.file).toBe('schemas/steps/contact-info.json');
    expect(`${found.problem} ${found.fix}`).toMatch(/form/);
  });

  it('names a fixed value that is not one of the choices, with the closest, in a list of rules', () => {
    const found = onlyProblem(
      withStep('other-liabilities', (step) => {
        step.prefill = {
          'applicant.otherLiabilities.hasAny': [
            { value: 'Yes', when: { field: 'applicant.income.otherMonthlyObligations', atLeast: 1 } },
            { value: 'no' },
          ],
        };
      }),
    );
    expect(found.where).toBe('screen "other-liabilities"');
    expect(found.problem).toBe(
      'the prefill of applicant.otherLiabilities.hasAny gives "Yes", which is not one of its choices, so it would never be used. Did you mean "yes"?',
    );
    expect(found.fix).toBe('Give one of "yes" or "no".');
  });

  it('accepts an item of a list the step asks, and names a question no item has', () => {
    const item = (question: string) =>
      withStep('other-liabilities', (step) => {
        step.prefill = {
          [`applicant.otherLiabilities.items.0.${question}`]: {
            from: 'applicant.income.otherMonthlyObligations',
          },
        };
      });
    expect(checkFlowSources(item('monthlyPayment')).problems).toEqual([]);
    const found = onlyProblem(item('monthlyPaymnet'));
    expect(found.problem).toContain(
      '"prefill" names applicant.otherLiabilities.items.0.monthlyPaymnet, which this screen does not ask',
    );
  });

  it('refuses a rule with both a fixed value and a source through the contract', () => {
    const found = onlyProblem(
      withStep('other-liabilities', (step) => {
        step.prefill = {
          'applicant.otherLiabilities.hasAny': { value: 'yes', from: 'applicant.income.source' } as never,
        };
      }),
    );
    expect(found.file).toBe('schemas/steps/other-liabilities.json');
    expect(found.problem).toContain('"applicant.otherLiabilities.hasAny": unknown key "value".');
    expect(found.fix).toBe('Remove "value". Allowed here: "from", "map" or "when".');
  });
});
