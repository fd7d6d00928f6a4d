// Issue 18 item 13: the checker refuses a flow whose credit check or pricing can be reached without a verified
// identity on or before it, and a screen that holds Continue for an identity it does not let the borrower verify.
import { describe, expect, it } from 'vitest';
import { loadFlowSources } from '../../src/server/flows/flow-files.ts';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';
import { type FlowFile, isScreen, type StepDocument } from '../../src/shared/flows/flow-types.ts';
import { BASE_FLOW, onlyProblem, withFlow, withStep } from './broken-sources.ts';

const sources = loadFlowSources();
const flows = sources.flows.map((entry) => ({ file: entry.file, flow: entry.content as FlowFile }));
const documents = new Map(
  sources.steps.map((entry) => [(entry.content as StepDocument).id, entry.content as StepDocument]),
);
const screenOf = (flow: FlowFile, found: (document: StepDocument) => boolean) =>
  flow.steps.filter(isScreen).find((step) => {
    const document = documents.get(step.screen);
    return document !== undefined && found(document);
  });
const base = flows.find((entry) => entry.file === BASE_FLOW)?.flow as FlowFile;
const consent = screenOf(base, (document) => document.requiresVerifiedIdentity === true);
const creditCheck = screenOf(base, (document) => document.panel === 'creditCheck');

describe('identity before the soft pull', () => {
  it('holds in every flow file as it is', () => {
    const problems = checkFlowSources(loadFlowSources()).problems;
    expect(problems.filter((problem) => /verifying their identity/.test(problem.problem))).toEqual([]);
    // Every flow that checks credit verifies identity on its consent screen.
    for (const { flow } of flows) {
      if (!screenOf(flow, (document) => document.panel === 'creditCheck')) continue;
      const verifier = screenOf(flow, (document) => document.requiresVerifiedIdentity === true);
      expect(verifier, flow.flowType).toBeDefined();
      expect(documents.get(verifier?.screen as string)?.panel).toBe('identityVerification');
    }
  });

  it('refuses a consent screen that no longer requires a verified identity, at each flow’s credit check', () => {
    if (!consent) throw new Error(`${BASE_FLOW} has no screen requiring a verified identity`);
    const { problems } = checkFlowSources(
      withStep(consent.screen, (document) => void delete document.requiresVerifiedIdentity),
    );
    const checking = flows.flatMap(({ file, flow }) => {
      const step = screenOf(flow, (document) => document.panel === 'creditCheck');
      return step && screenOf(flow, (document) => document.id === consent.screen) ? [{ file, step }] : [];
    });
    expect(problems).toHaveLength(checking.length);
    for (const { file, step } of checking) {
      const found = problems.find((problem) => problem.file === file);
      expect(found?.where).toBe(`step "${step.path}"`);
      expect(found?.problem).toContain('runs the soft credit check');
      expect(found?.problem).toContain('without verifying their identity first');
      expect(found?.problem).toContain(`"${consent.path}" → "${step.path}"`);
      expect(found?.fix).toContain('"requiresVerifiedIdentity": true');
    }
  });

  it('refuses a flow whose way goes round the consent screen, naming the step and the way', () => {
    if (!consent || !creditCheck) throw new Error(`${BASE_FLOW} has no consent or credit check`);
    const before = base.steps.filter(isScreen).find((step) => step.next === consent.path);
    if (!before) throw new Error(`no step leads to ${consent.path}`);
    const found = onlyProblem(
      withFlow(BASE_FLOW, (flow) => {
        const step = flow.steps.find((candidate) => candidate.path === before.path);
        // A branch straight to the credit check, beside the usual way through the consent.
        if (step && isScreen(step))
          step.next = [
            { when: { field: 'contactInfo.firstName', equals: 'Skip' }, to: creditCheck.path },
            { to: consent.path },
          ];
      }),
    );
    expect(found.where).toBe(`step "${creditCheck.path}"`);
    expect(found.problem).toContain(`"${before.path}" → "${creditCheck.path}"`);
    expect(found.problem).toContain("see offers priced on the stranger's credit file");
    expect(found.fix).toContain(`every way to "${creditCheck.path}" must pass`);
  });

  it('refuses a screen that holds Continue for an identity it does not let the borrower verify', () => {
    if (!consent) throw new Error('no consent screen');
    const found = onlyProblem(withStep(consent.screen, (document) => void delete document.panel));
    expect(found).toMatchObject({
      file: `schemas/steps/${consent.screen}.json`,
      where: `screen "${consent.screen}"`,
    });
    expect(found.problem).toContain('does not show the "identityVerification" panel');
    expect(found.fix).toBe(
      'Add "panel": "identityVerification" to the screen, or remove "requiresVerifiedIdentity".',
    );
  });
});
