/**
 * Two screens of one flow asking the same answer with different rules (kind or choices): what one accepts, the
 * other refuses, and the server checks a save against every screen that asks it.
 */
import { ruleInWords, ruleOf, sameRule, schemasAt } from './answer-rules.ts';
import type { AskedAnswers } from './asked-answers.ts';
import type { FlowContext } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

export function sameAnswerProblems(context: FlowContext, asked: AskedAnswers): Found[] {
  const problems: Found[] = [];
  for (const [path, screens] of asked.paths) {
    if (screens.length < 2) continue;
    const rules = screens.flatMap((screen) => {
      const document = context.screens.get(screen);
      const schema = document ? schemasAt(document.schema, path)[0] : undefined;
      return schema ? [{ screen, rule: ruleOf(schema) }] : [];
    });
    const [first, ...others] = rules;
    const other = others.find((candidate) => first && !sameRule(first.rule, candidate.rule));
    if (!first || !other) continue;
    problems.push({
      file: context.file,
      where: `screens "${first.screen}" and "${other.screen}"`,
      at: ['steps'],
      problem: `both ask ${path}, with different rules: "${first.screen}" asks ${ruleInWords(first.rule)}; "${other.screen}" asks ${ruleInWords(other.rule)}. An answer one accepts, the other refuses.`,
      fix: `Give ${path} the same "type" and choices in schemas/steps/${first.screen}.json and schemas/steps/${other.screen}.json.`,
    });
  }
  return problems;
}
