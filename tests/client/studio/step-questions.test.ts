import { diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { patchJsonText } from '../../../src/client/studio/json-text-edits.ts';
import {
  addQuestion,
  changeQuestion,
  moveQuestion,
  removeQuestion,
} from '../../../src/client/studio/question-edits.ts';
import { conditionalQuestionLabels, stepQuestions } from '../../../src/client/studio/step-questions.ts';
import { loadFlowSources } from '../../../src/server/flows/flow-files.ts';
import type { StepDocument } from '../../../src/shared/flows/flow-types.ts';

const steps = loadFlowSources().steps.filter((source) => !source.parseError && source.text);
const withQuestions = steps.filter((source) => stepQuestions(source.content as StepDocument).length > 0);

/** The lines added or removed between two texts. */
function changedLines(before: string, after: string) {
  return diffLines(before, after)
    .filter((part) => part.added || part.removed)
    .flatMap((part) => part.value.split('\n').filter(Boolean));
}

describe('the questions of the step files on disk', () => {
  it('are found in every step file that asks something', () => {
    expect(withQuestions.length).toBeGreaterThan(10);
  });

  it('change their label by rewriting only that line of the file', () => {
    for (const source of withQuestions) {
      const document = source.content as StepDocument;
      const [question] = stepQuestions(document);
      if (!question) continue;
      const changed = changeQuestion(document, question.path, { label: 'A new label' });
      const text = patchJsonText(source.text as string, document, changed);
      expect(JSON.parse(text)).toEqual(changed);
      expect(changedLines(source.text as string, text).length, source.file).toBeLessThanOrEqual(2);
      expect(stepQuestions(JSON.parse(text))[0]?.label).toBe('A new label');
    }
  });

  it('name the questions asked only under a condition (if/then), which the form leaves to the file', () => {
    const conditional = steps.filter((source) => JSON.stringify(source.content).includes('"then"'));
    expect(
      conditional.some((source) => conditionalQuestionLabels(source.content as StepDocument).length > 0),
    ).toBe(true);
  });

  it('read each type the way the files write it', () => {
    const types = new Set(
      withQuestions.flatMap((source) => stepQuestions(source.content as StepDocument).map((q) => q.type)),
    );
    for (const type of ['text', 'dollars', 'date', 'yesNo', 'choice', 'checkboxes'])
      expect(types).toContain(type);
  });
});

describe('question edits', () => {
  const source = withQuestions.find((each) => stepQuestions(each.content as StepDocument).length >= 2);
  const document = source?.content as StepDocument;

  it('add a question to the group of the last one, remove it again', () => {
    const { document: added, path } = addQuestion(document);
    const questions = stepQuestions(added);
    expect(questions.at(-1)?.path).toBe(path);
    expect(questions.at(-1)?.type).toBe('text');
    expect(removeQuestion(added, path)).toEqual(document);
  });

  it('move a question down and back up', () => {
    const [first, second] = stepQuestions(document);
    if (!first || !second || first.group.join() !== second.group.join()) return;
    const moved = moveQuestion(document, first.path, 1);
    expect(
      stepQuestions(moved)
        .map((q) => q.path)
        .slice(0, 2),
    ).toEqual([second.path, first.path]);
    expect(stepQuestions(moveQuestion(moved, first.path, -1)).map((q) => q.path)).toEqual(
      stepQuestions(document).map((q) => q.path),
    );
  });

  it('change a type to what the files write for it', () => {
    const [question] = stepQuestions(document);
    if (!question) return;
    const asDollars = stepQuestions(changeQuestion(document, question.path, { type: 'dollars' }))[0];
    expect(asDollars?.type).toBe('dollars');
    const asYesNo = stepQuestions(changeQuestion(document, question.path, { type: 'yesNo' }))[0];
    expect(asYesNo?.type).toBe('yesNo');
    const asChoices = changeQuestion(document, question.path, {
      type: 'checkboxes',
      choices: [{ value: 'a', label: 'A' }],
    });
    expect(stepQuestions(asChoices)[0]).toMatchObject({
      type: 'checkboxes',
      choices: [{ value: 'a', label: 'A' }],
    });
  });

  it('mark a question required or not, and set its limits', () => {
    const [question] = stepQuestions(document);
    if (!question) return;
    const optional = changeQuestion(document, question.path, { required: false });
    expect(stepQuestions(optional)[0]?.required).toBe(false);
    const required = changeQuestion(optional, question.path, {
      required: true,
      type: 'dollars',
      min: 5,
      max: 50,
    });
    expect(stepQuestions(required)[0]).toMatchObject({ required: true, min: 5, max: 50 });
  });
});
