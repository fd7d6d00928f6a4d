/** A step's answers against its own screen's schema, as the screen validates them. */
import type { ValidateFunction } from 'ajv';
import { isScreen } from '../../shared/flows/flow-types.ts';
import { answersFor } from '../../shared/flows/step-answers.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { createSchemaAjv } from '../../shared/schema-ajv.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { apiText } from '../i18n/api-texts.ts';
import { answerRefusal, notAStepRefusal } from '../i18n/validation-messages.ts';
import { describeError, type FieldProblem } from './application-data-validator.ts';
import { firstRequiredLeaf, withoutRequired } from './step-schema-parts.ts';

/** The same options as the shared model's validator: the server accepts what the screen accepts. */
const ajv = createSchemaAjv();

export interface ScreenContract {
  /** The step file's id, whose translations name a refused field in another language. */
  screen: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** Every answer the screen requires is given, and right. */
  complete: ValidateFunction;
  /** The answers given are right (a save that does not complete this screen). */
  partial: ValidateFunction;
}

/** Each screen's schema is compiled once, the first time a save touches one of its answers. */
const screens = new Map<string, ScreenContract | null>();
export function screenContract(screen: string): ScreenContract | undefined {
  if (!screens.has(screen)) {
    const document = flowCatalog().steps.get(screen);
    screens.set(
      screen,
      document
        ? {
            screen,
            schema: document.schema,
            uiSchema: document.uiSchema,
            complete: ajv.compile(document.schema),
            partial: ajv.compile(withoutRequired(document.schema)),
          }
        : null,
    );
  }
  return screens.get(screen) ?? undefined;
}

/**
 * The first problem of the screen's answers in `document`, named by its dotted field; in a language other than
 * English, the message names the field by its title on the screen, as the borrower reads it.
 */
export function screenProblem(
  contract: ScreenContract,
  document: unknown,
  complete: boolean,
  label: string,
  locale: Locale = SOURCE_LOCALE,
): FieldProblem | undefined {
  const validate = complete ? contract.complete : contract.partial;
  if (validate(answersFor(contract.schema, document))) return undefined;
  const [first] = validate.errors ?? [];
  const t = apiText(locale);
  if (!first) return { field: '(body)', message: t('refusal.application.answersInvalid', { label }) };
  const problem = describeError(first);
  const inLocale = (found: FieldProblem): FieldProblem =>
    locale === SOURCE_LOCALE
      ? found
      : { ...found, message: answerRefusal(locale, contract.screen, found.field, first) };
  if (first.keyword !== 'required') return inLocale(problem);
  // A whole missing group (`applicant`) is named by the first answer it requires: applicant.legal.ssn.
  const field = firstRequiredLeaf(contract.schema, problem.field.split('.'), contract.uiSchema);
  return inLocale(
    field === problem.field ? problem : { field, message: t('validation.required', { field }) },
  );
}

/**
 * Validates the answers a step asks for in `document` (as it would be after the write) against the step's own
 * schema, completely, as its screen does on Continue. An unknown step is a problem with `step` itself.
 */
export function stepProblem(flowType: string, stepPath: string, document: unknown): FieldProblem | undefined {
  const step = flowCatalog()
    .flows.get(flowType)
    ?.steps.find((candidate) => candidate.path === stepPath);
  const contract = step && isScreen(step) ? screenContract(step.screen) : undefined;
  if (!contract) return { field: 'step', message: notAStepRefusal(SOURCE_LOCALE, stepPath, flowType) };
  return screenProblem(contract, document, true, stepPath);
}

/** Whether the flow's step at `stepPath` has every answer its screen requires, right, in `document`. */
export function stepAnswered(flowType: string, document: unknown): (stepPath: string) => boolean {
  return (stepPath) => stepProblem(flowType, stepPath, document) === undefined;
}
