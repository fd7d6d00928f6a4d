import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { _ } from 'ajv';
import type { Plugin } from 'vite';
import { schemaWithoutTexts } from '../src/shared/i18n/step-texts.ts';
import { SCHEMA_FORMATS } from '../src/shared/schema-formats.ts';

const VIRTUAL_PREFIX = '\0precompiled-validator:';
const FORMATS_MODULE = '/src/client/flow-engine/form/validator-formats.ts';

/**
 * `import fns from '/schemas/steps/<screen>.json?validator'` gives that step's form validators, compiled by Ajv at
 * build time from its schema without texts (one validator for every language; see schemaWithoutTexts) (RJSF's `compileSchemaValidatorsCode`, the same options as its run-time validator). The browser
 * then never compiles a schema, so the Content Security Policy needs no 'unsafe-eval'.
 *
 * Ajv writes CommonJS (`exports[...] =`, `require(...)`); each require becomes an import, and formats are
 * looked up in VALIDATOR_FORMATS.
 */
export function precompiledValidators(): Plugin {
  let root = process.cwd();
  return {
    name: 'precompiled-step-validators',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    // A virtual id of our own: Vite's dev server skips import analysis for anything named `.json`, which would
    // leave the generated module's imports unresolved in the browser.
    async resolveId(source, importer) {
      const match = /^(.+\.json)\?(?:import&)?validator$/.exec(source);
      if (!match) return null;
      const resolved = await this.resolve(match[1] as string, importer, { skipSelf: true });
      return resolved ? `${VIRTUAL_PREFIX}${path.relative(root, resolved.id)}.js` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = path.resolve(root, id.slice(VIRTUAL_PREFIX.length, -'.js'.length));
      this.addWatchFile(file);
      const document = JSON.parse(readFileSync(file, 'utf8')) as { schema: object };
      return toModule(
        compileSchemaValidatorsCode(schemaWithoutTexts(document.schema), {
          customFormats: SCHEMA_FORMATS,
          ajvOptionsOverrides: {
            code: { lines: false, formats: _`require(${FORMATS_MODULE}).VALIDATOR_FORMATS` },
          },
        }),
      );
    },
  };
}

/**
 * Ajv's CommonJS as an ES module. `require(x)` must give x's `module.exports`; bundlers differ in how a namespace
 * import of a CommonJS module looks (Vite's dev server wraps it in `default`, the build does not), so each is
 * unwrapped the same way at run time.
 */
export function toModule(commonJs: string): string {
  const imports = new Map<string, string>();
  const body = commonJs.replace(/require\("([^"]+)"\)/g, (_match, source: string) => {
    if (!imports.has(source)) imports.set(source, `required${imports.size}`);
    return imports.get(source) as string;
  });
  const head = [...imports].flatMap(([source, name]) => [
    `import * as ${name}Namespace from ${JSON.stringify(source)};`,
    `const ${name} = moduleExports(${name}Namespace);`,
  ]);
  return [
    'const moduleExports = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);',
    ...head,
    'const exports = {};',
    body,
    'export default exports;',
  ].join('\n');
}
