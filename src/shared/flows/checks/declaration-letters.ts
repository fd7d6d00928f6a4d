/**
 * A declaration question's title starts with its Form 1003 letter (`G. Are there any outstanding judgments…`), so
 * the review, the read-only answers and the lender's copy of the URLA name it alike, whichever step asks it.
 */
import { URLA_DECLARATION_LETTERS } from '../../urla-declarations.ts';
import type { Found, JsonLocation } from './flow-problem.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function declarationLetterProblems(file: string, where: string, schema: unknown): Found[] {
  const problems: Found[] = [];
  const visit = (node: unknown, at: JsonLocation, underDeclarations: boolean) => {
    if (Array.isArray(node)) {
      for (const [index, part] of node.entries()) visit(part, [...at, index], underDeclarations);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...at, key];
      if (key !== 'properties' || !isObject(value)) {
        if (typeof value === 'object') visit(value, here, underDeclarations && key !== 'items');
        continue;
      }
      for (const [name, question] of Object.entries(value)) {
        const letter = underDeclarations ? URLA_DECLARATION_LETTERS[name] : undefined;
        const title = isObject(question) ? question.title : undefined;
        if (letter && typeof title === 'string' && !title.startsWith(`${letter}. `))
          problems.push({
            file,
            where,
            at: [...here, name, 'title'],
            problem: `the declaration "${name}" is question ${letter} of the URLA (Form 1003), but its title "${title.slice(0, 60)}" does not start with "${letter}. ".`,
            fix: `Start its title with "${letter}. ", as on the form the lender files (the review shows the letter beside the answer).`,
          });
        visit(question, [...here, name], name === 'declarations');
      }
    }
  };
  visit(schema, ['schema'], false);
  return problems;
}
