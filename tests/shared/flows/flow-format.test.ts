import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlowSources, ROOT } from '../../../scripts/flow-sources.ts';
import { migrateFlowFiles } from '../../../src/server/flows/migrate-flow-files.ts';
import { flowAsks } from '../../../src/shared/flows/flow-answers.ts';
import { checkFlows } from '../../../src/shared/flows/flow-checks.ts';
import { FORMAT_1_FACTS } from '../../../src/shared/flows/flow-facts.ts';
import { CURRENT_FLOW_FORMAT, migrateFlow } from '../../../src/shared/flows/flow-format.ts';
import type { FlowFile, StepDocument } from '../../../src/shared/flows/flow-types.ts';

const FORMAT_1_DIR = path.join(ROOT, 'tests/fixtures/flows/format-1');
const readFormat1 = (name: string) => JSON.parse(readFileSync(path.join(FORMAT_1_DIR, name), 'utf8'));
const steps = loadFlowSources().steps.map(({ content }) => content as StepDocument);

function migrated(name: string): FlowFile {
  const content = readFormat1(name);
  const result = migrateFlow(content, { asks: flowAsks(content, steps) });
  if (!result.ok) throw new Error(result.problem);
  expect(result.migratedFrom).toBe(1);
  return result.flow;
}

describe('flow files of format 1', () => {
  it('migrate to the current format with the paths the code read before, where a step asks them', () => {
    const slim = migrated('slim-1.json');
    expect(slim.version).toBe(CURRENT_FLOW_FORMAT);
    expect(slim.facts).toMatchObject({
      propertyAddress: FORMAT_1_FACTS.propertyAddress,
      occupancy: FORMAT_1_FACTS.occupancy,
      propertyType: FORMAT_1_FACTS.propertyType,
      requestedAmount: FORMAT_1_FACTS.requestedAmount,
      statedAnnualIncome: FORMAT_1_FACTS.statedAnnualIncome,
    });
    // The long flow asks no amount: it was priced at the most the caps allow, and still is.
    const long = migrated('long-1.json');
    expect(long.facts.requestedAmount).toBeUndefined();
    expect(long.facts.estimatedCreditScore).toBe(FORMAT_1_FACTS.estimatedCreditScore);
  });

  it('keep spec 4.4 progress sections of each flow type', () => {
    expect(migrated('slim-1.json').prequalProgress).toEqual([
      { name: 'property', steps: ['property/address', 'property/info'] },
      { name: 'contact-info', steps: ['contact-info'] },
      { name: 'select-offer', offers: true },
    ]);
    expect(migrated('long-1.json').prequalProgress).toEqual([
      { name: 'property', steps: ['property/address', 'property/value', 'property/type'] },
      { name: 'credit-score', steps: ['credit-score'] },
      { name: 'contact-info', steps: ['contact-info'] },
      { name: 'select-offer', offers: true },
    ]);
  });

  it('keep every step and title every section, listing on review the ones format 1 listed', () => {
    const content = readFormat1('slim-1.json');
    const flow = migrated('slim-1.json');
    expect(flow.steps).toEqual(content.steps);
    expect(flow.sections.prequal).toEqual({ title: 'Property, loan and contact', review: true });
    expect(flow.sections.coborrower?.review).toBe(false);
    for (const step of flow.steps)
      if ('section' in step) expect(Object.keys(flow.sections)).toContain(step.section);
  });

  it('pass the flow contract once migrated', () => {
    const sources = loadFlowSources();
    sources.flows = ['slim-1.json', 'long-1.json'].map((name) => ({
      file: `flows/${name}`,
      content: migrated(name),
    }));
    expect(checkFlows(sources)).toEqual([]);
  });

  it('are rewritten on disk by flows:migrate, and a second run changes nothing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'flows-migrate-'));
    try {
      cpSync(path.join(ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
      cpSync(FORMAT_1_DIR, path.join(root, 'flows'), { recursive: true });
      const first = migrateFlowFiles(root);
      expect(first.failed).toEqual([]);
      expect(first.rewritten.map((entry) => entry.file).sort()).toEqual([
        'flows/long-1.json',
        'flows/slim-1.json',
      ]);
      const written = JSON.parse(readFileSync(path.join(root, 'flows/slim-1.json'), 'utf8'));
      expect(written).toEqual(migrated('slim-1.json'));
      expect(migrateFlowFiles(root)).toEqual({ rewritten: [], failed: [] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a flow file of a format the engine does not read', () => {
  it.each([
    [{ ...readFormat1('slim-1.json'), version: 3 }, 'newer file format'],
    [{ ...readFormat1('slim-1.json'), version: 0 }, 'older than any format'],
    [{ ...readFormat1('slim-1.json'), version: '2' }, 'not a whole number'],
  ])('is refused with words, not guessed (%#)', (content, words) => {
    const result = migrateFlow(content);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(words);
  });
});
