/** JSON Schema `$ref`s replaced by what they point at, resolved against the `$id`s of a set of schemas. */

type Json = Record<string, unknown>;

function pointer(document: Json, fragment: string): unknown {
  return fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[decodeURIComponent(key)], document);
}

/**
 * A copy of `root` with every `$ref` replaced by its target among `schemas` (and `root`), so the answer paths it
 * declares can be read like a step's. A `$ref` naming no schema is an error: the model files are ours.
 */
export function dereferenceSchema(root: Json, schemas: readonly Json[]): Json {
  const byId = new Map([root, ...schemas].map((schema) => [String(schema.$id), schema]));
  const resolve = (node: unknown, base: string, depth: number): unknown => {
    if (depth > 60) throw new Error(`${String(root.$id)}: $ref nesting too deep (a loop?)`);
    if (Array.isArray(node)) return node.map((item) => resolve(item, base, depth + 1));
    if (typeof node !== 'object' || node === null) return node;
    const schema = node as Json;
    if (typeof schema.$ref === 'string') {
      const target = new URL(schema.$ref, base);
      const fragment = target.hash.slice(1);
      target.hash = '';
      const document = byId.get(target.href);
      if (!document) throw new Error(`${base}: $ref ${schema.$ref} names no schema`);
      return resolve(pointer(document, fragment), target.href, depth + 1);
    }
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [key, resolve(value, base, depth + 1)]),
    );
  };
  return resolve(root, String(root.$id), 0) as Json;
}
