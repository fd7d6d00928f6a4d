import { localeFormat } from '../../../shared/i18n/locale-format.ts';
import type { ErrorContext } from '../widgets/widget-descriptor.ts';

/** `First name` → `first name`, `Código postal` → `código postal`; an initialism (`ZIP code`) keeps its capitals. */
export function lowerFirst(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const isChoice = (schema: Record<string, unknown>) =>
  Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

/** The engine's own wording of an error, for fields whose widget has none. Each message names the field. */
export function generalErrorWording({ keyword, params, schema, label, words }: ErrorContext): string {
  const { t, locale } = words;
  const name = lowerFirst(label);
  const number = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(localeFormat(locale).intlTag) : String(value);
  const choose = () =>
    label.endsWith('?') ? t('choose.question', { label }) : t('choose.field', { label, name });
  switch (keyword) {
    case 'required':
      if (schema.type === 'boolean') return t('required.boolean', { label });
      return isChoice(schema) ? choose() : t('enter', { label, name });
    case 'minLength':
      return Number(params.limit) <= 1
        ? t('enter', { label, name })
        : t('minLength', { label, name, limit: params.limit });
    case 'maxLength':
      return t('maxLength', { label, name, limit: params.limit });
    case 'pattern':
      return t('valid', { label, name });
    case 'format':
      if (params.format === 'email') return t('email');
      if (params.format === 'date') return t('date.iso', { label, name });
      return t('valid', { label, name });
    case 'type':
      return schema.type === 'integer' ? t('integer', { label, name }) : t('valid', { label, name });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('minimum', { label, name, limit: number(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('maximum', { label, name, limit: number(params.limit) });
    case 'minItems': {
      const items = schema.items as Record<string, unknown> | undefined;
      const one = typeof items?.title === 'string' ? lowerFirst(items.title) : name;
      return Number(params.limit) === 1
        ? t('minItems.one', { one, label, name })
        : t('minItems.many', { limit: params.limit, label, name });
    }
    case 'maxItems':
      return t('maxItems', { limit: params.limit, label, name });
    case 'multipleOf':
      return t('multipleOf', { label, name, multipleOf: number(params.multipleOf) });
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return isChoice(schema) ? choose() : t('valid', { label, name });
    default:
      return t('check', { label, name });
  }
}
