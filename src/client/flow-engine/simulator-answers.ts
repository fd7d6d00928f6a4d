import type {
  AvmResult,
  CreditFile,
  IdentityAnswer,
  IncomeAnswer,
  ScenarioCredit,
  SimulatorScenario,
} from '../../shared/simulator-scenario.ts';

/** The tester page's form over a simulator scenario: '' leaves that vendor to its trigger values. */
export interface SimulatorAnswers {
  file: '' | CreditFile;
  score: string;
  avm: '' | 'value' | AvmResult;
  avmValue: string;
  identity: '' | IdentityAnswer;
  income: '' | IncomeAnswer;
}

export type AnswerName = keyof SimulatorAnswers;

export function answersOf(scenario: SimulatorScenario): SimulatorAnswers {
  const avm = scenario.avm;
  return {
    file: scenario.credit?.file ?? '',
    score: scenario.credit?.score === undefined ? '' : String(scenario.credit.score),
    avm: avm === undefined ? '' : 'value' in avm ? 'value' : avm.result,
    avmValue: avm && 'value' in avm ? String(avm.value) : '',
    identity: scenario.identity ?? '',
    income: scenario.income ?? '',
  };
}

const wholeNumber = (text: string) => {
  const digits = text.replace(/[\s,$]/g, '');
  return /^[0-9]{1,9}$/.test(digits) ? Number(digits) : undefined;
};

/**
 * The scenario to save. Debts chosen through the API (the form has no fields for them) are kept, unless the chosen
 * file can show none.
 */
export function scenarioOf(
  answers: SimulatorAnswers,
  saved: SimulatorScenario,
): { scenario: SimulatorScenario } | { problem: { field: AnswerName; message: string } } {
  const scenario: SimulatorScenario = {};
  const credit: ScenarioCredit = {};
  if (answers.file) credit.file = answers.file;
  if (answers.score.trim()) {
    const score = wholeNumber(answers.score);
    if (score === undefined) {
      return { problem: { field: 'score', message: 'Enter the score in digits, or leave it empty' } };
    }
    credit.score = score;
  }
  const tradelines = saved.credit?.tradelines;
  if (tradelines && answers.file !== 'frozen' && answers.file !== 'unavailable')
    credit.tradelines = tradelines;
  if (Object.keys(credit).length > 0) scenario.credit = credit;
  if (answers.avm === 'value') {
    const value = wholeNumber(answers.avmValue);
    if (value === undefined)
      return { problem: { field: 'avmValue', message: 'Enter the value in whole dollars' } };
    scenario.avm = { value };
  } else if (answers.avm) {
    scenario.avm = { result: answers.avm };
  }
  if (answers.identity) scenario.identity = answers.identity;
  if (answers.income) scenario.income = answers.income;
  return { scenario };
}

/** The form field a server refusal names (`credit.score`, `avm.value`, `credit`…). */
export function answerNamed(field: string): AnswerName | undefined {
  if (field === 'credit.score') return 'score';
  if (field.startsWith('credit')) return 'file';
  if (field === 'avm.value') return 'avmValue';
  if (field.startsWith('avm')) return 'avm';
  if (field === 'identity' || field === 'income') return field;
  return undefined;
}
