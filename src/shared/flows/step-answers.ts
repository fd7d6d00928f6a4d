/**
 * A step's form data has the shape of the application data from its root, so reading a step's answers is
 * picking the keys its schema declares, and saving them is a JSON merge patch of what changed.
 */

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answers in `data` that `schema` asks for (by its `properties`, recursively). */
export function answersFor(schema: unknown, data: unknown): Json {
  const properties = isPlainObject(schema) && isPlainObject(schema.properties) ? schema.properties : {};
  const answers: Json = {};
  if (!isPlainObject(data)) return answers;
  for (const [key, propertySchema] of Object.entries(properties)) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    const nested = isPlainObject(propertySchema) && isPlainObject(propertySchema.properties);
    answers[key] = nested && isPlainObject(value) ? answersFor(propertySchema, value) : value;
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
