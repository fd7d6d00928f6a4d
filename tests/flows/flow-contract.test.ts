import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, ROOT } from '../../scripts/flow-sources.ts';
import { checkFlows } from '../../src/shared/flows/flow-checks.ts';
import { landingStep, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import type { FlowFile } from '../../src/shared/flows/flow-types.ts';
import { BASE_FLOW, onlyProblem, screenAt, withFlow } from './broken-sources.ts';

describe('the flow contract', () => {
  it('holds for every flow and step file in the repository', () => {
    const sources = loadFlowSources();
    expect(sources.flows.length).toBeGreaterThan(0);
    expect(checkFlows(sources)).toEqual([]);
  });

  // Each mistake in a copy of a real flow gives one message naming the file, the step and the fix.
  it.each([
    [
      'a misspelt key',
      (flow: FlowFile) => {
        const step = screenAt(flow, 'property/info') as unknown as Record<string, unknown>;
        step.nxt = step.next;
        delete step.next;
      },
      'step "property/info"',
      'unknown key "nxt". Did you mean "next"?',
      'Rename "nxt" to "next".',
    ],
    [
      'a kind that does not exist',
      (flow: FlowFile) => {
        (screenAt(flow, 'contact-info') as { kind: string }).kind = 'secret';
      },
      'step "contact-info"',
      '"kind" is "secret", which is not one of "redirect", "protected" or "unprotected".',
      'Use one of "redirect", "protected" or "unprotected".',
    ],
    [
      'a misspelt key in a condition',
      (flow: FlowFile) => {
        const [branch] = screenAt(flow, 'applicant/reo-intro').next as { when?: unknown }[];
        (branch as { when: unknown }).when = { feild: 'realEstate.ownsOther', equals: 'yes' };
      },
      'step "applicant/reo-intro"',
      'in "next" (item 1), "when": unknown key "feild". Did you mean "field"?',
      'Rename "feild" to "field".',
    ],
    [
      'a next that is neither a path nor branches',
      (flow: FlowFile) => {
        (screenAt(flow, 'property/info') as { next: unknown }).next = 5;
      },
      'step "property/info"',
      '"next" must be text in double quotes or a list [ … ], not 5.',
      'Write "next" as text in double quotes or a list [ … ].',
    ],
    [
      'a path written the wrong way',
      (flow: FlowFile) => {
        screenAt(flow, 'property/info').next = 'Property Loan';
      },
      'step "property/info"',
      '"next" is "Property Loan", which is not written as expected.',
      'Write a path like "property/address"',
    ],
    [
      'a misspelt fact',
      (flow: FlowFile) => {
        const facts = flow.facts as Record<string, unknown>;
        facts.occupancyType = facts.occupancy;
        delete facts.occupancy;
      },
      'facts',
      'unknown fact "occupancyType". Did you mean "occupancy"?',
      'Rename "occupancyType" to "occupancy".',
    ],
    [
      'a format newer than the engine reads',
      (flow: FlowFile) => {
        flow.version = 3;
      },
      undefined,
      '"version" 3 is a newer file format than this engine reads (2).',
      'Update the application',
    ],
    [
      'a flow without its format',
      (flow: FlowFile) => {
        delete (flow as { version?: number }).version;
      },
      undefined,
      '"version" (the file format) is missing or not a whole number.',
      'Set "version": 2.',
    ],
  ])('says in words what is wrong with %s', (_name, edit, where, problem, fix) => {
    const found = onlyProblem(withFlow(BASE_FLOW, edit));
    expect([found.file, found.where, found.problem]).toEqual([BASE_FLOW, where, problem]);
    expect(found.fix).toContain(fix);
    expect(found.line).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      'a next to a misspelt path',
      (flow: FlowFile) => {
        screenAt(flow, 'property/info').next = 'property/loan-amout';
      },
      'step "property/info"',
      '"next" goes to "property/loan-amout", which is not a step of this flow; the borrower would see "Page not found". Did you mean "property/loan-amount"?',
      'Change "property/loan-amout" to "property/loan-amount".',
    ],
    [
      'a next to a missing path that was the only way on',
      (flow: FlowFile) => {
        screenAt(flow, 'select-offer/consent').next = 'select-offer/generate-credt';
      },
      'step "select-offer/consent"',
      'That is probably why "select-offer/generate-credit" cannot be reached.',
      'Change "select-offer/generate-credt" to "select-offer/generate-credit".',
    ],
    [
      'a redirect to a path that does not exist',
      (flow: FlowFile) => {
        flow.steps.push({ path: 'old-entry', kind: 'redirect', to: 'gone' });
      },
      'step "old-entry"',
      'it redirects to "gone", which is not a step of this flow',
      'Add a step with "path": "gone"',
    ],
    [
      'a misspelt screen',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').screen = 'contact-inf';
      },
      'step "contact-info"',
      'screen "contact-inf" has no step file (schemas/steps/contact-inf.json); the borrower would see "Page not found". Did you mean "contact-info"?',
      'Change "contact-inf" to "contact-info".',
    ],
    [
      'a screen without a step file',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').screen = 'contact-details';
      },
      'step "contact-info"',
      'screen "contact-details" has no step file (schemas/steps/contact-details.json)',
      'Create schemas/steps/contact-details.json, or name an existing screen.',
    ],
    [
      'a misspelt action',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').action = 'confirmOfer';
      },
      'step "contact-info"',
      'action "confirmOfer" is not registered. Did you mean "confirmOffer"?',
      'Use one of "resumeApplication"',
    ],
    [
      'a misspelt section',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').section = 'prequall';
      },
      'step "contact-info"',
      'section "prequall" is not declared in "sections". Did you mean "prequal"?',
      'or declare "prequall" in "sections"',
    ],
    [
      'a section no step is in',
      (flow: FlowFile) => {
        flow.sections.extras = { title: 'Extras', review: false };
      },
      'section "extras"',
      'it is declared but no step is in it.',
      'Remove "extras" from "sections"',
    ],
    [
      'a progress step that does not exist',
      (flow: FlowFile) => {
        flow.prequalProgress = [{ name: 'property', steps: ['property/address', 'property/infoo'] }];
      },
      'prequalProgress "property"',
      '"property/infoo" is not a step of this flow. Did you mean "property/info"?',
      'Name a screen of this flow.',
    ],
    [
      'a progress step that is a redirect',
      (flow: FlowFile) => {
        flow.prequalProgress = [{ name: 'entry', steps: ['continueapp'] }];
      },
      'prequalProgress "entry"',
      '"continueapp" is a redirect, not a screen',
      'Name the screen "myfasttrack" instead.',
    ],
    [
      'a loop through a conditional branch',
      (flow: FlowFile) => {
        screenAt(flow, 'select-offer/done').next = [
          { when: { field: 'loan.purpose', equals: 'again' }, to: 'select-offer/generate' },
          { to: 'applicant/property' },
        ];
      },
      'step "select-offer/generate"',
      'Continue can go round in a loop: select-offer/generate → select-offer/options → select-offer/done → select-offer/generate.',
      'Change the "next" of one of these steps',
    ],
    [
      'a loop back to an earlier step (reported as the loop, not as progress falling)',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').next = [
          { when: { field: 'contactInfo.textConsent', equals: true }, to: 'property/loan-amount' },
          { to: 'select-offer/consent' },
        ];
      },
      'step "property/loan-amount"',
      'Continue can go round in a loop: property/loan-amount → applicant/income → contact-info → property/loan-amount.',
      'Change the "next" of one of these steps',
    ],
    [
      'a redirect to itself',
      (flow: FlowFile) => {
        flow.steps.push({ path: 'round', kind: 'redirect', to: 'round' });
      },
      'step "round"',
      'Continue can go round in a loop: round → round.',
      'Change the "next" of one of these steps',
    ],
    [
      'steps nothing leads to',
      (flow: FlowFile) => {
        flow.steps.push(
          {
            path: 'orphan',
            kind: 'protected',
            screen: 'contact-info',
            section: 'prequal',
            next: 'orphan/more',
          },
          { path: 'orphan/more', kind: 'protected', screen: 'contact-info', section: 'prequal' },
        );
      },
      'step "orphan"',
      'cannot be reached: no step leads to it and it is not an entry step. Nor can the steps only it leads to: "orphan/more".',
      'mark it "entry": true',
    ],
    [
      'a path declared twice',
      (flow: FlowFile) => {
        flow.steps.push(structuredClone(screenAt(flow, 'contact-info')));
      },
      'step "contact-info"',
      'the path "contact-info" is declared 2 times.',
      'Keep one step per path.',
    ],
    [
      'progress that falls along next',
      (flow: FlowFile) => {
        screenAt(flow, 'property/info').progress = 10;
      },
      'step "property/address"',
      'progress falls from 20 to 10 at its next step "property/info" (same section).',
      'Give "property/info" a progress of at least 20',
    ],
    [
      'a flowType that is not the file name',
      (flow: FlowFile) => {
        flow.flowType = 'slim-2';
      },
      undefined,
      '"flowType" is "slim-2" but the file is slim-1.json.',
      'Set "flowType": "slim-1"',
    ],
  ])('names the file, step and fix for %s', (_name, edit, where, problem, fix) => {
    const found = onlyProblem(withFlow(BASE_FLOW, edit));
    expect(found.file).toBe(BASE_FLOW);
    expect(found.where).toBe(where);
    expect(found.problem).toContain(problem);
    expect(found.fix).toContain(fix);
  });

  it('accepts a further flow type made only of JSON, and routes it by its conditions', () => {
    const sources = loadFlowSources();
    const express = JSON.parse(
      readFileSync(path.join(ROOT, 'tests/fixtures/flows/express-3.json'), 'utf8'),
    ) as FlowFile;
    sources.flows.push({ file: 'flows/express-3.json', content: express });
    expect(checkFlows(sources)).toEqual([]);
    const home = landingStep(express, '');
    expect(home?.path).toBe('home');
    expect(resolveNext(home as never, { property: { address: { state: 'TX' } } })).toBe('texas-value');
    expect(resolveNext(home as never, { property: { address: { state: 'OH' } } })).toBe('contact-info');
  });
});
