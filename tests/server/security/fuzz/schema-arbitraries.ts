import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Values that break careless code: empty, huge, control and astral characters, injections, odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '9'.repeat(40),
    'x'.repeat(70_000),
    '\u0000',
    '\uD800',
    '😀'.repeat(300),
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    -1,
    -0.5,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    null,
    true,
    [],
    {},
    [[[[]]]],
    { toString: 'x' },
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Values the schema accepts (as far as a generator can tell): the shape a real client sends. */
export function validFor(schema: unknown): fc.Arbitrary<unknown> {
  if (!isSchema(schema)) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (branches) return fc.oneof(...branches.map(validFor));
  switch (schema.type) {
    case 'string': {
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'date') {
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      }
      const minLength = (schema.minLength as number | undefined) ?? 0;
      return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 60)),
      });
    }
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1_000_000_000,
        max: (schema.maximum as number | undefined) ?? 1_000_000_000,
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = validFor(schema.items);
      const maxLength = Math.min(Number(schema.maxItems ?? 5), 5);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      if (Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      }
      const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validFor(value)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid-shaped object with one thing wrong: a field dropped, added, or given a hostile value. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (!isSchema(value) || Array.isArray(value)) return hostileValue;
  const keys = Object.keys(value);
  const extra = fc
    .tuple(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('extraField', 'constructor', 'toString')),
      hostileValue,
    )
    .map(([key, bad]) => ({ ...value, [key]: bad }));
  if (keys.length === 0) return extra;
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    extra,
    key.map((dropped) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== dropped))),
    fc.tuple(key, hostileValue).map(([name, bad]) => ({ ...value, [name]: bad })),
  );
}

/** For a part of a request (body, query): mostly valid-shaped, often one thing wrong, sometimes anything. */
export function partFor(schema: unknown): fc.Arbitrary<unknown> {
  const valid = validFor(schema);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: valid.chain(mutated) },
    { weight: 1, arbitrary: hostileValue },
  );
}
