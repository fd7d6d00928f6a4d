/**
 * A step's form data has the shape of the application data from its root, so reading a step's answers is
 * picking the keys its schema declares, and saving them is a JSON merge patch of what changed.
 */

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every property a schema declares for its object, with each of its schemas: those in `properties` and those of
 * conditional follow-ups (`allOf[].then` / `else`, which a step declares in the `then` only) and alternatives.
 */
export function declaredProperties(
  schema: unknown,
  into = new Map<string, unknown[]>(),
): Map<string, unknown[]> {
  if (!isPlainObject(schema)) return into;
  if (isPlainObject(schema.properties)) {
    for (const [key, propertySchema] of Object.entries(schema.properties)) {
      into.set(key, [...(into.get(key) ?? []), propertySchema]);
    }
  }
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const parts = [
    ...list(schema.allOf),
    ...list(schema.anyOf),
    ...list(schema.oneOf),
    schema.then,
    schema.else,
  ];
  for (const part of parts) declaredProperties(part, into);
  return into;
}

/** The answers in `data` that `schema` asks for (by its `properties` and its follow-ups', recursively). */
export function answersFor(schema: unknown, data: unknown): Json {
  const answers: Json = {};
  if (!isPlainObject(data)) return answers;
  for (const [key, schemas] of declaredProperties(schema)) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    const nested = schemas.some((candidate) => declaredProperties(candidate).size > 0);
    answers[key] = nested && isPlainObject(value) ? answersFor({ allOf: schemas }, value) : value;
  }
  return answers;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The JSON merge patch (RFC 7396) that turns `before` into `after`: changed values, and null for an answer
 * that was cleared (a form drops an emptied field, which a plain merge would leave in place). Empty when nothing
 * changed.
 */
export function answersPatch(before: Json, after: Json): Json {
  const patch: Json = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const previous = before[key];
    if (isPlainObject(value) && isPlainObject(previous)) {
      const nested = answersPatch(previous, value);
      if (Object.keys(nested).length > 0) patch[key] = nested;
    } else if (!sameValue(previous, value)) {
      patch[key] = value;
    }
  }
  for (const key of Object.keys(before)) {
    if (after[key] === undefined) patch[key] = null;
  }
  return patch;
}

/** Whether `patch` changes nothing but leaves empty groups or blank answers (what a form adds as it mounts). */
export function changesNothing(patch: unknown): boolean {
  if (patch === undefined || patch === null || patch === '') return true;
  return isPlainObject(patch) && Object.values(patch).every(changesNothing);
}

/**
 * Every answer path a schema asks, dotted (`property.address`, `property.address.zip`): objects it declares
 * properties of, and their leaves. An array or an object without declared properties is one leaf.
 */
export function askedPaths(schema: unknown, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, schemas] of declaredProperties(schema)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.add(path);
    for (const candidate of schemas) askedPaths(candidate, path, into);
  }
  return into;
}
