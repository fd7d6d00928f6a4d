/** A flow's navigation in words, for the tester's page (testOrch): conditions and `next` as sentences. */
import type { Condition, FlowStep, Next } from './flow-types.ts';

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** One condition as words: `addBorrower.addCoBorrower is "yes"`, `… is answered`, `(a or b)`. */
export function conditionInWords(condition: Condition): string {
  if ('all' in condition) return condition.all.map(conditionInWords).join(' and ');
  if ('any' in condition) return `(${condition.any.map(conditionInWords).join(' or ')})`;
  if ('not' in condition) return `not (${conditionInWords(condition.not)})`;
  const tests: string[] = [];
  if (condition.exists === true) tests.push('is answered');
  if (condition.exists === false) tests.push('is not answered');
  if ('equals' in condition) tests.push(`is ${shown(condition.equals)}`);
  if ('notEquals' in condition) tests.push(`is not ${shown(condition.notEquals)}`);
  if (condition.in !== undefined) tests.push(`is one of ${condition.in.map(shown).join(', ')}`);
  if (condition.atLeast !== undefined) tests.push(`is at least ${condition.atLeast}`);
  if (condition.below !== undefined) tests.push(`is below ${condition.below}`);
  return `${condition.field} ${tests.length ? tests.join(' and ') : 'is anything'}`;
}

/** Where a step leads, in words: each target with its condition, the unconditional one as "otherwise". */
export function nextInWords(next: Next | undefined): string {
  if (next === undefined) return 'No next step';
  if (typeof next === 'string') return next;
  const conditional = next.some((choice) => choice.when);
  return next
    .map((choice) =>
      choice.when
        ? `${choice.to} when ${conditionInWords(choice.when)}`
        : conditional
          ? `otherwise ${choice.to}`
          : choice.to,
    )
    .join('; ');
}

/** A step's way on in words: a redirect's target, or the screen's `next`. */
export function stepNextInWords(step: FlowStep): string {
  return step.kind === 'redirect' ? `Redirects to ${step.to || 'the flow start'}` : nextInWords(step.next);
}
