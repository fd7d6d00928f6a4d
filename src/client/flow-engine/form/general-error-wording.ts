import type { ErrorContext } from '../widgets/widget-descriptor.ts';

/** `First name` → `first name`; an initialism (`ZIP code`) keeps its capitals. */
export function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const isChoice = (schema: Record<string, unknown>) =>
  Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

function chooseWording(label: string): string {
  return label.endsWith('?') ? `Choose an answer to “${label}”` : `Choose ${lowerFirst(label)}`;
}

const number = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : String(value);

/** The engine's own wording of an error, for fields whose widget has none. Each message names the field. */
export function generalErrorWording({ keyword, params, schema, label }: ErrorContext): string {
  const name = lowerFirst(label);
  switch (keyword) {
    case 'required':
      if (schema.type === 'boolean') return `Answer “${label}”`;
      return isChoice(schema) ? chooseWording(label) : `Enter ${name}`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `Enter ${name}`
        : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be ${params.limit} characters or fewer`;
    case 'pattern':
      return `Enter a valid ${name}`;
    case 'format':
      if (params.format === 'email') return 'Enter an email address like name@example.com';
      if (params.format === 'date') return `Enter ${name} as YYYY-MM-DD`;
      return `Enter a valid ${name}`;
    case 'type':
      return schema.type === 'integer' ? `Enter ${name} as a whole number` : `Enter a valid ${name}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${number(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be at most ${number(params.limit)}`;
    case 'minItems': {
      const items = schema.items as Record<string, unknown> | undefined;
      const one = typeof items?.title === 'string' ? lowerFirst(items.title) : name;
      return Number(params.limit) === 1 ? `Add at least one ${one}` : `Add at least ${params.limit} ${name}`;
    }
    case 'maxItems':
      return `List no more than ${params.limit} ${name}`;
    case 'multipleOf':
      return `${label} must be a multiple of ${number(params.multipleOf)}`;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return isChoice(schema) ? chooseWording(label) : `Enter a valid ${name}`;
    default:
      return `Check ${name}`;
  }
}
