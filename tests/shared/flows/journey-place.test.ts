import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { PROJECT_ROOT } from '../../../src/server/flows/flow-files.ts';
import { migrateFlow } from '../../../src/shared/flows/flow-format.ts';
import { findStep, nextTargets } from '../../../src/shared/flows/flow-navigation.ts';
import { type FlowFile, isScreen } from '../../../src/shared/flows/flow-types.ts';
import { type JourneyName, journeyOf } from '../../../src/shared/flows/journey-path.ts';
import { journeyEnd, journeyPlace } from '../../../src/shared/flows/journey-place.ts';

const flows = [...flowCatalog().flows.values()];
const journeys = flows.flatMap((flow) =>
  (['borrower', 'coborrower'] as JourneyName[]).flatMap((name) => {
    const journey = journeyOf(flow, name);
    return journey ? [[`${flow.flowType} ${name}`, flow, name] as const] : [];
  }),
);

const placeOf = (flow: FlowFile, stepPath: string, returnTo?: string) => {
  const place = journeyPlace(flow, stepPath, returnTo);
  if (!place) throw new Error(`${flow.flowType}: no place for ${stepPath}`);
  return place;
};

/** Whether Continue can come back from `to` to `from` (a loop, which the flow checker refuses). */
function comesBack(flow: FlowFile, from: string, to: string): boolean {
  const seen = new Set<string>();
  const waiting = [to];
  while (waiting.length > 0) {
    const at = waiting.pop() as string;
    if (at === from) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    const step = findStep(flow, at);
    if (step) waiting.push(...(isScreen(step) ? nextTargets(step.next) : [step.to]));
  }
  return false;
}

describe('the progress indicator of every flow in flows/', () => {
  it('has journeys to check', () => expect(journeys.length).toBeGreaterThan(0));

  it.each(journeys)(
    '%s: the share rises along the main path from 0 to 100, reached only at its end',
    (_, flow, name) => {
      const journey = journeyOf(flow, name);
      const shares = (journey?.main ?? []).map((step) => placeOf(flow, step.path).share);
      expect(shares.length).toBeGreaterThan(1);
      expect(shares[0]).toBe(0);
      expect(shares.at(-1)).toBe(100);
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
      expect(new Set(shares).size).toBe(shares.length);
      for (const { step } of journey?.steps.values() ?? [])
        if (step !== journey?.main.at(-1)) expect(placeOf(flow, step.path).share).toBeLessThan(100);
    },
  );

  it.each(journeys)(
    '%s: Continue never lowers the share or goes back a stage, whatever the answers',
    (_, flow, name) => {
      const journey = journeyOf(flow, name);
      for (const { step } of journey?.steps.values() ?? []) {
        const here = placeOf(flow, step.path);
        for (const target of nextTargets(step.next)) {
          if (comesBack(flow, step.path, target)) continue;
          const there = placeOf(flow, target);
          expect(there.share, `${step.path} → ${target}`).toBeGreaterThanOrEqual(here.share);
          expect(there.current, `${step.path} → ${target}`).toBeGreaterThanOrEqual(here.current);
        }
      }
    },
  );

  it.each(journeys)(
    '%s: every stage is current somewhere, and the stages before it are done',
    (_, flow, name) => {
      const journey = journeyOf(flow, name);
      const currents = new Set<number>();
      for (const { step } of journey?.steps.values() ?? []) {
        const place = placeOf(flow, step.path);
        currents.add(place.current);
        expect(place.stages.filter((stage) => stage.state === 'current')).toHaveLength(1);
        expect(place.stages.map((stage) => stage.state)).toEqual(
          place.stages.map((_stage, index) =>
            index < place.current ? 'done' : index === place.current ? 'current' : 'upcoming',
          ),
        );
      }
      expect(currents.size).toBe(placeOf(flow, journey?.main[0]?.path ?? '').stages.length);
    },
  );

  it.each(journeys)('%s: the end has every stage done but the last, at 100', (_, flow, name) => {
    const end = journeyEnd(flow, name);
    expect(end?.share).toBe(100);
    expect(end?.current).toBe((end?.stages.length ?? 0) - 1);
  });

  it.each(flows.map((flow) => [flow.flowType, flow] as const))(
    '%s: an Edit from a later step keeps that step’s share and stages, and marks the stage being edited',
    (_, flow) => {
      const main = journeyOf(flow, 'borrower')?.main ?? [];
      const [first, later] = [main[1], main.at(-3)];
      if (!first || !later) throw new Error('a short flow');
      const editing = placeOf(flow, first.path, later.path);
      const atLater = placeOf(flow, later.path);
      expect(editing.share).toBe(atLater.share);
      expect(editing.current).toBe(placeOf(flow, first.path).current);
      for (let index = 0; index < atLater.current; index += 1)
        if (index !== editing.current) expect(editing.stages[index]?.state).toBe('done');
      // Back without an Edit shows where the borrower is; an Edit towards an earlier step changes nothing.
      expect(placeOf(flow, first.path, main[0]?.path).share).toBe(placeOf(flow, first.path).share);
    },
  );

  it('the tester’s page is on no journey and shows no indicator', () => {
    for (const flow of flows)
      if (findStep(flow, 'testOrch')) expect(journeyPlace(flow, 'testOrch')).toBeUndefined();
  });
});

describe('the stages of a flow that names none', () => {
  const format1 = migrateFlow(
    JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/flows/format-1/slim-1.json'), 'utf8')),
  );

  it('are its sections in the order the borrower meets them, titled as on the review', () => {
    if (!format1.ok) throw new Error(format1.problem);
    const flow = format1.flow;
    expect(flow.stages).toBeUndefined();
    const titles = placeOf(flow, 'property/address').stages.map((stage) => stage.title);
    const met: string[] = [];
    for (const step of journeyOf(flow, 'borrower')?.main ?? []) {
      const title = flow.sections[step.section]?.title as string;
      if (!met.includes(title)) met.push(title);
    }
    expect(titles).toEqual(met);
    expect(placeOf(flow, 'property/address').stages[0]).toEqual({ title: met[0], state: 'current' });
  });

  it('give the co-borrower one stage of their own', () => {
    if (!format1.ok) throw new Error(format1.problem);
    const place = placeOf(format1.flow, 'coborrower/legal');
    expect(place.stages).toEqual([{ title: 'Your part', state: 'current' }]);
    expect(place.journey).toBe('coborrower');
  });
});
