import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv } from 'ajv';

const API_SCHEMAS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/api');

const readSchema = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The application data schema: one document, its URLA sections in `schemas/api/sections/` by `$ref`. */
export const applicationDataSchema = readSchema(path.join(API_SCHEMAS, 'application-data.schema.json')) as {
  $id: string;
  properties: Record<string, unknown>;
};

export const sectionSchemas = readdirSync(path.join(API_SCHEMAS, 'sections'))
  .filter((name) => name.endsWith('.schema.json'))
  .sort()
  .map((name) => readSchema(path.join(API_SCHEMAS, 'sections', name)));

/** Adds the application data schema and its sections to `ajv`, so `$ref`s between them resolve. */
export function addApplicationSchemas(ajv: Ajv): Ajv {
  if (!ajv.getSchema(applicationDataSchema.$id)) {
    for (const section of sectionSchemas) ajv.addSchema(section);
    ajv.addSchema(applicationDataSchema);
  }
  return ajv;
}
