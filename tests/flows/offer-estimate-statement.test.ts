// 12 CFR 1026.19(e)(2)(ii): terms shown before the Loan Estimate carry its statement, word for word.
import { describe, expect, it } from 'vitest';
import { flowCatalog } from '../../src/server/flows/flow-catalog.ts';

const STATEMENT =
  'Your actual rate, payment, and costs could be higher. Get an official Loan Estimate before choosing a loan.';

describe('the offer screens of every flow', () => {
  const { flows, steps } = flowCatalog();
  const offerScreens = [...flows.values()].flatMap((flow) =>
    flow.steps
      .map((step) => ({ flow: flow.flowType, screen: 'screen' in step ? step.screen : undefined }))
      .filter(({ screen }) => screen && steps.get(screen)?.panel === 'offerChooser'),
  );

  it('exist', () => {
    expect(offerScreens.length).toBeGreaterThan(0);
  });

  it('carry the Loan Estimate statement', () => {
    for (const { flow, screen } of offerScreens)
      expect(steps.get(screen as string)?.offerExplanations?.estimateStatement, `${flow}: ${screen}`).toBe(
        STATEMENT,
      );
  });
});
