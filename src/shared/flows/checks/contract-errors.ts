/**
 * A file's contract errors (Ajv's, against schemas/flow.schema.json or schemas/step.schema.json) in a product
 * owner's words: one message per real mistake, never Ajv's keywords or instance paths. The branch of a `oneOf`
 * the author meant is chosen first (contract-branches.ts), then a misspelt key absorbs the "missing" error of the
 * key it was meant to be.
 */
import type { ErrorObject } from 'ajv';
import { chooseBranches, type PartValidator } from './contract-branches.ts';
import { keyOf, propertiesOf, segmentsOf } from './contract-error-keys.ts';
import { type Describe, inWords, subjectOf } from './contract-words.ts';
import { closest } from './did-you-mean.ts';
import type { Found } from './flow-problem.ts';

export { type PartValidator, partValidator } from './contract-branches.ts';
export type { Describe, Place } from './contract-words.ts';

const fingerprint = (error: ErrorObject) =>
  [error.instancePath, error.keyword === 'const' ? 'enum' : error.keyword, keyOf(error)].join('|');

/** One error per place and mistake; a misspelt key absorbs the "missing" error of the key it was meant as. */
function merged(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const key = fingerprint(error);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const meant = new Set(
    unique
      .filter((error) => error.keyword === 'additionalProperties')
      .map((error) => `${error.instancePath}|${closest(keyOf(error), propertiesOf(error))}`),
  );
  return unique.filter(
    (error) => error.keyword !== 'required' || !meant.has(`${error.instancePath}|${keyOf(error)}`),
  );
}

/**
 * The contract errors of one file as problems. `ignore` drops errors another check words better (a widget name
 * that is not registered is checked against the registry, with its own "did you mean").
 */
export function contractProblems(
  file: string,
  errors: readonly ErrorObject[],
  describe: Describe,
  validatePart: PartValidator,
  ignore: (error: ErrorObject) => boolean = () => false,
): Found[] {
  const chosen = chooseBranches([...errors], validatePart);
  const kept = chosen.filter((error) => error.keyword !== 'if' && !ignore(error));
  return merged(kept).map((error) => {
    const segments = segmentsOf(error.instancePath);
    const subject = subjectOf(error);
    const place = describe(subject.container);
    const { problem, fix } = inWords(error, place, subject.name);
    const at = error.keyword === 'additionalProperties' ? [...segments, keyOf(error)] : segments;
    return {
      file,
      where: place.where,
      problem: place.within ? `${place.within}: ${problem}` : problem,
      fix,
      at,
    };
  });
}
