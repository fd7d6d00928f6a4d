/**
 * A flow's `facts` (src/shared/flows/flow-facts.ts): each path is an answer a step of the flow asks, of the kind
 * the engine reads; each constant is a value of that kind; a flow that prices offers declares what pricing needs.
 */
import type { ValidateFunction } from 'ajv';
import { createSchemaAjv } from '../../schema-ajv.ts';
import { FACTS, type FactDefinition, type FactName, FORMAT_1_FACTS, isFactName } from '../flow-facts.ts';
import { allowedValues, misfitOf, ruleInWords, ruleOf, schemasAt } from './answer-rules.ts';
import type { AskedAnswers } from './asked-answers.ts';
import { closest, didYouMean, listOf, shown } from './did-you-mean.ts';
import { type FlowContext, screensWithFiles } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

const validators = new Map<FactName, ValidateFunction>();
function validatorOf(name: FactName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = createSchemaAjv().compile(FACTS[name].schema);
    validators.set(name, validate);
  }
  return validate;
}

/** A fact's meaning without its aside, to sit inside a sentence. */
const meaningOf = (name: FactName) => FACTS[name].meaning.replace(/\s*\(.*\)$/, '');

function pathProblems(context: FlowContext, asked: AskedAnswers, name: FactName, path: string): Found[] {
  const { file } = context;
  const fact = FACTS[name];
  const where = `fact "${name}"`;
  const covering = asked.covering(path);
  if (covering === undefined) {
    const suggestion = closest(path, asked.paths.keys());
    return [
      {
        file,
        where,
        at: ['facts', name],
        problem: `it reads the answer ${path}, which no step of this flow asks.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        fix: suggestion
          ? `Change it to "${suggestion}" if that answer is ${meaningOf(name)}.`
          : `Point it at the answer that gives ${meaningOf(name)}, or add a step that asks ${path}.`,
      },
    ];
  }
  if (covering !== path) return [];
  const expected = ruleOf(fact.schema);
  const problems: Found[] = [];
  for (const screen of asked.paths.get(path) ?? []) {
    const document = context.screens.get(screen);
    for (const schema of document ? schemasAt(document.schema, path) : []) {
      const why = misfitOf(ruleOf(schema), expected);
      if (!why) continue;
      problems.push({
        file,
        where,
        at: ['facts', name],
        problem: `it reads ${path}, which screen "${screen}" asks so that ${why}; the engine reads ${name} (${meaningOf(name)}) as ${ruleInWords(expected)}.`,
        fix: `Make ${path} in schemas/steps/${screen}.json ${ruleInWords(expected)}, or point ${name} at another answer.`,
      });
      break;
    }
  }
  return problems;
}

function constantProblem(file: string, name: FactName, value: unknown): Found | undefined {
  if (validatorOf(name)(value)) return undefined;
  const expected = ruleOf(FACTS[name].schema);
  const values = allowedValues(FACTS[name].schema) ?? [];
  const hint = typeof value === 'string' ? didYouMean(value, values.map(String)) : '';
  return {
    file,
    where: `fact "${name}"`,
    at: ['facts', name, 'value'],
    problem: `it is fixed to ${shown(value)}, which is not ${values.length ? `one of ${listOf(values)}` : ruleInWords(expected)}.${hint}`,
    fix: values.length ? `Use one of ${listOf(values)}.` : `Give a value that is ${ruleInWords(expected)}.`,
  };
}

/** A path the flow asks that could give the fact: the one format 1 read, or one ending in the fact's name. */
function likelyPath(asked: AskedAnswers, name: FactName): string | undefined {
  if (asked.covering(FORMAT_1_FACTS[name])) return FORMAT_1_FACTS[name];
  return [...asked.paths.keys()].find((path) => path.split('.').at(-1) === name);
}

/** What a kind of step needs the flow to declare, and what goes wrong without it. */
interface FactNeed {
  panel: string;
  needs: (definition: FactDefinition) => boolean | undefined;
  what: (stepPath: string) => string;
  consequence: string;
  /** Whether a constant ({ "value": … }) is a sensible way to give it. */
  constantAllowed: boolean;
}

const FACT_NEEDS: FactNeed[] = [
  {
    panel: 'pricingRun',
    needs: (definition) => definition.neededForPricing,
    what: (stepPath) => `this flow prices offers (step "${stepPath}")`,
    consequence:
      ', which pricing needs; the borrower would see "Some answers needed for pricing are missing".',
    constantAllowed: true,
  },
  {
    panel: 'submitApplication',
    needs: (definition) => definition.neededToSubmit,
    what: (stepPath) => `this flow submits applications (step "${stepPath}")`,
    consequence: ': the date the Loan Estimate is due by would never be recorded.',
    constantAllowed: false,
  },
];

function undeclaredFactProblems(context: FlowContext, asked: AskedAnswers, need: FactNeed): Found[] {
  const step = screensWithFiles(context).find(({ document }) => document.panel === need.panel)?.step;
  if (!step) return [];
  const missing = (Object.keys(FACTS) as FactName[]).filter(
    (name) => need.needs(FACTS[name] as FactDefinition) && !(name in context.flow.facts),
  );
  const constant = need.constantAllowed ? ' (or { "value": … } to fix it for every borrower)' : '';
  return missing.map((name) => {
    const example = likelyPath(asked, name);
    return {
      file: context.file,
      where: 'facts',
      at: ['facts'],
      problem: `${need.what(step.path)} but does not declare the fact "${name}" (${meaningOf(name)})${need.consequence}`,
      fix: example
        ? `Add "${name}": "${example}" to "facts"${constant}.`
        : `Add "${name}" to "facts": the path of the answer that gives it${need.constantAllowed ? ', or { "value": … } to fix it for every borrower' : ''}.`,
    };
  });
}

export function factProblems(context: FlowContext, asked: AskedAnswers): Found[] {
  const problems: Found[] = [];
  for (const [name, source] of Object.entries(context.flow.facts)) {
    if (!isFactName(name) || source === undefined) continue;
    if (typeof source === 'string') problems.push(...pathProblems(context, asked, name, source));
    else {
      const problem = constantProblem(context.file, name, source.value);
      if (problem) problems.push(problem);
    }
  }
  return [...problems, ...FACT_NEEDS.flatMap((need) => undeclaredFactProblems(context, asked, need))];
}
