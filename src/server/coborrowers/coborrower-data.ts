import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { answerPathIndex } from '../../shared/flows/flow-answers.ts';
import { COBORROWER_SECTION } from '../../shared/flows/flow-types.ts';
import { answersFor, askedPaths } from '../../shared/flows/step-answers.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { createSchemaAjv } from '../../shared/schema-ajv.ts';
import type { AnswerScope } from '../applications/answer-contract.ts';
import { describeError, type FieldProblem } from '../applications/application-data-validator.ts';
import { addApplicationSchemas } from '../applications/application-schemas.ts';
import { dereferenceModel } from '../applications/shared-model.ts';
import { apiText } from '../i18n/api-texts.ts';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/api/coborrower-data.schema.json',
);

export const coborrowerDataSchema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as {
  $id: string;
  properties: { coborrower: { properties: Record<string, unknown> } };
};

const ajv = createSchemaAjv();
addApplicationSchemas(ajv);
const validate: ValidateFunction = ajv.compile(coborrowerDataSchema);

/**
 * The `{resource}` segments of /api/v2/coborrower/application/{appId}/contact/{contactId}/{resource} and the
 * section of the co-borrower's answers each one writes.
 */
export const COBORROWER_RESOURCES: Record<string, string> = {
  legal: 'legal',
  residence: 'residence',
  creditscore: 'creditScore',
  employment: 'employment',
  otherincome: 'otherIncome',
  coborrowerotherincome: 'otherIncome',
  realestate: 'realEstate',
  income: 'income',
  declarations: 'declarations',
  military: 'military',
  demographics: 'demographics',
  otherliabilities: 'otherLiabilities',
  acknowledgments: 'acknowledgments',
  creditauthorization: 'creditAuthorization',
};

/** The sections of the co-borrower's answers, as the schema declares them. */
export const COBORROWER_SECTIONS = Object.keys(coborrowerDataSchema.properties.coborrower.properties);

/** The first problem of a co-borrower document `{coborrower: {...}}`, fields named from its root, in `locale`. */
export function coborrowerDataProblem(
  document: unknown,
  locale: Locale = SOURCE_LOCALE,
): FieldProblem | undefined {
  if (validate(document)) return undefined;
  const [first] = validate.errors ?? [];
  return first
    ? describeError(first, locale)
    : { field: '(body)', message: apiText(locale)('refusal.coborrower.answersInvalid') };
}

const coborrowerModel = dereferenceModel(coborrowerDataSchema as unknown as Record<string, unknown>);

/**
 * The co-borrower's answers (`{coborrower: {...}}`): their own steps of the flow are the contract, and the
 * co-borrower data schema checks the answers code reads (answer-contract.ts).
 */
export const COBORROWER_SCOPE: AnswerScope = {
  name: 'coborrower',
  owns: (step) => step.section === COBORROWER_SECTION,
  sharedCovering: answerPathIndex(askedPaths(coborrowerModel)),
  sharedProblem: (answers, locale) => coborrowerDataProblem(answersFor(coborrowerModel, answers), locale),
};
