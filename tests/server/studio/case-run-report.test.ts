// Vitest's JSON report of a case run, as the studio shows it: one result per case, with the runner's words for
// a failure, and a test file that failed before its cases ran counted as a failure.
import { describe, expect, it } from 'vitest';
import { caseRunOf, type VitestJsonReport } from '../../../src/server/studio/case-run-report.ts';
import type { StudioCaseResult } from '../../../src/shared/studio/studio-contract.ts';

const ROOT = '/project';

const caseMeta = (kind: StudioCaseResult['kind'], name: string, file: string, more: object = {}) => ({
  case: { kind, flow: 'a-flow', step: '', name, file, ...more },
});

const REPORT: VitestJsonReport = {
  testResults: [
    {
      name: `${ROOT}/tests/cases/step-cases.test.ts`,
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'step cases (pglite) a-flow › property/value accepts a value',
          status: 'passed',
          meta: caseMeta('valid', 'a value', 'tests/cases/a-flow/steps/property-value.yaml', {
            step: 'property/value',
          }),
          failureMessages: [],
        },
        {
          fullName: 'step cases (pglite) a-flow › property/value refuses no value',
          status: 'failed',
          meta: caseMeta('invalid', 'no value', 'tests/cases/a-flow/steps/property-value.yaml', {
            step: 'property/value',
            expected: 'value: Enter the value',
            got: 'accepted',
          }),
          failureMessages: [
            'AssertionError: the server accepted it\nexpected 200 to be 400\n    at runStepCase (tests/support/case-step-run.ts:10:5)\n    at file:///x.js:1:1',
          ],
        },
        {
          fullName: 'step cases (pglite) a-flow › skipped',
          status: 'skipped',
          meta: caseMeta('valid', 'skipped', 'tests/cases/a-flow/steps/x.yaml'),
          failureMessages: [],
        },
        { fullName: 'not a case', status: 'passed', meta: {}, failureMessages: [] },
      ],
    },
    {
      name: `${ROOT}/tests/cases/journeys.test.ts`,
      status: 'failed',
      message: 'SyntaxError: Unexpected token in tests/support/case-journey.ts',
      assertionResults: [],
    },
    {
      name: `${ROOT}/tests/cases/case-files.test.ts`,
      status: 'failed',
      message: 'No test suite found in file /project/tests/cases/case-files.test.ts',
      assertionResults: [],
    },
  ],
};

describe('a case run from Vitest’s JSON report', () => {
  const run = caseRunOf('a-flow', REPORT, ROOT, 1234);

  it('counts the cases that ran, passed and failed', () => {
    expect(run).toMatchObject({ flowType: 'a-flow', passed: 1, failed: 2, durationMs: 1234 });
    expect(run.results).toHaveLength(3);
  });

  it('gives each case its file, step, kind and expectations', () => {
    expect(run.results[0]).toEqual({
      file: 'tests/cases/a-flow/steps/property-value.yaml',
      step: 'property/value',
      name: 'a value',
      kind: 'valid',
      passed: true,
    });
  });

  it("gives a failure the runner's message without its stack", () => {
    expect(run.results[1]).toEqual({
      file: 'tests/cases/a-flow/steps/property-value.yaml',
      step: 'property/value',
      name: 'no value',
      kind: 'invalid',
      passed: false,
      expected: 'value: Enter the value',
      got: 'accepted',
      message: 'AssertionError: the server accepted it\nexpected 200 to be 400',
    });
  });

  it('counts a test file that failed before its cases as a failure of that file, not one without tests', () => {
    expect(run.results[2]).toEqual({
      file: 'tests/cases/journeys.test.ts',
      name: 'the case runner ran this file',
      kind: 'file',
      passed: false,
      message: 'SyntaxError: Unexpected token in tests/support/case-journey.ts',
    });
  });
});
