import { describe, expect, it } from 'vitest';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { stepsAfterSubmission, worksAfterSubmission } from '../../../src/shared/flows/after-submission.ts';
import { destinationStep } from '../../../src/shared/flows/engine-destinations.ts';
import { nextTargets } from '../../../src/shared/flows/flow-navigation.ts';
import { isScreen } from '../../../src/shared/flows/flow-types.ts';

const submitting = [...flowCatalog().flows.values()].filter((flow) => destinationStep(flow, 'submission'));

describe('the steps that still work after submission, in every flow with a submission step', () => {
  it('there are such flows', () => expect(submitting.length).toBeGreaterThan(0));

  it.each(submitting.map((flow) => [flow.flowType, flow] as const))(
    '%s: the submission step and the steps it leads to, and no step before it',
    (_type, flow) => {
      const submission = destinationStep(flow, 'submission');
      const after = stepsAfterSubmission(flow).map((step) => step.path);
      expect(after[0]).toBe(submission?.path);
      for (const path of after) {
        const step = flow.steps.find((candidate) => candidate.path === path);
        if (step && isScreen(step))
          for (const next of nextTargets(step.next)) expect(worksAfterSubmission(flow, next)).toBe(true);
      }
      // The review and the steps leading to submission show their answers read-only.
      const leadingThere = flow.steps
        .filter(isScreen)
        .filter((step) => nextTargets(step.next).includes(submission?.path ?? ''));
      expect(leadingThere.length).toBeGreaterThan(0);
      for (const step of leadingThere) expect(worksAfterSubmission(flow, step.path)).toBe(false);
    },
  );
});
