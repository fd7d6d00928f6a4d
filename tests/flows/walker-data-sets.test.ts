// The walker's data sets (tests/fixtures/<flowType>/*.json, shaped like the application): each is valid
// application data and answers every step it walks. A flow without data sets of its own is walked with answers
// assembled from the valid cases of its steps (tests/cases/), or of the same screens in other flows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/flow-sources.ts';
import {
  addApplicationSchemas,
  applicationDataSchema,
} from '../../src/server/applications/application-schemas.ts';
import { sharedModelSchema } from '../../src/server/applications/shared-model.ts';
import { caseFileFor } from '../../src/shared/cases/case-text.ts';
import type { FlowFile } from '../../src/shared/flows/flow-types.ts';
import { answersFor } from '../../src/shared/flows/step-answers.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';
import { assembledDataSet, screensWalkedBy } from '../support/case-assembly.ts';
import { loadCaseCatalog } from '../support/case-catalog.ts';

const ajv = createSchemaAjv({ allErrors: true, strict: false });
addApplicationSchemas(ajv);
const applicationSchema = applicationDataSchema.$id;
const catalog = loadCaseCatalog();
const flows = catalog.flows.flatMap((cases) => (cases.flow ? [cases.flow] : []));

interface DataSet {
  flow: FlowFile;
  name: string;
  data: unknown;
  /** What the case files could not answer, for an assembled data set. */
  missing: string[];
}

function dataSetsOf(flow: FlowFile): DataSet[] {
  const dir = path.join(ROOT, 'tests/fixtures', flow.flowType);
  if (existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.json'))) {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({
        flow,
        name,
        data: JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
        missing: [],
      }));
  }
  const assembled = assembledDataSet(flow, catalog.documents, catalog.flows);
  return [
    {
      flow,
      name: 'answers assembled from the case files',
      data: assembled.data,
      missing: assembled.missing.map(
        (step) =>
          `${step.path} (screen ${step.screen}) has no valid case in any flow: add one in ${caseFileFor(flow.flowType, step.path)}`,
      ),
    },
  ];
}

const dataSets = flows.flatMap(dataSetsOf);

describe('the walker data sets', () => {
  it.each(flows.map((flow) => [flow.flowType, flow] as const))('cover flow %s', (_label, flow) => {
    const mine = dataSets.filter((set) => set.flow === flow);
    expect(mine.length).toBeGreaterThan(0);
    const missing = mine.flatMap((set) => set.missing);
    if (missing.length > 0)
      throw new Error(
        `${flow.flowType} has no data set in tests/fixtures/${flow.flowType}/, and:\n${missing.join('\n')}`,
      );
  });

  it.each(dataSets.map((set) => [`${set.flow.flowType}: ${set.name}`, set] as const))(
    '%s is valid application data and answers every step',
    (_label, set) => {
      // As the server checks a save: the answers of the shared model against it, each step's against its file.
      const shared = answersFor(sharedModelSchema, set.data);
      expect(ajv.validate(applicationSchema, shared), ajv.errorsText()).toBe(true);
      // A prequal-* data set stops at the end of prequalification; the others answer the whole flow.
      const steps = screensWalkedBy(set.flow, set.data).filter(
        (step) => !set.name.startsWith('prequal-') || step.section === 'prequal',
      );
      for (const step of steps) {
        const document = catalog.documents.get(step.screen);
        expect(ajv.validate(document?.schema as object, set.data), `${step.path}: ${ajv.errorsText()}`).toBe(
          true,
        );
      }
    },
  );
});
