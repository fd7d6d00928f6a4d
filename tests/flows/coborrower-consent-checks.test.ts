// A co-borrower's own part ends with their authorisation of the full credit report (a hard inquiry): the checker
// refuses a flow whose co-borrower can send their answers without passing the step that records it, and a consent
// step that is the borrower's or does not show the text. Every flow with a co-borrower part is broken in turn.
import { describe, expect, it } from 'vitest';
import { loadFlowSources } from '../../src/server/flows/flow-files.ts';
import { nextTargets } from '../../src/shared/flows/flow-navigation.ts';
import { type FlowFile, isScreen, type ScreenStep } from '../../src/shared/flows/flow-types.ts';
import { onlyProblem, withFlow } from './broken-sources.ts';

const CONSENT = 'recordCoborrowerCreditConsent';
const COMPLETE = 'completeCoborrower';

const withCoborrowerPart = loadFlowSources()
  .flows.map(({ file, content }) => ({ file, flow: content as FlowFile }))
  .filter(({ flow }) => flow.steps.some((step) => isScreen(step) && step.action === COMPLETE));

const screens = (flow: FlowFile) => flow.steps.filter(isScreen);
const consentStep = (flow: FlowFile) => screens(flow).find((step) => step.action === CONSENT) as ScreenStep;

describe('the co-borrower authorises the hard inquiry before sending their answers', () => {
  it('every flow with a co-borrower part has the step today (so the cases below break something real)', () => {
    expect(withCoborrowerPart.length).toBeGreaterThan(0);
    for (const { flow } of withCoborrowerPart) expect(consentStep(flow)?.section).toBe('coborrower');
  });

  it.each(withCoborrowerPart.map(({ file }) => [file]))(
    '%s: a way to the co-borrower sending their answers that skips the consent step is refused, with the fix',
    (file) => {
      let completion = '';
      const sources = withFlow(file, (flow) => {
        const consent = consentStep(flow);
        const after = nextTargets(consent.next)[0] as string;
        completion = after;
        for (const step of screens(flow)) {
          if (step.next === consent.path) step.next = after;
          else if (Array.isArray(step.next))
            for (const branch of step.next) if (branch.to === consent.path) branch.to = after;
        }
        flow.steps = flow.steps.filter((step) => step.path !== consent.path);
      });
      const found = onlyProblem(sources);
      expect(found.file).toBe(file);
      expect(found.where).toBe(`step "${completion}"`);
      expect(found.problem).toContain(
        'the co-borrower can send their answers here without authorizing the full credit report on their own credit (a hard inquiry)',
      );
      expect(found.problem).toContain('The borrower could then never submit the application.');
      expect(found.fix).toContain(`"action": "${CONSENT}" just before "${completion}"`);
      expect(found.fix).toContain('"coborrower-credit-authorization"');
      expect(found.line).toBeGreaterThan(1);
    },
  );

  it.each(withCoborrowerPart.map(({ file }) => [file]))(
    '%s: the consent screen without the action that records the authorization does not count',
    (file) => {
      const sources = withFlow(file, (flow) => {
        const consent = consentStep(flow);
        delete consent.action;
      });
      expect(onlyProblem(sources).problem).toContain('no step with "action"');
    },
  );

  it.each(withCoborrowerPart.map(({ file }) => [file]))(
    '%s: the consent action on a screen that does not show the text is refused',
    (file) => {
      let path = '';
      const sources = withFlow(file, (flow) => {
        const consent = consentStep(flow);
        path = consent.path;
        consent.screen = 'coborrower-acknowledgments';
      });
      const found = onlyProblem(sources);
      expect(found.where).toBe(`step "${path}"`);
      expect(found.problem).toContain(
        'does not show the authorization\'s text (panel "coborrowerCreditAuthorization")',
      );
      expect(found.fix).toContain('"panel": "coborrowerCreditAuthorization"');
    },
  );

  it.each(withCoborrowerPart.map(({ file }) => [file]))(
    "%s: the consent action on a borrower's step is refused",
    (file) => {
      let path = '';
      const sources = withFlow(file, (flow) => {
        const borrowerStep = screens(flow).find(
          (step) => step.section !== 'coborrower' && step.action === undefined && step.next !== undefined,
        ) as ScreenStep;
        path = borrowerStep.path;
        borrowerStep.action = CONSENT;
      });
      const found = onlyProblem(sources);
      expect(found.where).toBe(`step "${path}"`);
      expect(found.problem).toContain("but the step is the borrower's");
      expect(found.fix).toContain('Put the step in section "coborrower"');
    },
  );
});
