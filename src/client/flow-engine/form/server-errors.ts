import type { ErrorSchema } from '@rjsf/utils';

/** The error schema that shows `message` under the field at a dotted path (`property.address.zip`). */
export function errorSchemaAt(field: string, message: string): ErrorSchema {
  const keys = field.split('.').filter(Boolean);
  let schema: Record<string, unknown> = { __errors: [message] };
  for (const key of keys.reverse()) schema = { [key]: schema };
  return schema as ErrorSchema;
}
