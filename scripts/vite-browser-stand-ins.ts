import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Two libraries RJSF imports for things no step uses are swapped, for RJSF only, for small stand-ins
 * (tests/flows/browser-stand-ins.test.ts holds the steps to that):
 *   - markdown-to-jsx (31 KB gzip), for descriptions and help written in markdown;
 *   - fast-uri (7 KB gzip), for `$ref`s resolved against `$id`s.
 * Everything else that imports them (Ajv on the server) gets the real library.
 */
const STAND_INS: { source: string; importer: RegExp; file: string }[] = [
  {
    source: 'markdown-to-jsx/react',
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]/,
    file: '../src/client/flow-engine/form/markdown-off.tsx',
  },
  {
    source: 'fast-uri',
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]/,
    file: '../src/client/flow-engine/form/uri-resolver.ts',
  },
];

export function browserStandIns(): Plugin {
  return {
    name: 'rjsf-browser-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS.find(
        (entry) => entry.source === source && importer && entry.importer.test(importer),
      );
      return standIn ? fileURLToPath(new URL(standIn.file, import.meta.url)) : null;
    },
  };
}
