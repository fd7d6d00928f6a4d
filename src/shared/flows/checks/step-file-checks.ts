/** A step file's own checks beyond its contract: its id, the registered names it uses, its uiSchema's keys. */
import type { Ajv } from 'ajv';
import type { StepDocument } from '../flow-types.ts';
import { declaredProperties } from '../step-answers.ts';
import { declarationLetterProblems } from './declaration-letters.ts';
import { didYouMean, listOf } from './did-you-mean.ts';
import type { EngineNames, Found, JsonLocation } from './flow-problem.ts';
import { identityScreenProblems } from './identity-checks.ts';
import { explanationProblems } from './offer-explanation-checks.ts';
import { stepPrefillProblems } from './prefill-checks.ts';
import { requiredFieldProblems } from './required-fields.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const fileStem = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

const REGISTRY = 'src/shared/flows/engine-names.ts and the client registry';

/** The ui:widget and ui:field names of a uiSchema, and its keys that name no question of the schema there. */
function uiProblems(file: string, where: string, schema: unknown, ui: unknown, names: EngineNames): Found[] {
  const problems: Found[] = [];
  const visit = (node: unknown, schemas: unknown[], at: JsonLocation, question: string) => {
    if (!isObject(node)) return;
    const questions = new Map<string, unknown[]>();
    for (const candidate of schemas)
      for (const [key, found] of declaredProperties(candidate))
        questions.set(key, [...(questions.get(key) ?? []), ...found]);
    const items = schemas.flatMap((candidate) =>
      isObject(candidate) && isObject(candidate.items) ? [candidate.items] : [],
    );
    const label = question ? `"${question}"` : 'the screen';
    for (const [key, value] of Object.entries(node)) {
      const here = [...at, key];
      if (key === 'ui:widget' || key === 'ui:field') {
        const known = key === 'ui:widget' ? names.widgets : names.fields;
        if (typeof value === 'string' && !known.includes(value))
          problems.push({
            file,
            where,
            at: here,
            problem: `${key} "${value}" of ${label} is not registered.${didYouMean(value, known)}`,
            fix: `Use one of ${listOf(known, 40)} (or register "${value}" in ${REGISTRY}).`,
          });
      } else if (key.startsWith('ui:')) {
      } else if (key === 'items' && items.length > 0) {
        visit(value, items, here, `${question} (each item)`);
      } else if (questions.has(key)) {
        visit(value, questions.get(key) ?? [], here, question ? `${question}.${key}` : key);
      } else if (schemas.length > 0) {
        const hint = didYouMean(key, [...questions.keys()]);
        // A stray uiSchema entry only loses its look (a radio shown as a list), so it is a note, not a problem.
        problems.push({
          file,
          where,
          at: here,
          note: true,
          problem: `the uiSchema names "${key}" under ${label}, which asks no such question, so its settings are never used.${hint}`,
          fix: hint
            ? `Rename "${key}" in the uiSchema to the question's key.`
            : `Remove "${key}" from the uiSchema, or add the question to the schema.`,
        });
      }
    }
  };
  visit(ui, [schema], ['uiSchema'], '');
  return problems;
}

/**
 * Whether each schema compiled, by its JSON: compiling is most of the checker's time, and a re-run (the dev
 * server on a change, the tests) meets mostly the same schemas.
 */
const compiled = new Map<string, string | undefined>();

/** The schema as the server compiles it (strict): what would fail at the first save. */
function compileProblem(ajv: Ajv, file: string, where: string, schema: unknown): Found | undefined {
  const key = JSON.stringify(schema);
  if (!compiled.has(key)) {
    if (compiled.size > 500) compiled.clear();
    try {
      ajv.compile(schema as object);
      compiled.set(key, undefined);
    } catch (error) {
      compiled.set(key, (error as Error).message);
    }
  }
  const message = compiled.get(key);
  if (message === undefined) return undefined;
  return {
    file,
    where,
    at: ['schema'],
    problem: `the schema cannot be used: ${message}.`,
    fix: 'Correct the "schema" object (your editor flags the place against schemas/step.schema.json).',
  };
}

/**
 * Checks a step file that parsed. `strictAjv` (the server's options) compiles its schema when it is otherwise sound
 * (`contractHolds`: it passed schemas/step.schema.json), to catch what the server would refuse at the first save.
 */
export function stepFileProblems(
  file: string,
  content: unknown,
  names: EngineNames,
  strictAjv: Ajv | undefined,
): Found[] {
  if (!isObject(content)) return [];
  const step = content as Partial<StepDocument>;
  const expectedId = fileStem(file);
  const where = `screen "${typeof step.id === 'string' ? step.id : expectedId}"`;
  const problems: Found[] = [];
  if (typeof step.id === 'string' && step.id !== expectedId)
    problems.push({
      file,
      where,
      at: ['id'],
      problem: `"id" is "${step.id}" but the file is ${expectedId}.json; flows name a screen by its file.`,
      fix: `Set "id": "${expectedId}" (or rename the file to ${step.id}.json and the flows' "screen" with it).`,
    });
  const panels = names.panels ?? [];
  if (typeof step.panel === 'string' && !panels.includes(step.panel))
    problems.push({
      file,
      where,
      at: ['panel'],
      problem: `panel "${step.panel}" is not registered.${didYouMean(step.panel, panels)}`,
      fix: `Use one of ${listOf(panels, 40)} (or register "${step.panel}" in ${REGISTRY}).`,
    });
  problems.push(...identityScreenProblems(file, where, step));
  problems.push(...explanationProblems(file, where, step));
  problems.push(...uiProblems(file, where, step.schema, step.uiSchema, names));
  if (isObject(step.schema)) {
    problems.push(...requiredFieldProblems(file, where, step.schema));
    problems.push(...declarationLetterProblems(file, where, step.schema));
    problems.push(...stepPrefillProblems(file, where, step as StepDocument));
    const sound = strictAjv && problems.every((problem) => problem.note);
    const unusable = sound ? compileProblem(strictAjv, file, where, step.schema) : undefined;
    if (unusable) problems.push(unusable);
  }
  return problems;
}
