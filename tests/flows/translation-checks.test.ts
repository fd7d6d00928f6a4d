import { describe, expect, it } from 'vitest';
import { loadFlowSources } from '../../src/server/flows/flow-files.ts';
import type { FlowSources } from '../../src/shared/flows/checks/flow-problem.ts';
import type { CatalogueSource } from '../../src/shared/flows/checks/translation-checks.ts';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';

const shipped = loadFlowSources();

const catalogue = (locale: string, namespace: string, content: Record<string, string>): CatalogueSource => ({
  file: `schemas/messages/${locale}/${namespace}.json`,
  locale,
  namespace,
  content,
  text: JSON.stringify(content, null, 2),
});

describe('the checker and the languages', () => {
  it('finds every shipped catalogue valid, with each English message in every language', () => {
    const report = checkFlowSources(shipped);
    const catalogueProblems = report.problems.filter((problem) =>
      problem.file.startsWith('schemas/messages/'),
    );
    const missing = report.notes.filter(
      (note) => note.file.startsWith('schemas/messages/') && note.note.includes(': is missing;'),
    );
    expect(catalogueProblems).toEqual([]);
    expect(missing).toEqual([]);
    expect(shipped.catalogues?.length).toBeGreaterThan(1);
  });

  it('lists a step text left untranslated with its file, text and line', () => {
    const step = shipped.steps.find((source) => {
      const translations = (source.content as { translations?: { es?: Record<string, string> } })
        .translations;
      return Object.keys(translations?.es ?? {}).length > 0;
    });
    if (!step) throw new Error('no translated step file');
    const content = structuredClone(step.content) as { translations: { es: Record<string, string> } };
    const [english] = Object.keys(content.translations.es);
    delete content.translations.es[english as string];
    const sources: FlowSources = {
      ...shipped,
      steps: shipped.steps.map((source) => (source === step ? { ...source, content } : source)),
    };
    const notes = checkFlowSources(sources).notes.map((note) => note.note);
    expect(notes).toContainEqual(expect.stringContaining(`${step.file}, `));
    expect(notes.find((note) => note.startsWith(step.file))).toContain(`text ${JSON.stringify(english)}`);
  });

  it('reports a broken message as a problem; a missing key and a value the English does not use as notes', () => {
    const sources: FlowSources = {
      ...shipped,
      catalogues: [
        catalogue('en', 'sample', { greeting: 'Hello {name}', broken: 'Due {date', plain: 'Plain' }),
        catalogue('es', 'sample', { greeting: 'Hola {nombre}', broken: 'Vence {date}' }),
      ],
    };
    const report = checkFlowSources(sources);
    const problems = report.problems.map((problem) => `${problem.file} ${problem.where}: ${problem.problem}`);
    expect(problems).toContainEqual(
      expect.stringMatching(/en\/sample\.json message "broken": is not valid ICU/),
    );
    const notes = report.notes.map((note) => note.note);
    expect(notes).toContainEqual(
      expect.stringContaining('schemas/messages/es/sample.json, line 2, message "greeting": uses {nombre}'),
    );
    expect(notes).toContainEqual(
      expect.stringContaining('schemas/messages/es/sample.json, message "plain": is missing'),
    );
  });
});
