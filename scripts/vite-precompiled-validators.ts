import { readFileSync } from 'node:fs';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { _ } from 'ajv';
import type { Plugin } from 'vite';
import { SCHEMA_FORMATS } from '../src/shared/schema-formats.ts';

const QUERY = '?validator';
const FORMATS_MODULE = '/src/client/flow-engine/form/validator-formats.ts';

/**
 * `import fns from '/schemas/steps/<screen>.json?validator'` gives that step's form validators, compiled by Ajv at
 * build time (RJSF's `compileSchemaValidatorsCode`, the same options as its run-time validator). The browser
 * then never compiles a schema, so the Content Security Policy needs no 'unsafe-eval'.
 *
 * Ajv writes CommonJS (`exports[...] =`, `require(...)`); each require becomes an import, and formats are
 * looked up in VALIDATOR_FORMATS.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-step-validators',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const document = JSON.parse(readFileSync(file, 'utf8')) as { schema: object };
      return toModule(
        compileSchemaValidatorsCode(document.schema, {
          customFormats: SCHEMA_FORMATS,
          ajvOptionsOverrides: {
            code: { lines: false, formats: _`require(${FORMATS_MODULE}).VALIDATOR_FORMATS` },
          },
        }),
      );
    },
  };
}

export function toModule(commonJs: string): string {
  const imports = new Map<string, string>();
  const body = commonJs.replace(/require\("([^"]+)"\)/g, (_match, source: string) => {
    if (!imports.has(source)) imports.set(source, `required${imports.size}`);
    return imports.get(source) as string;
  });
  const head = [...imports].map(([source, name]) => `import * as ${name} from ${JSON.stringify(source)};`);
  return [...head, 'const exports = {};', body, 'export default exports;'].join('\n');
}
