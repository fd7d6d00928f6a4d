/**
 * "Record as a valid case" (or an invalid one): the preview's answers added to a step's case file as a new named
 * case, the rest of the file as it was (its comments, order and layout kept: the `yaml` package's Document API; a
 * JSON case file stays JSON).
 */
import { isMap, isSeq, parseDocument } from 'yaml';
import { isObject, type Json } from '../../../shared/cases/case-answers.ts';
import type { FieldMessage } from '../../../shared/cases/case-verdict.ts';

/** The case file format's shortest name (tests/cases/case-file.schema.json, `name.minLength`). */
export const SHORTEST_CASE_NAME = 3;

/** The answers as a case file holds them: JSON values only (an emptied answer the form keeps as undefined goes). */
const plain = (answers: unknown): Json => {
  const copy = JSON.parse(JSON.stringify(answers ?? {})) as unknown;
  return isObject(copy) ? copy : {};
};

/** `name`, or `name (2)`, `name (3)`… so that no case of the file has the same name. */
export function freeCaseName(name: string, taken: readonly string[]): string {
  const wanted = name.trim();
  if (!taken.includes(wanted)) return wanted;
  for (let count = 2; ; count += 1) {
    const candidate = `${wanted} (${count})`;
    if (!taken.includes(candidate)) return candidate;
  }
}

function namesIn(content: unknown): string[] {
  if (!isObject(content)) return [];
  return [content.valid, content.invalid]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((item) => (isObject(item) ? String(item.name) : ''));
}

/**
 * The case file's text with a new valid case `{ name, answers }` at the end of its `valid` list (which is made if
 * the file has none), or, given what the step refuses, a new invalid case `{ name, answers, field, message }` at the
 * end of its `invalid` list. The name is made unique in the file. Throws when the text is not a case file's.
 */
export function withRecordedCase(
  file: string,
  text: string,
  name: string,
  answers: unknown,
  refused?: FieldMessage,
): string {
  const list = refused ? 'invalid' : 'valid';
  if (name.trim().length < SHORTEST_CASE_NAME)
    throw new Error(`A case's name is at least ${SHORTEST_CASE_NAME} characters`);
  if (file.endsWith('.json')) {
    const content = JSON.parse(text) as unknown;
    if (!isObject(content)) throw new Error(`${file} is not a case file`);
    const cases = Array.isArray(content[list]) ? content[list] : [];
    const recorded = { name: freeCaseName(name, namesIn(content)), answers: plain(answers), ...refused };
    return `${JSON.stringify({ ...content, [list]: [...cases, recorded] }, null, 2)}\n`;
  }
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message.split('\n')[0]}`);
  if (!isMap(document.contents)) throw new Error(`${file} is not a case file`);
  const recorded = document.createNode({
    name: freeCaseName(name, namesIn(document.toJS())),
    answers: plain(answers),
    ...refused,
  });
  const cases = document.get(list, true);
  if (isSeq(cases)) cases.add(recorded);
  else document.set(list, document.createNode([recorded]));
  return document.toString();
}

/** A step case file with no cases yet, as testers write them (the format's schema named for their editor). */
export const emptyStepCaseText = (step: string): string =>
  `# yaml-language-server: $schema=../../case-file.schema.json\nstep: ${/^[\w/-]+$/.test(step) ? step : JSON.stringify(step)}\n`;
