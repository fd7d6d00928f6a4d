// The studio's browser run of the testers' step cases: every case of every flow's case files on disk holds
// against the validators compiled at run time from the step files (as step-cases.test.ts holds them against the
// precompiled ones), and an edit to a step turns a case red with what was expected and what was shown.
import { describe, expect, it } from 'vitest';
import { runFlowCasesInBrowser } from '../../../src/client/studio/cases/browser-case-run.ts';
import { factPath } from '../../../src/shared/flows/flow-facts.ts';
import { studioSources } from './studio-sources.ts';

const { flows, documents, caseFiles } = studioSources();
const withCases = flows.filter((flow) =>
  caseFiles.some((file) => file.file.startsWith(`tests/cases/${flow.flowType}/steps/`)),
);

describe('the browser case run', () => {
  it('finds flows with step case files on disk', () => {
    expect(withCases.length).toBeGreaterThan(0);
  });

  it.each(withCases.map((flow) => [flow.flowType, flow] as const))(
    'gives green for every step case of %s',
    (flowType, flow) => {
      const started = performance.now();
      const run = runFlowCasesInBrowser(flowType, flow, documents, caseFiles);
      const cold = performance.now() - started;
      const again = performance.now();
      runFlowCasesInBrowser(flowType, flow, documents, caseFiles);
      const cases = run.steps.reduce((sum, file) => sum + file.cases.length, 0);
      console.info(
        `[studio cases] ${flowType}: ${cases} cases in ${Math.round(cold)} ms (validators compiled), ${Math.round(performance.now() - again)} ms again`,
      );
      expect(run.problems).toEqual([]);
      expect(run.steps.length).toBeGreaterThan(0);
      const red = run.steps.flatMap((file) => [
        ...(file.problem ? [`${file.file}: ${file.problem}`] : []),
        ...file.cases
          .filter((c) => !c.verdict.passed && !c.needsServer)
          .map((c) => `${file.file} ${c.name}: ${c.verdict.problem}`),
      ]);
      expect(red).toEqual([]);
      // The only cases left to the server: the amount against the home's value (the flow's requestedAmount).
      const amountField = factPath(flow.facts.requestedAmount);
      for (const left of run.steps.flatMap((file) => file.cases.filter((c) => c.needsServer)))
        expect(left.kind === 'invalid' && amountField).toBeTruthy();
    },
  );
});
