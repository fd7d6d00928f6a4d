// The step cases of every flow (tests/cases/<flowType>/steps/*.yaml): each valid and invalid answer set becomes a
// test, run in the browser's validator and through the API on a real database (README "Test cases as data").
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  acceptedCoborrower,
  borrowerClient,
  type CaseApplication,
  invitationFrom,
  newApplication,
} from '../support/case-application.ts';
import { loadCaseCatalog, screenAt, stepFilesOf } from '../support/case-catalog.ts';
import type { CaseMeta } from '../support/case-meta.ts';
import { runStepCase } from '../support/case-step-run.ts';
import { backends, createTestApp, type TestApp } from '../support/test-app.ts';

const catalog = loadCaseCatalog();

describe.each(backends)('step cases (%s)', (backend) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof borrowerClient>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    http = await borrowerClient(t.app);
  });
  afterAll(async () => t?.close());

  for (const cases of catalog.flows) {
    for (const file of stepFilesOf(cases)) {
      const step = screenAt(cases.flow, file.step);
      const document = step ? catalog.documents.get(step.screen) : undefined;
      describe(`${cases.flowType} › ${file.step}`, () => {
        let application: CaseApplication;
        beforeAll(async () => {
          application = await newApplication(t.app, http, cases.flowType);
          if (step?.section === 'coborrower') await acceptedCoborrower(application, invitationFrom({}));
        });

        const all = [
          ...file.valid.map((testCase) => ({ testCase, kind: 'valid' as const })),
          ...file.invalid.map((testCase) => ({ testCase, kind: 'invalid' as const })),
        ];
        it.for(
          all.map((entry) => ({
            ...entry,
            title: `${entry.kind === 'valid' ? 'accepts' : 'refuses'}: ${entry.testCase.name}`,
          })),
        )('$title', async ({ testCase, kind }, context) => {
          const meta: CaseMeta = {
            kind,
            flow: cases.flowType,
            step: file.step,
            name: testCase.name,
            file: file.file,
          };
          context.task.meta.case = meta;
          if (!step || !document)
            throw new Error(`${file.file}: ${file.step} is not a screen of ${cases.flowType}`);
          const verdict = await runStepCase(application, step, document, testCase);
          Object.assign(meta, { expected: verdict.expected, got: verdict.got });
          if (verdict.problems.length > 0)
            throw new Error(`${file.file}, case "${testCase.name}"\n${verdict.problems.join('\n')}`);
        });
      });
    }
  }
});
