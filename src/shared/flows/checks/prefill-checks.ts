/**
 * A step file's `prefill` (src/shared/flows/prefill.ts): each question it names is one the step asks, each
 * registration source is one sign-up gives, each mapped or fixed value is a choice of the question; and, for every flow that
 * shows the screen, each answer it reads (and each answer its `when` tests) is one some step of that flow asks.
 */

import { answerPathIndex } from '../flow-answers.ts';
import type { StepDocument } from '../flow-types.ts';
import {
  isRegistrationSource,
  isValueRule,
  type PrefillRule,
  REGISTRATION_FIELDS,
  REGISTRATION_PREFIX,
  rulesOf,
  sourcesOf,
} from '../prefill.ts';
import { askedPaths, declaredProperties } from '../step-answers.ts';
import type { AskedAnswers } from './asked-answers.ts';
import { fieldsOf } from './condition-checks.ts';
import { closest, didYouMean, listOf } from './did-you-mean.ts';
import { type FlowContext, screensWithFiles } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schemas of the question at a dotted path (several where follow-ups declare it again); a numeric part is an
 * item of a list, whose schema is the list's `items`.
 */
function questionSchemas(schema: unknown, path: string): unknown[] {
  let schemas = [schema];
  for (const key of path.split('.')) {
    schemas = /^[0-9]+$/.test(key)
      ? schemas.flatMap((candidate) =>
          isObject(candidate) && isObject(candidate.items) ? [candidate.items] : [],
        )
      : schemas.flatMap((candidate) => declaredProperties(candidate).get(key) ?? []);
  }
  return schemas;
}

/** Whether the step asks the question at `path` (an item's question counts when the step asks the list). */
const asks = (document: StepDocument, asked: Set<string>, path: string) =>
  asked.has(path) || (/\.[0-9]+(\.|$)/.test(path) && questionSchemas(document.schema, path).length > 0);

/** The values a question lets the borrower choose (its `oneOf` consts or `enum`), or undefined when it is free. */
function choicesOf(schemas: unknown[]): unknown[] | undefined {
  const choices = schemas.flatMap((schema) => {
    if (!isObject(schema)) return [];
    if (Array.isArray(schema.enum)) return schema.enum;
    if (schema.type === 'boolean') return [true, false];
    if (Array.isArray(schema.oneOf))
      return schema.oneOf.flatMap((option) => (isObject(option) && 'const' in option ? [option.const] : []));
    return [];
  });
  return choices.length > 0 ? choices : undefined;
}

const shown = (value: unknown) => JSON.stringify(value);

/** What is wrong with one rule of a question the step asks; `at` is where the rule lies in the file. */
function ruleProblems(
  file: string,
  where: string,
  document: StepDocument,
  path: string,
  rule: PrefillRule,
  at: (string | number)[],
): Found[] {
  const problems: Found[] = [];
  // A rule of the wrong shape is the contract's to report (schemas/step.schema.json).
  if (!isObject(rule) || sourcesOf(rule).some((source) => typeof source !== 'string')) return problems;
  sourcesOf(rule).forEach((source, index) => {
    if (!isRegistrationSource(source)) return;
    const field = source.slice(REGISTRATION_PREFIX.length);
    if ((REGISTRATION_FIELDS as readonly string[]).includes(field)) return;
    const known = REGISTRATION_FIELDS.map((name) => `${REGISTRATION_PREFIX}${name}`);
    problems.push({
      file,
      where,
      at: !isValueRule(rule) && Array.isArray(rule.from) ? [...at, 'from', index] : [...at, 'from'],
      problem: `the prefill of ${path} reads ${source}, which sign-up does not give.${didYouMean(source, known)}`,
      fix: `Use ${listOf(known, 3)}, or the path of an answer.`,
    });
  });
  const choices = choicesOf(questionSchemas(document.schema, path));
  if (isValueRule(rule) && choices && !choices.some((choice) => shown(choice) === shown(rule.value))) {
    const hint = typeof rule.value === 'string' ? didYouMean(rule.value, choices.map(String)) : '';
    problems.push({
      file,
      where,
      at: [...at, 'value'],
      problem: `the prefill of ${path} gives ${shown(rule.value)}, which is not one of its choices, so it would never be used.${hint}`,
      fix: `Give one of ${listOf(choices.map(String), 12)}.`,
    });
  }
  if (!isValueRule(rule) && rule.map && choices) {
    for (const [from, to] of Object.entries(rule.map)) {
      if (choices.some((choice) => shown(choice) === shown(to))) continue;
      const hint = typeof to === 'string' ? didYouMean(to, choices.map(String)) : '';
      problems.push({
        file,
        where,
        at: [...at, 'map', from],
        problem: `the prefill of ${path} maps ${shown(from)} to ${shown(to)}, which is not one of its choices, so it would never be used.${hint}`,
        fix: `Map ${shown(from)} to one of ${listOf(choices.map(String), 12)}, or remove it from the map.`,
      });
    }
  }
  return problems;
}

/** The step file's own prefill mistakes (no flow needed). */
export function stepPrefillProblems(file: string, where: string, document: StepDocument): Found[] {
  if (!isObject(document.prefill)) return [];
  const asked = askedPaths(document.schema);
  return Object.entries(document.prefill).flatMap(([path, rules]) => {
    const at = ['prefill', path];
    if (!asks(document, asked, path)) {
      const hint = didYouMean(path, asked);
      return [
        {
          file,
          where,
          at,
          problem: `"prefill" names ${path}, which this screen does not ask, so nothing would be filled in.${hint}`,
          fix: hint
            ? 'Correct the question\'s path in "prefill".'
            : `Name a question of this screen (one of ${listOf([...asked], 12)}), or remove it from "prefill".`,
        },
      ];
    }
    return rulesOf(rules).flatMap((rule, index) =>
      ruleProblems(file, where, document, path, rule, Array.isArray(rules) ? [...at, index] : at),
    );
  });
}

/**
 * What each screen of the flow prefills from: an answer no step file asks at all is a mistake (a misspelt path);
 * one that only this flow does not ask is a note, since a screen several flows show may read an answer that only
 * some of them ask (there the question starts empty).
 */
export function prefillSourceProblems(context: FlowContext, asked: AskedAnswers): Found[] {
  const problems: Found[] = [];
  const anyStep = answerPathIndex(
    [...context.screens.values()].flatMap((document) => [...askedPaths(document.schema)]),
  );
  const seen = new Set<string>();
  for (const { step, document } of screensWithFiles(context)) {
    if (!isObject(document.prefill) || seen.has(step.screen)) continue;
    seen.add(step.screen);
    for (const [path, rules] of Object.entries(document.prefill)) {
      const read = rulesOf(rules).flatMap((rule) => [
        ...sourcesOf(rule).filter((source) => !isRegistrationSource(source)),
        ...(rule.when ? fieldsOf(rule.when, []).map(({ field }) => field) : []),
      ]);
      const reads = [...new Set(read)];
      for (const source of reads) {
        if (asked.covering(source) !== undefined) continue;
        const where = `step "${step.path}"`;
        const file = context.file;
        const stepFile = `schemas/steps/${step.screen}.json`;
        if (anyStep(source) !== undefined) {
          problems.push({
            file,
            where,
            note: true,
            problem: `its screen "${step.screen}" prefills ${path} from ${source}, which no step of this flow asks, so here the question starts empty.`,
            fix: `Nothing to do if that is meant; otherwise add the step that asks ${source} before it.`,
          });
          continue;
        }
        const suggestion = closest(source, asked.paths.keys());
        problems.push({
          file,
          where,
          problem: `its screen "${step.screen}" prefills ${path} from ${source}, which no step asks, so the question always starts empty.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
          fix: suggestion
            ? `Correct the path in "prefill" of ${stepFile}.`
            : `In ${stepFile}, read an answer a step asks (or ${REGISTRATION_FIELDS.map((name) => REGISTRATION_PREFIX + name).join(', ')}).`,
        });
      }
    }
  }
  return problems;
}
