/**
 * `required` names that are no question of their object: the screen then demands an answer the borrower has no
 * field for ("YearBuilt: Enter yearBuilt"). Checked at every object of a step's schema, its follow-ups' `then` and
 * `else` and list items included; a follow-up may require a question its parent object declares, and the reverse.
 */
import { declaredProperties } from '../step-answers.ts';
import { didYouMean } from './did-you-mean.ts';
import type { Found, JsonLocation } from './flow-problem.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The `required` lists of one object: its own and its parts' (allOf/anyOf/oneOf, then/else), with where each is. */
function requiredLists(node: unknown, at: JsonLocation, into: { names: unknown[]; at: JsonLocation }[] = []) {
  if (!isObject(node)) return into;
  if (Array.isArray(node.required)) into.push({ names: node.required, at: [...at, 'required'] });
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    list(node[key]).forEach((part, index) => {
      requiredLists(part, [...at, key, index], into);
    });
  for (const key of ['then', 'else'] as const) requiredLists(node[key], [...at, key], into);
  return into;
}

/** The schemas below an object that are objects of their own: its questions' and its list items'. */
function children(node: unknown, at: JsonLocation): { node: unknown; at: JsonLocation; question: string }[] {
  const found: { node: unknown; at: JsonLocation; question: string }[] = [];
  const visit = (part: unknown, partAt: JsonLocation) => {
    if (!isObject(part)) return;
    if (isObject(part.properties))
      for (const [key, child] of Object.entries(part.properties))
        found.push({ node: child, at: [...partAt, 'properties', key], question: key });
    if (isObject(part.items))
      found.push({ node: part.items, at: [...partAt, 'items'], question: '(each item)' });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      list(part[key]).forEach((item, index) => {
        visit(item, [...partAt, key, index]);
      });
    for (const key of ['then', 'else'] as const) visit(part[key], [...partAt, key]);
  };
  visit(node, at);
  return found;
}

export function requiredFieldProblems(file: string, where: string, schema: unknown): Found[] {
  const problems: Found[] = [];
  const walk = (node: unknown, at: JsonLocation, question: string) => {
    const declared = [...declaredProperties(node).keys()];
    for (const required of requiredLists(node, at)) {
      for (const name of required.names) {
        if (typeof name !== 'string' || declared.includes(name)) continue;
        const inside = question ? `"${question}"` : 'the schema';
        problems.push({
          file,
          where,
          at: required.at,
          problem: `"${name}" is in the "required" list of ${inside} but not in its "properties", so the borrower would be asked for it with no field to fill.${didYouMean(name, declared)}`,
          fix: `Add "${name}" to the "properties" of ${inside}, or remove it from "required".`,
        });
      }
    }
    const seen = new Set<unknown>();
    for (const child of children(node, at)) {
      if (seen.has(child.node)) continue;
      seen.add(child.node);
      const path =
        child.question === '(each item)'
          ? `${question} (each item)`
          : question
            ? `${question}.${child.question}`
            : child.question;
      walk(child.node, child.at, path);
    }
  };
  walk(schema, ['schema'], '');
  return problems;
}
