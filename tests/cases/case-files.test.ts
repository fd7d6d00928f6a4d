// The case files themselves (README "Test cases as data"): each one matches tests/cases/case-file.schema.json and
// names steps its flow has; every step that asks questions has its cases; the screens that ask nothing are listed.
import { describe, expect, it } from 'vitest';
import { caseFileFor } from '../../src/shared/cases/case-text.ts';
import { isScreen } from '../../src/shared/flows/flow-types.ts';
import {
  asksQuestions,
  journeysOf,
  loadCaseCatalog,
  screenAt,
  stepFilesOf,
} from '../support/case-catalog.ts';
import { isProblem } from '../support/case-files.ts';
import type { CaseMeta } from '../support/case-meta.ts';

const catalog = loadCaseCatalog();
const meta = (kind: CaseMeta['kind'], flow: string, step: string, name: string, file: string): CaseMeta => ({
  kind,
  flow,
  step,
  name,
  file,
});

describe.each(catalog.flows.map((cases) => [cases.flowType, cases] as const))(
  '%s case files',
  (flowType, cases) => {
    it.for(cases.read.map((read) => ({ read, title: read.file })))(
      '$title is a case file of this flow',
      ({ read }, context) => {
        context.task.meta.case = meta('file', flowType, '', 'the file matches the case format', read.file);
        if (isProblem(read)) throw new Error(`${read.file}: ${read.problem}`);
        if (!cases.flow)
          throw new Error(`${read.file}: tests/cases/${flowType} names no flow (flows/${flowType}.json)`);
        const named = read.kind === 'step' ? [read.step] : [...read.steps, ...read.outcomes.map((o) => o.at)];
        const unknown = named.filter((step) => !screenAt(cases.flow, step));
        if (unknown.length > 0)
          throw new Error(`${read.file}: ${unknown.join(', ')} is not a step of ${flowType}`);
        if (read.kind === 'journey') {
          const offTable = read.outcomes.filter((outcome) => !read.steps.includes(outcome.at));
          if (offTable.length > 0)
            throw new Error(
              `${read.file}: outcomes at ${offTable.map((o) => o.at).join(', ')}, which is not in steps`,
            );
        }
      },
    );

    const steps = cases.flow?.steps.filter(isScreen) ?? [];
    const working = steps.filter((step) => !asksQuestions(catalog.documents.get(step.screen)));
    const asking = steps.filter((step) => asksQuestions(catalog.documents.get(step.screen)));

    if (cases.read.length === 0) {
      it(`has no case files yet: add tests/cases/${flowType}/ (the walker covers it with other flows' cases)`, (context) => {
        context.task.meta.case = meta(
          'coverage',
          flowType,
          '',
          'no case files yet',
          `tests/cases/${flowType}/`,
        );
        expect(journeysOf(cases)).toEqual([]);
      });
      return;
    }

    it.for(
      working.map((step) => ({
        step,
        title: `${step.path} is a working screen (${step.screen}): it asks nothing, so it has no step cases`,
      })),
    )('$title', ({ step }, context) => {
      context.task.meta.case = meta('working', flowType, step.path, `working screen ${step.screen}`, '');
      expect(asksQuestions(catalog.documents.get(step.screen))).toBe(false);
    });

    it('has a valid case and two invalid ones for every step that asks questions', (context) => {
      context.task.meta.case = meta(
        'coverage',
        flowType,
        '',
        'every step that asks questions has its cases',
        '',
      );
      const files = stepFilesOf(cases);
      const missing = asking.flatMap((step) => {
        const mine = files.filter((file) => file.step === step.path);
        const valid = mine.reduce((sum, file) => sum + file.valid.length, 0);
        const invalid = mine.reduce((sum, file) => sum + file.invalid.length, 0);
        if (valid >= 1 && invalid >= 2) return [];
        return [
          `${step.path}: ${valid} valid and ${invalid} invalid cases; add them in ${caseFileFor(flowType, step.path)}`,
        ];
      });
      if (missing.length > 0)
        throw new Error(`Steps of ${flowType} without enough cases:\n${missing.join('\n')}`);
    });

    it('has journey tables', (context) => {
      context.task.meta.case = meta('coverage', flowType, '', 'has journey tables', '');
      if (journeysOf(cases).length === 0)
        throw new Error(
          `${flowType} has step cases but no journey: add tests/cases/${flowType}/journeys/main-path.yaml`,
        );
    });
  },
);
