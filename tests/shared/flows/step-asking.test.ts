import { describe, expect, it } from 'vitest';
import { loadFlowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { factPath } from '../../../src/shared/flows/flow-facts.ts';
import type { FlowFile, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { documentAsks, findStepAsking, stepAsking } from '../../../src/shared/flows/step-asking.ts';

const { flows, steps } = loadFlowCatalog();
const documentOf = (screen: string) => steps.get(screen);

const factPaths = [...flows.values()].flatMap((flow) =>
  Object.entries(flow.facts).flatMap(([fact, source]) => {
    const path = factPath(source);
    return path ? [{ flowType: flow.flowType, fact, path, flow }] : [];
  }),
);

describe('stepAsking: the first step of a flow whose step file asks an answer', () => {
  it('has fact paths to look for in the flows on disk', () => {
    expect(factPaths.length).toBeGreaterThan(0);
  });

  it.each(factPaths.map((entry) => [entry.flowType, entry.fact, entry] as const))(
    '%s: finds the step asking its %s fact, the same one fetching documents one by one',
    async (_flowType, _fact, { flow, path }) => {
      const found = stepAsking(flow, path, documentOf);
      expect(found, `no step of ${flow.flowType} asks ${path}`).toBeDefined();
      const document = documentOf(found?.screen as string) as StepDocument;
      expect(documentAsks(document, path)).toBe(true);
      // No earlier screen step asks it.
      const screens = flow.steps.filter((step) => 'screen' in step);
      const earlier = screens.slice(0, screens.indexOf(found as (typeof screens)[number]));
      for (const step of earlier)
        expect(documentAsks(documentOf(step.screen) as StepDocument, path)).toBe(false);

      const fetched: string[] = [];
      const lazily = await findStepAsking(flow, path, async (screen) => {
        fetched.push(screen);
        return documentOf(screen);
      });
      expect(lazily).toBe(found);
      expect(fetched.at(-1)).toBe(found?.screen);
      expect(new Set(fetched).size).toBe(fetched.length);
    },
  );

  const document = (id: string, properties: Record<string, unknown>): StepDocument => ({
    $schema: '',
    id,
    title: id,
    schema: { type: 'object', properties },
    uiSchema: {},
  });
  const screen = (path: string, name: string) =>
    ({ path, kind: 'protected', screen: name, section: 'prequal' }) as const;
  const flow = {
    flowType: 'fixture',
    steps: [
      { path: '', kind: 'redirect', to: 'a' },
      screen('a', 'address'),
      screen('b', 'amount'),
      screen('c', 'amount-again'),
      screen('d', 'notes'),
    ],
  } as unknown as FlowFile;
  const documents: Record<string, StepDocument> = {
    address: document('address', { home: { type: 'object', properties: { zip: { type: 'string' } } } }),
    amount: document('amount', { loan: { type: 'object', properties: { amount: { type: 'integer' } } } }),
    'amount-again': document('amount-again', {
      loan: { type: 'object', properties: { amount: { type: 'integer' } } },
    }),
    notes: document('notes', { notes: { type: 'array', items: { type: 'string' } } }),
  };

  it('takes the first in the file’s order, an answer inside one asked whole, and nothing for a path no step asks', async () => {
    const lookup = (id: string) => documents[id];
    expect(stepAsking(flow, 'loan.amount', lookup)?.path).toBe('b');
    expect(stepAsking(flow, 'notes.0', lookup)?.path).toBe('d');
    expect(stepAsking(flow, 'loan.term', lookup)).toBeUndefined();
    expect(stepAsking(flow, 'home.zip', () => undefined)).toBeUndefined();
    expect((await findStepAsking(flow, 'loan.amount', async (id) => documents[id]))?.path).toBe('b');
  });
});
