import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, ROOT } from '../../scripts/flow-sources.ts';
import {
  addApplicationSchemas,
  applicationDataSchema,
} from '../../src/server/applications/application-schemas.ts';
import { checkFlows, type FlowSources } from '../../src/shared/flows/flow-checks.ts';
import { landingStep, nextTargets, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import { type FlowFile, isScreen, type StepDocument } from '../../src/shared/flows/flow-types.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';

const clone = <T>(value: T): T => structuredClone(value);

/** The real sources with one flow file changed by `edit`. */
function withFlow(file: string, edit: (flow: FlowFile) => void): FlowSources {
  const sources = loadFlowSources();
  const entry = sources.flows.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no ${file}`);
  entry.content = clone(entry.content);
  edit(entry.content as FlowFile);
  return sources;
}

function withStep(id: string, edit: (step: StepDocument) => void): FlowSources {
  const sources = loadFlowSources();
  const entry = sources.steps.find((candidate) => candidate.file === `schemas/steps/${id}.json`);
  if (!entry) throw new Error(`no step ${id}`);
  entry.content = clone(entry.content);
  edit(entry.content as StepDocument);
  return sources;
}

const screenAt = (flow: FlowFile, stepPath: string) => {
  const step = flow.steps.find((candidate) => candidate.path === stepPath);
  if (!step || !isScreen(step)) throw new Error(`no screen at ${stepPath}`);
  return step;
};

describe('the flow contract', () => {
  it('holds for every flow and step file in the repository', () => {
    const sources = loadFlowSources();
    expect(sources.flows.map((flow) => flow.file)).toEqual(['flows/long-1.json', 'flows/slim-1.json']);
    expect(checkFlows(sources)).toEqual([]);
  });

  it.each([
    [
      'a next target that does not exist',
      (flow: FlowFile) => {
        screenAt(flow, 'property/address').next = 'property/nowhere';
      },
      'next "property/nowhere" is not a step',
    ],
    [
      'a redirect target that does not exist',
      (flow: FlowFile) => {
        flow.steps.push({ path: 'old-entry', kind: 'redirect', to: 'gone' });
      },
      'redirect target "gone" is not a step',
    ],
    [
      'a screen without a step file',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').screen = 'contact-details';
      },
      'screen "contact-details" has no file',
    ],
    [
      'an unregistered action',
      (flow: FlowFile) => {
        screenAt(flow, 'contact-info').action = 'launchRockets';
      },
      'action "launchRockets" is not registered',
    ],
    [
      'progress that falls along next',
      (flow: FlowFile) => {
        screenAt(flow, 'property/info').progress = 10;
      },
      'progress falls from 20 to 10',
    ],
    [
      'a step nobody can reach',
      (flow: FlowFile) => {
        flow.steps.push({ path: 'orphan', kind: 'protected', screen: 'contact-info', section: 'prequal' });
      },
      'step "orphan" cannot be reached',
    ],
    [
      'a path declared twice',
      (flow: FlowFile) => {
        flow.steps.push(clone(screenAt(flow, 'contact-info')));
      },
      'is declared 2 times',
    ],
    [
      'a kind that does not exist',
      (flow: FlowFile) => {
        (flow.steps[1] as { kind: string }).kind = 'secret';
      },
      'flow /steps/1',
    ],
    [
      'a flowType that is not the file name',
      (flow: FlowFile) => {
        flow.flowType = 'slim-2';
      },
      'flowType is "slim-2"',
    ],
  ])('fails for %s', (_name, edit, message) => {
    const problems = checkFlows(withFlow('flows/slim-1.json', edit));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.problem).join('\n')).toContain(message);
    for (const problem of problems) {
      expect(problem.file).toBe('flows/slim-1.json');
      expect(problem.fix.length).toBeGreaterThan(10);
    }
  });

  it('fails for a widget or field that is not registered', () => {
    const widget = checkFlows(
      withStep('loan-amount', (step) => {
        const loan = step.uiSchema.loan as Record<string, Record<string, unknown>>;
        loan.loan_amt = { ...loan.loan_amt, 'ui:widget': 'slider' };
      }),
    );
    expect(widget).toEqual([
      expect.objectContaining({
        file: 'schemas/steps/loan-amount.json',
        problem: 'ui:widget "slider" is not registered',
        where: 'loan-amount uiSchema.loan.loan_amt',
      }),
    ]);
    const field = checkFlows(
      withStep('property-address', (step) => {
        const property = step.uiSchema.property as Record<string, Record<string, unknown>>;
        property.address = { ...property.address, 'ui:field': 'map' };
      }),
    );
    expect(field.map((p) => p.problem)).toEqual(['ui:field "map" is not registered']);
  });

  it('fails for a step file whose id is not its file name or whose schema is not an object schema', () => {
    expect(
      checkFlows(
        withStep('credit-score', (step) => {
          step.id = 'score';
        }),
      ).map((p) => p.problem),
    ).toEqual([
      'id is "score" but the file is credit-score.json',
      'screen "credit-score" has no file schemas/steps/credit-score.json',
    ]);
    expect(
      checkFlows(
        withStep('credit-score', (step) => {
          (step.schema as { type: string }).type = 'string';
        }),
      ).length,
    ).toBeGreaterThan(0);
  });

  it('accepts a third flow type made only of JSON, and routes it by its conditions', () => {
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

/**
 * The screens a data set goes through: a step that only conditional branches lead to is shown only when a shown
 * step's answers take that branch (e.g. former addresses after under two years at the current one). Steps that
 * nothing leads to (landing and entry steps) are always included.
 */
function screensWalkedBy(flow: FlowFile, data: unknown) {
  const screens = flow.steps.filter(isScreen);
  const leadingTo = (target: string) =>
    flow.steps.filter((step) =>
      isScreen(step) ? nextTargets(step.next).includes(target) : step.to === target,
    );
  const shown = new Set(screens.filter((step) => leadingTo(step.path).length === 0).map((step) => step.path));
  for (let changed = true; changed; ) {
    changed = false;
    for (const step of screens) {
      if (shown.has(step.path)) continue;
      const reached = leadingTo(step.path).some((from) =>
        isScreen(from) ? shown.has(from.path) && resolveNext(from, data) === step.path : true,
      );
      if (reached) {
        shown.add(step.path);
        changed = true;
      }
    }
  }
  // The co-borrower's steps answer the co-borrower's own document: tests/flows/coborrower-steps.test.ts.
  return screens.filter((step) => shown.has(step.path) && step.section !== 'coborrower');
}

describe('the walker data sets', () => {
  const ajv = createSchemaAjv({ allErrors: true, strict: false });
  addApplicationSchemas(ajv);
  const applicationSchema = applicationDataSchema.$id;
  const sources = loadFlowSources();
  const stepById = new Map(
    sources.steps.map(({ content }) => [(content as StepDocument).id, content as StepDocument]),
  );
  const dataSets = sources.flows.flatMap(({ content }) => {
    const flow = content as FlowFile;
    const dir = path.join(ROOT, 'tests/fixtures', flow.flowType);
    return readdirSync(dir).map((name) => ({
      flow,
      name,
      data: JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
    }));
  });

  it('exist for every flow', () => {
    expect(new Set(dataSets.map((set) => set.flow.flowType))).toEqual(
      new Set(sources.flows.map(({ content }) => (content as FlowFile).flowType)),
    );
  });

  it.each(dataSets.map((set) => [`${set.flow.flowType}/${set.name}`, set] as const))(
    '%s is valid application data and answers every step',
    (_label, set) => {
      expect(ajv.validate(applicationSchema, set.data), ajv.errorsText()).toBe(true);
      // A prequal-* data set stops at the end of prequalification; the others answer the whole flow.
      const steps = screensWalkedBy(set.flow, set.data).filter(
        (step) => !set.name.startsWith('prequal-') || step.section === 'prequal',
      );
      for (const step of steps) {
        const document = stepById.get(step.screen);
        expect(ajv.validate(document?.schema as object, set.data), `${step.path}: ${ajv.errorsText()}`).toBe(
          true,
        );
      }
    },
  );
});
