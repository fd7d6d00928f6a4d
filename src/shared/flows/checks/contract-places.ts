/** Places in a flow or step file, named as a product owner reads the file: by step path, fact, question. */
import type { Describe } from './contract-words.ts';
import type { JsonLocation } from './flow-problem.ts';
import { stageLabel, WHOSE } from './stage-labels.ts';

/** `in "next" (item 1), "when"` for the keys and indexes below a named place. */
function trail(segments: JsonLocation): string {
  const words: string[] = [];
  for (const segment of segments) {
    if (typeof segment === 'number' && words.length > 0) words[words.length - 1] += ` (item ${segment + 1})`;
    else words.push(typeof segment === 'number' ? `item ${segment + 1}` : `"${segment}"`);
  }
  return words.length ? `in ${words.join(', ')}` : '';
}

export function stepLabel(path: unknown, index?: number): string {
  if (path === '') return 'step "" (the flow\'s root)';
  return typeof path === 'string' ? `step "${path}"` : `step ${(index ?? 0) + 1}`;
}

export function describeFlowPlace(content: unknown): Describe {
  const flow = (content ?? {}) as {
    steps?: { path?: unknown }[];
    prequalProgress?: { name?: unknown }[];
    stages?: Record<string, { title?: unknown }[] | undefined>;
  };
  return (segments) => {
    const [top, key, ...rest] = segments;
    if (top === 'steps' && typeof key === 'number')
      return { where: stepLabel(flow.steps?.[key]?.path, key), within: trail(rest) };
    if (top === 'facts') {
      if (key === undefined) return { where: 'facts', within: '', keys: 'fact' };
      return { where: `fact "${key}"`, within: trail(rest) };
    }
    if (top === 'sections' && key !== undefined) return { where: `section "${key}"`, within: trail(rest) };
    if (top === 'prequalProgress' && typeof key === 'number') {
      const name = flow.prequalProgress?.[key]?.name;
      const label = typeof name === 'string' ? ` ("${name}")` : '';
      return { where: `prequalProgress item ${key + 1}${label}`, within: trail(rest) };
    }
    if (top === 'stages' && (key === 'borrower' || key === 'coborrower')) {
      const [index, ...below] = rest;
      if (typeof index !== 'number') return { where: `${WHOSE[key]} stages`, within: trail(rest) };
      return { where: stageLabel(key, flow.stages?.[key]?.[index]?.title, index), within: trail(below) };
    }
    return { within: trail(segments) };
  };
}

/** The answer a place in a step's `schema` describes: `property.info`, `applicant.otherIncome.sources (each item)`. */
function questionAt(segments: JsonLocation): { question: string; detail: string } {
  const keys: string[] = [];
  const details: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment === 'properties' && index + 1 < segments.length) {
      keys.push(String(segments[index + 1]));
      index += 1;
    } else if (segment === 'items') keys.push('(each item)');
    else if (segment === 'then' || segment === 'else') details.push('a follow-up');
    else if (segment === 'if') details.push('a follow-up’s condition');
    else if (segment === 'oneOf' || segment === 'anyOf') details.push('a choice');
  }
  return {
    question: keys.join('.').replaceAll('.(each item)', ' (each item)'),
    detail: details.length ? ` (${[...new Set(details)].join(', ')})` : '',
  };
}

export function describeStepPlace(content: unknown): Describe {
  const id = (content as { id?: unknown } | undefined)?.id;
  const where = typeof id === 'string' ? `screen "${id}"` : undefined;
  return (segments) => {
    const [top, ...rest] = segments;
    if (top === 'schema') {
      const { question, detail } = questionAt(rest);
      const within = question ? `in the question "${question}"${detail}` : `in the schema${detail}`;
      const atProperties = rest.at(-1) === 'properties';
      return { where, within, keys: atProperties ? undefined : 'keyword' };
    }
    if (top === 'uiSchema') {
      const path = rest.map(String).join('.');
      return { where, within: path ? `in the uiSchema of "${path}"` : 'in the uiSchema' };
    }
    return { where, within: trail(segments) };
  };
}
