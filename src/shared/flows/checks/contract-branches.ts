/**
 * Ajv reports every branch of a `oneOf` that failed (a step is a redirect or a screen, a condition is a test or
 * all/any/not), so a single wrong key gives a handful of errors. Each branch is checked on its own (Ajv's paths
 * into referenced parts do not say which branch an error came from), with the value's other rules, and only the
 * errors of the branch the author evidently meant are kept: the one whose kind of value and discriminating keys
 * fit, with the fewest errors.
 */
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { inside, keyOf, propertiesOf } from './contract-error-keys.ts';
import { closest } from './did-you-mean.ts';

const isChoice = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

/** How badly a branch fits: a wrong kind of value or discriminator weighs most, then each error. */
function misfit(branch: ErrorObject[], choice: ErrorObject): number {
  return branch.reduce((sum, error) => {
    const here = error.instancePath === choice.instancePath;
    const child = !here && /^\/[^/]+$/.test(error.instancePath.slice(choice.instancePath.length));
    if (error.keyword === 'type' && here) return sum + 1000;
    if ((error.keyword === 'const' || error.keyword === 'enum') && child) return sum + 100;
    if (error.keyword === 'required' && here) return sum + 3;
    if (error.keyword === 'additionalProperties' && closest(keyOf(error), propertiesOf(error)))
      return sum - 1;
    return sum + 1;
  }, 0);
}

/** Validates a value against one part of the contract, its `#/definitions/…` references resolved. */
export type PartValidator = (schema: unknown, data: unknown, at: string) => ErrorObject[];

export function partValidator(ajv: Ajv, contract: object): PartValidator {
  const definitions = (contract as { definitions?: object }).definitions;
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema, data, at) => {
    if (typeof schema !== 'object' || schema === null) return [];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, definitions });
      compiled.set(schema, validate);
    }
    if (validate(data)) return [];
    return (validate.errors ?? []).map((error) => ({ ...error, instancePath: `${at}${error.instancePath}` }));
  };
}

const withoutKeys = new WeakMap<object, Record<string, object>>();
function without(schema: object, keyword: string): object {
  const cache = withoutKeys.get(schema) ?? {};
  withoutKeys.set(schema, cache);
  if (!cache[keyword]) {
    const { [keyword]: _, ...rest } = schema as Record<string, unknown>;
    cache[keyword] = rest;
  }
  return cache[keyword];
}

/**
 * Keeps, for each failed `oneOf`/`anyOf`, only the errors of the branch the author meant: each branch is checked
 * on its own (Ajv's paths into referenced parts do not say which branch an error came from), the value's other
 * rules with it, and the branch with the fewest and least telling errors wins.
 */
export function chooseBranches(errors: ErrorObject[], validatePart: PartValidator): ErrorObject[] {
  let current = errors;
  const settled = new Set<ErrorObject>();
  for (;;) {
    const choice = current
      .filter((error) => isChoice(error) && !settled.has(error))
      .sort((a, b) => a.instancePath.length - b.instancePath.length)[0];
    if (!choice) return current;
    settled.add(choice);
    const at = choice.instancePath;
    const branches = (Array.isArray(choice.schema) ? choice.schema : []).map((branch) =>
      chooseBranches(validatePart(branch, choice.data, at), validatePart),
    );
    if (branches.length === 0 || !choice.parentSchema) continue;
    const rules = chooseBranches(
      validatePart(without(choice.parentSchema, choice.keyword), choice.data, at),
      validatePart,
    );
    const ranked = [...branches].sort((a, b) => misfit(a, choice) - misfit(b, choice));
    const noBranchFits = branches.every((branch) =>
      branch.some((error) => error.keyword === 'type' && error.instancePath === at),
    );
    // No branch takes this kind of value: say which kinds would do, as one type error.
    const kinds = branches.flatMap((branch) =>
      branch
        .filter((error) => error.keyword === 'type' && error.instancePath === at)
        .map((error) => error.params.type),
    );
    const wrongKind: ErrorObject = {
      ...choice,
      keyword: 'type',
      params: { type: [...new Set(kinds.flat())] },
    };
    current = [
      ...current.filter((error) => !inside(error.instancePath, at)),
      ...rules,
      ...(noBranchFits ? [wrongKind] : (ranked[0] ?? [])),
    ];
  }
}
