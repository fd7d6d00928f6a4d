// The journey tables of every flow (tests/cases/<flowType>/journeys/*.yaml): each walks a fresh application
// through the API, step by step, and must go exactly through its table (README "Test cases as data").
import { afterAll, beforeAll, describe, it } from 'vitest';
import { borrowerClient, newApplication } from '../support/case-application.ts';
import { journeysOf, loadCaseCatalog } from '../support/case-catalog.ts';
import { runJourney } from '../support/case-journey.ts';
import type { CaseMeta } from '../support/case-meta.ts';
import { backends, createTestApp, type TestApp } from '../support/test-app.ts';

const catalog = loadCaseCatalog();

describe.each(backends)('journeys (%s)', (backend) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof borrowerClient>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    http = await borrowerClient(t.app);
  });
  afterAll(async () => t?.close());

  for (const cases of catalog.flows) {
    const journeys = journeysOf(cases);
    if (journeys.length === 0) continue;
    describe(cases.flowType, () => {
      it.for(journeys.map((journey) => ({ journey, title: journey.name })))(
        '$title',
        async ({ journey }, context) => {
          const meta: CaseMeta = {
            kind: 'journey',
            flow: cases.flowType,
            step: journey.start ?? journey.steps[0] ?? '',
            name: journey.name,
            file: journey.file,
            expected: journey.steps.join(' → '),
          };
          context.task.meta.case = meta;
          if (!cases.flow) throw new Error(`${journey.file}: there is no flow ${cases.flowType}`);
          const application = await newApplication(t.app, http, cases.flowType);
          const verdict = await runJourney(cases.flow, catalog.documents, application, journey);
          meta.got = verdict.walked.join(' → ');
          if (verdict.problems.length > 0)
            throw new Error(`${journey.file}, journey "${journey.name}"\n${verdict.problems.join('\n')}`);
        },
      );
    });
  }
});
