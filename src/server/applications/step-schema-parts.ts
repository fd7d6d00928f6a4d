/** Reading and reshaping a step's schema (the server's side of a step file). */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema without its `required` lists: what an answer must be when it is given, not that it is given.
 * Conditions (`if`) keep theirs, since they test which follow-up applies.
 */
export function withoutRequired(schema: unknown): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'required')
        .map(([key, value]) => [key, key === 'if' ? value : strip(value)]),
    );
  };
  return strip(schema) as Record<string, unknown>;
}

/** The schema `schema` gives to property `key`: in `properties`, or in a follow-up's `then`. */
function propertySchema(schema: unknown, key: string): unknown {
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties) && key in schema.properties) return schema.properties[key];
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const found = isObject(part)
      ? (propertySchema(part.then, key) ?? propertySchema(part.else, key))
      : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The uiSchema node of a data path (`ui:*` settings of that answer). */
const uiAt = (uiSchema: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), uiSchema);

/**
 * The first answer a missing group requires, following `required` down: `applicant` -> applicant.legal.ssn. A
 * group the screen shows as one field (`ui:field`, such as an address) is named itself, as the screen names it.
 */
export function firstRequiredLeaf(root: unknown, path: string[], uiSchema?: unknown): string {
  let schema = path.reduce<unknown>((node, key) => propertySchema(node, key), root);
  const field = [...path];
  while (isObject(schema) && Array.isArray(schema.required) && typeof schema.required[0] === 'string') {
    const ui = uiAt(uiSchema, field);
    if (isObject(ui) && typeof ui['ui:field'] === 'string') break;
    const next: string = schema.required[0];
    field.push(next);
    schema = propertySchema(schema, next);
  }
  return field.join('.');
}
