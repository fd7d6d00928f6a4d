import type { Ajv } from 'ajv';
import { createSchemaAjv } from '../schema-ajv.ts';
import { nextTargets } from './flow-navigation.ts';
import { type FlowFile, isScreen, type StepDocument } from './flow-types.ts';

/**
 * The flow contract: schema validity, then references. The same checks run in the test suite and in
 * `npm run check:flows`, which a product owner runs after editing JSON.
 */

export interface FlowProblem {
  file: string;
  /** The step path or screen id concerned, when there is one. */
  where?: string;
  problem: string;
  fix: string;
}

export interface FlowSources {
  flows: { file: string; content: unknown }[];
  steps: { file: string; content: unknown }[];
  flowSchema: object;
  stepSchema: object;
  names: {
    widgets: readonly string[];
    fields: readonly string[];
    actions: readonly string[];
    panels?: readonly string[];
  };
}

/** A fresh validator per check run: schemas carry $ids, and a product owner's edit must be seen anew. */
function newAjv(): Ajv {
  return createSchemaAjv({ allErrors: true, strict: false });
}

function schemaProblems(
  ajv: Ajv,
  file: string,
  content: unknown,
  schema: object,
  what: string,
): FlowProblem[] {
  const validate = ajv.compile(schema);
  if (validate(content)) return [];
  return (validate.errors ?? []).map((error) => ({
    file,
    where: error.instancePath || undefined,
    problem: `${what} ${error.instancePath || '(file)'} ${error.message ?? 'is not valid'}`,
    fix: `Edit ${file} so it matches ${what === 'flow' ? 'schemas/flow.schema.json' : 'schemas/step.schema.json'}.`,
  }));
}

/** Every ui:widget and ui:field named anywhere in a uiSchema, with where it was found. */
function uiNames(uiSchema: unknown, at = ''): { kind: 'ui:widget' | 'ui:field'; name: string; at: string }[] {
  if (typeof uiSchema !== 'object' || uiSchema === null) return [];
  const found: { kind: 'ui:widget' | 'ui:field'; name: string; at: string }[] = [];
  for (const [key, value] of Object.entries(uiSchema)) {
    if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string')
      found.push({ kind: key, name: value, at });
    else found.push(...uiNames(value, at ? `${at}.${key}` : key));
  }
  return found;
}

function stepProblems(
  ajv: Ajv,
  file: string,
  step: StepDocument,
  names: FlowSources['names'],
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const expectedId = file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (step.id !== expectedId) {
    problems.push({
      file,
      problem: `id is "${step.id}" but the file is ${expectedId}.json`,
      fix: `Set "id": "${expectedId}".`,
    });
  }
  try {
    ajv.compile(step.schema);
  } catch (error) {
    problems.push({
      file,
      where: step.id,
      problem: `schema is not a valid JSON Schema: ${(error as Error).message}`,
      fix: 'Correct the "schema" object.',
    });
  }
  if (step.panel !== undefined && !(names.panels ?? []).includes(step.panel)) {
    problems.push({
      file,
      where: step.id,
      problem: `panel "${step.panel}" is not registered`,
      fix: `Use one of: ${(names.panels ?? []).join(', ')}.`,
    });
  }
  for (const { kind, name, at } of uiNames(step.uiSchema)) {
    const known = kind === 'ui:widget' ? names.widgets : names.fields;
    if (!known.includes(name)) {
      problems.push({
        file,
        where: `${step.id} uiSchema.${at}`,
        problem: `${kind} "${name}" is not registered`,
        fix: `Use one of: ${known.join(', ')} (or register "${name}" in src/shared/flows/engine-names.ts and the client registry).`,
      });
    }
  }
  return problems;
}

function flowProblems(
  file: string,
  flow: FlowFile,
  screenIds: Set<string>,
  names: FlowSources['names'],
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const add = (where: string | undefined, problem: string, fix: string) =>
    problems.push({ file, where, problem, fix });
  const expectedType = file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (flow.flowType !== expectedType)
    add(
      undefined,
      `flowType is "${flow.flowType}" but the file is ${expectedType}.json`,
      `Set "flowType": "${expectedType}".`,
    );

  const paths = new Map<string, number>();
  for (const step of flow.steps) paths.set(step.path, (paths.get(step.path) ?? 0) + 1);
  for (const [path, count] of paths)
    if (count > 1) add(path, `path "${path}" is declared ${count} times`, 'Keep one step per path.');

  for (const step of flow.steps) {
    const targets = step.kind === 'redirect' ? [step.to] : nextTargets(step.next);
    for (const target of targets) {
      if (!paths.has(target))
        add(
          step.path,
          `${step.kind === 'redirect' ? 'redirect target' : 'next'} "${target}" is not a step of this flow`,
          `Add a step with "path": "${target}" or point to an existing path.`,
        );
    }
    if (!isScreen(step)) continue;
    if (!screenIds.has(step.screen))
      add(
        step.path,
        `screen "${step.screen}" has no file schemas/steps/${step.screen}.json`,
        `Create schemas/steps/${step.screen}.json or name an existing screen.`,
      );
    if (step.action && !names.actions.includes(step.action))
      add(step.path, `action "${step.action}" is not registered`, `Use one of: ${names.actions.join(', ')}.`);
    for (const target of nextTargets(step.next)) {
      const following = flow.steps.find((candidate) => candidate.path === target);
      if (
        following &&
        isScreen(following) &&
        following.section === step.section &&
        step.progress !== undefined &&
        following.progress !== undefined &&
        following.progress < step.progress
      ) {
        add(
          step.path,
          `progress falls from ${step.progress} to ${following.progress} at next "${target}"`,
          `Give "${target}" a progress of at least ${step.progress}, or start a new section.`,
        );
      }
    }
  }

  const reached = new Set<string>();
  const queue = flow.steps
    .filter((step) => step.path === '' || (isScreen(step) && step.entry))
    .map((step) => step.path);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (reached.has(path)) continue;
    reached.add(path);
    const step = flow.steps.find((candidate) => candidate.path === path);
    if (step) queue.push(...(step.kind === 'redirect' ? [step.to] : nextTargets(step.next)));
  }
  for (const step of flow.steps) {
    if (!reached.has(step.path) && step.kind !== 'redirect') {
      add(
        step.path,
        `step "${step.path}" cannot be reached from the flow's root or an entry step`,
        'Make it the next of another step, or mark it "entry": true if links or log-in lead to it.',
      );
    }
  }
  return problems;
}

export function checkFlows(sources: FlowSources): FlowProblem[] {
  const ajv = newAjv();
  const problems: FlowProblem[] = [];
  const screenIds = new Set<string>();
  for (const { file, content } of sources.steps) {
    const invalid = schemaProblems(ajv, file, content, sources.stepSchema, 'step');
    problems.push(...invalid);
    if (invalid.length === 0) {
      screenIds.add((content as StepDocument).id);
      problems.push(...stepProblems(ajv, file, content as StepDocument, sources.names));
    }
  }
  for (const { file, content } of sources.flows) {
    const invalid = schemaProblems(ajv, file, content, sources.flowSchema, 'flow');
    problems.push(...invalid);
    if (invalid.length === 0)
      problems.push(...flowProblems(file, content as FlowFile, screenIds, sources.names));
  }
  return problems;
}
