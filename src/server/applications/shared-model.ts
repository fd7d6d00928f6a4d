/**
 * The application's shared model (schemas/api/application-data.schema.json and its sections): the answers code
 * gives meaning to, whatever flow asked them. Here dereferenced into one tree, so the answer paths it declares
 * can be listed like a step's.
 */
import { askedPaths } from '../../shared/flows/step-answers.ts';
import { dereferenceSchema } from '../../shared/schema-dereference.ts';
import { applicationDataSchema, sectionSchemas } from './application-schemas.ts';

type Schema = Record<string, unknown>;

const modelSchemas: Schema[] = [applicationDataSchema as Schema, ...sectionSchemas];

/** A model schema (the application's, the co-borrower's) with its `$ref`s into the model's files resolved. */
export function dereferenceModel(schema: Schema): Schema {
  return dereferenceSchema(schema, modelSchemas);
}

export const sharedModelSchema = dereferenceModel(applicationDataSchema as Schema);

/** Every answer path the shared model declares. */
export const sharedModelPaths: ReadonlySet<string> = askedPaths(sharedModelSchema);
