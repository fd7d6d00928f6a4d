/**
 * The application's shared model (schemas/api/application-data.schema.json and its sections): the answers code
 * gives meaning to, whatever flow asked them. Here dereferenced into one tree, so the answer paths it declares
 * can be listed like a step's.
 */
import { askedPaths } from '../../shared/flows/step-answers.ts';
import { applicationDataSchema, sectionSchemas } from './application-schemas.ts';

type Schema = Record<string, unknown>;

const byId = new Map<string, Schema>(
  [applicationDataSchema as Schema, ...sectionSchemas].map((schema) => [schema.$id as string, schema]),
);

/** Makes another model's schema (the co-borrower's) known to `dereference`, for its own `$ref`s. */
export function registerModelSchema(schema: Schema): void {
  byId.set(schema.$id as string, schema);
}

function pointer(document: Schema, fragment: string): unknown {
  return fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Schema | undefined)?.[decodeURIComponent(key)], document);
}

/** A copy of `node` with every `$ref` replaced by what it points at (the model's refs never loop). */
export function dereference(node: unknown, base: string, depth = 0): unknown {
  if (depth > 50) throw new Error('schemas/api: $ref nesting too deep (a loop?)');
  if (Array.isArray(node)) return node.map((item) => dereference(item, base, depth + 1));
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Schema;
  if (typeof schema.$ref === 'string') {
    const target = new URL(schema.$ref, base);
    const fragment = target.hash.slice(1);
    target.hash = '';
    const document = byId.get(target.href);
    if (!document) throw new Error(`schemas/api: $ref ${schema.$ref} from ${base} names no schema`);
    return dereference(pointer(document, fragment), target.href, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, dereference(value, base, depth + 1)]),
  );
}

export const sharedModelSchema = dereference(applicationDataSchema, applicationDataSchema.$id) as Schema;

/** Every answer path the shared model declares. */
export const sharedModelPaths: ReadonlySet<string> = askedPaths(sharedModelSchema);
