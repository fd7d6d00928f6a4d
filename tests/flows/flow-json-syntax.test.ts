// A file that is not JSON is reported alone, with its line and column and what to change, in plain words.
import { describe, expect, it } from 'vitest';
import { parseJsonFile } from '../../src/server/flows/flow-files.ts';
import { checkFlowSources } from '../../src/shared/flows/flow-checks.ts';
import { BASE_FLOW, onlyProblem, withText } from './broken-sources.ts';

const STEP = 'schemas/steps/contact-info.json';

describe('a file that is not JSON', () => {
  it.each([
    [
      'a trailing comma before }',
      '{\n  "a": 1,\n  "b": 2,\n}\n',
      { line: 3, column: 9 },
      'there is a comma after the last item, just before }',
      'Remove that comma',
    ],
    [
      'a trailing comma before ]',
      '{\n  "a": [1, 2,]\n}\n',
      { line: 2, column: 13 },
      'there is a comma after the last item, just before ]',
      'Remove that comma',
    ],
    [
      'a missing comma',
      '{\n  "a": 1\n  "b": 2\n}\n',
      { line: 3, column: 3 },
      'a comma is missing between two items',
      'Add a comma after the item that ends on line 2.',
    ],
    [
      'a key without quotes',
      '{\n  a: 1\n}\n',
      { line: 2, column: 3 },
      'the key a is not in double quotes',
      'Write "a"',
    ],
    [
      'a comment',
      '{\n  "a": 1 // why\n}\n',
      { line: 2, column: 10 },
      'JSON files cannot hold comments (// … or /* … */)',
      'Remove the comment.',
    ],
    [
      'single quotes',
      "{\n  'a': 1\n}\n",
      { line: 2, column: 3 },
      "text is in single quotes (')",
      'Use double quotes',
    ],
    ['a brace left open', '{\n  "a": {\n', { line: 3, column: 1 }, 'a } is missing', 'Every { needs its }'],
    ['nothing at all', '', { line: 1, column: 1 }, 'the file is empty', 'one object'],
  ])('is located and explained: %s', (_name, text, place, message, hint) => {
    const { content, parseError } = parseJsonFile('flows/x.json', text);
    expect(content).toBeUndefined();
    expect(parseError).toMatchObject({ ...place, message });
    expect(parseError?.hint).toContain(hint);
  });

  it('is the only problem reported for a flow file, with its line', () => {
    const found = onlyProblem(withText(BASE_FLOW, (text) => text.replace(/("progress": 33)\n/, '$1,\n')));
    expect(found.file).toBe(BASE_FLOW);
    expect(found.problem).toBe(
      'the file is not valid JSON: there is a comma after the last item, just before }.',
    );
    expect(found.fix).toBe('Remove that comma: JSON allows no comma before } or ].');
    expect(found.line).toBeGreaterThan(1);
    expect(found.column).toBeGreaterThan(1);
  });

  it('is the only problem for a step file, and flows using its screen are not blamed for it', () => {
    const sources = withText(STEP, (text) => text.replace('"id": "contact-info",', '"id": "contact-info"'));
    const found = onlyProblem(sources);
    expect(found).toMatchObject({
      file: STEP,
      problem: 'the file is not valid JSON: a comma is missing between two items.',
    });
    expect(checkFlowSources(sources).problems.filter((problem) => problem.file.startsWith('flows/'))).toEqual(
      [],
    );
  });
});
