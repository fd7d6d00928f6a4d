import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Code for things this product never does is swapped, for the one importer that needs it, for a small stand-in:
 *   - markdown-to-jsx (31 KB gzip), which RJSF imports for descriptions and help written in markdown;
 *   - fast-uri (7 KB gzip), which RJSF imports for `$ref`s resolved against `$id`s
 *     (tests/flows/browser-stand-ins.test.ts holds the steps to neither);
 *   - MUI's CSS-variables theme and provider (8 KB gzip), which createTheme and ThemeProvider import for themes
 *     with CSS variables or colour schemes (tests/client/branding/brand-theme.test.ts holds ours to neither);
 *   - RJSF's fields and widgets no step can name (about 5 KB gzip; the flow contract allows only the names in
 *     src/shared/flows/engine-names.ts, and tests/flows/browser-stand-ins.test.ts holds the formats that would pick
 *     one to none).
 * Everything else that imports them (Ajv on the server) gets the real library.
 */
/** RJSF's default fields and widgets that no step can name, by the folder of @rjsf/core that lists them. */
export const RJSF_PARTS_NOT_OFFERED: Record<'fields' | 'widgets', readonly string[]> = {
  fields: ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'],
  widgets: [
    'AltDateTimeWidget',
    'AltDateWidget',
    'ColorWidget',
    'FileWidget',
    'PasswordWidget',
    'RangeWidget',
    'RatingWidget',
    'UpDownWidget',
  ],
};

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
  {
    source: './createThemeWithVars.mjs',
    importer: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    file: '../src/client/theme-css-variables-off.ts',
  },
  {
    source: './ThemeProviderWithVars.mjs',
    importer: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    file: '../src/client/theme-css-variables-off.ts',
  },
  ...Object.entries(RJSF_PARTS_NOT_OFFERED).flatMap(([kind, names]) =>
    names.map((name) => ({
      source: `./${name}.js`,
      importer: new RegExp(
        `[\\\\/]@rjsf[\\\\/]core[\\\\/]lib[\\\\/]components[\\\\/]${kind}[\\\\/]index\\.js$`,
      ),
      file: '../src/client/flow-engine/form/rjsf-part-not-offered.tsx',
    })),
  ),
];

export function browserStandIns(): Plugin {
  return {
    name: 'browser-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS.find(
        (entry) => entry.source === source && importer && entry.importer.test(importer),
      );
      return standIn ? fileURLToPath(new URL(standIn.file, import.meta.url)) : null;
    },
  };
}
