/** Reading an Ajv error: where it is (as JSON keys) and which key it is about. */
import type { ErrorObject } from 'ajv';
import type { JsonLocation } from './flow-problem.ts';

export const segmentsOf = (pointer: string): JsonLocation =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export const inside = (path: string, container: string) =>
  path === container || path.startsWith(`${container}/`);

export const propertiesOf = (error: ErrorObject): string[] => {
  const properties = (error.parentSchema as { properties?: object } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
};

export function keyOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return String(segmentsOf(error.instancePath).at(-1) ?? '');
}
