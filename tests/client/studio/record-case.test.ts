// "Record as a valid case": the text it writes is a case file the format accepts, with the new case last among the
// valid ones and the rest of the file as it was; for every step case file on disk, YAML or JSON.
import { describe, expect, it } from 'vitest';
import { freeCaseName, withRecordedCase } from '../../../src/client/studio/cases/record-case.ts';
import { isObject } from '../../../src/shared/cases/case-answers.ts';
import { isProblem, parseCaseText, readCaseText } from '../../../src/shared/cases/case-text.ts';
import { caseFormatProblem } from '../../support/case-files.ts';
import { studioSources } from './studio-sources.ts';

const stepFiles = studioSources().caseFiles.filter((file) => /\/steps\//.test(file.file));
const answers = { applicant: { firstName: 'Rosa', middle: undefined, former: [{ years: 2 }] } };

describe('recording a valid case', () => {
  it('finds step case files on disk', () => expect(stepFiles.length).toBeGreaterThan(0));

  it.each(stepFiles.map((file) => [file.file, file] as const))(
    '%s takes a new case the format accepts',
    (_name, file) => {
      const before = readCaseText(file.file, 'any', file.text);
      const text = withRecordedCase(file.file, file.text, 'Recorded in the studio', answers);
      const content = parseCaseText(file.file, text);
      expect(isObject(content) && caseFormatProblem('step', content)).toBeUndefined();
      const after = readCaseText(file.file, 'any', text);
      if (isProblem(before) || isProblem(after) || before.kind !== 'step' || after.kind !== 'step')
        throw new Error('not a step file');
      expect(after.valid.at(-1)).toMatchObject({
        name: 'Recorded in the studio',
        answers: { applicant: { firstName: 'Rosa', former: [{ years: 2 }] } },
      });
      expect(after.valid.slice(0, -1)).toEqual(before.valid);
      expect(after.invalid).toEqual(before.invalid);
      // The file's own lines (comments too) are kept as they were.
      const kept = file.text.split('\n').filter((line) => line.trim().startsWith('#'));
      for (const line of kept) expect(text).toContain(line);
    },
  );

  it('never gives two cases one name', () => {
    expect(freeCaseName('Minimal', ['Minimal', 'Minimal (2)'])).toBe('Minimal (3)');
    expect(freeCaseName(' New one ', ['Minimal'])).toBe('New one');
  });

  it('refuses a name shorter than the format allows', () => {
    const [file] = stepFiles;
    if (!file) throw new Error('no step file');
    expect(() => withRecordedCase(file.file, file.text, 'ab', {})).toThrow(/at least 3/);
  });
});
