import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { isLocale, type Locale, SOURCE_LOCALE } from '../src/shared/i18n/locales.ts';
import { translateFile } from '../src/shared/i18n/step-texts.ts';

const MESSAGES_PREFIX = '\0messages:';
const STEP_SCREENS_ID = 'virtual:step-screens';
const STEP_SCREENS_MODULE = '\0virtual:step-screens';
const STEP_PREFIX = '\0step-in-locale:';

/**
 * `virtual:step-screens`: the names of the step files, so the routes know which screens exist without holding a
 * loader of each. And two kinds of import, so a borrower downloads the texts of their own language only:
 * - `/schemas/messages/<locale>/<namespace>.json?messages`: that catalogue compiled to one function per message
 *   (@messageformat/core, ICU syntax); the browser never parses a message. A key the locale lacks is compiled
 *   from the English catalogue, so a screen never shows a key (`npm run check:flows` lists it).
 * - `/schemas/steps/<screen>.json?locale=<locale>`: the step file with its texts in that language and without
 *   its `translations` block.
 */
export function localizedTexts(): Plugin {
  let root = process.cwd();
  return {
    name: 'localized-texts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (source === STEP_SCREENS_ID) return STEP_SCREENS_MODULE;
      const catalogue = /^(.+\.json)\?(?:import&)?messages$/.exec(source);
      const step = /^(.+\.json)\?(?:import&)?locale=([a-z]{2})$/.exec(source);
      const match = catalogue ?? step;
      if (!match) return null;
      const resolved = await this.resolve(match[1] as string, importer, { skipSelf: true });
      if (!resolved) return null;
      const file = path.relative(root, resolved.id);
      return catalogue ? `${MESSAGES_PREFIX}${file}.js` : `${STEP_PREFIX}${step?.[2]}:${file}.js`;
    },
    load(id) {
      if (id === STEP_SCREENS_MODULE) {
        const dir = path.resolve(root, 'schemas/steps');
        const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
        for (const name of files) this.addWatchFile(path.join(dir, name));
        const screens = files.map((name) => name.slice(0, -'.json'.length)).sort();
        return `export default ${JSON.stringify(screens)};`;
      }
      if (id.startsWith(MESSAGES_PREFIX)) {
        const file = path.resolve(root, id.slice(MESSAGES_PREFIX.length, -'.js'.length));
        const locale = path.basename(path.dirname(file));
        const english = path.resolve(path.dirname(file), '..', SOURCE_LOCALE, path.basename(file));
        this.addWatchFile(file);
        if (english !== file) this.addWatchFile(english);
        return compiledCatalogue(
          locale,
          readCatalogue(file),
          existsSync(english) ? readCatalogue(english) : {},
        );
      }
      if (id.startsWith(STEP_PREFIX)) {
        const [locale, relative] = id.slice(STEP_PREFIX.length, -'.js'.length).split(/:(.*)/s) as [
          string,
          string,
        ];
        if (!isLocale(locale)) throw new Error(`${relative}?locale=${locale}: no such language`);
        const file = path.resolve(root, relative);
        this.addWatchFile(file);
        const translated = translateFile(JSON.parse(readFileSync(file, 'utf8')), locale);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(translated))});`;
      }
      return null;
    },
  };
}

const readCatalogue = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

/** The catalogue as an ES module of message functions; keys it lacks come from the English catalogue. */
export function compiledCatalogue(
  locale: string,
  messages: Record<string, string>,
  english: Record<string, string>,
): string {
  const lang = isLocale(locale) ? (locale as Locale) : SOURCE_LOCALE;
  const { $schema: _schema, ...own } = messages;
  const { $schema: _englishSchema, ...source } = english;
  const formatter = new MessageFormat(lang, { currency: 'USD' });
  return compileModule(formatter, { ...source, ...own });
}
