/**
 * Languages: every text of a step or flow file and every message of a catalogue has its translation into each
 * language, and every message is valid ICU MessageFormat. A missing translation is a note (the borrower reads
 * the English text meanwhile), as is a translation naming a value its English does not use (likely a typo); a
 * message that cannot be compiled is a problem.
 */
import { parse, type Token } from '@messageformat/parser';
import { LOCALES, SOURCE_LOCALE } from '../../i18n/locales.ts';
import { missingTranslations, unusedTranslations } from '../../i18n/step-texts.ts';
import type { Found, SourceFile } from './flow-problem.ts';
import type { JsonLocation } from './json-text.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

const pathOf = (pointer: string): JsonLocation =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Notes for the texts of a flow or step file without a translation, or with one it no longer needs. */
export function fileTranslationNotes(source: SourceFile): Found[] {
  if (source.parseError || source.content === undefined) return [];
  return OTHER_LOCALES.flatMap((locale) => [
    ...missingTranslations(source.content, locale).map(
      ({ text, pointer }): Found => ({
        file: source.file,
        where: `text ${JSON.stringify(text)}`,
        problem: `has no ${locale} translation (at ${pointer}); a borrower who reads ${locale} sees it in English.`,
        fix: `Add it under "translations" → "${locale}": { ${JSON.stringify(text)}: "…" }.`,
        at: pathOf(pointer),
        note: true,
      }),
    ),
    ...unusedTranslations(source.content, locale).map(
      (text): Found => ({
        file: source.file,
        where: `translations.${locale}`,
        problem: `translates ${JSON.stringify(text)}, which the file no longer says (its English changed or went).`,
        fix: 'Translate the text as it reads now, and remove this one.',
        at: ['translations', locale, text],
        note: true,
      }),
    ),
  ]);
}

/** A catalogue as read: `schemas/messages/<locale>/<namespace>.json`. */
export interface CatalogueSource extends SourceFile {
  locale: string;
  namespace: string;
}

type Messages = Record<string, unknown>;

/** The names of the values a message uses (`{name}`, `{count, plural, …}`), or the reason it does not parse. */
function argumentsOf(message: string): { names: Set<string> } | { error: string } {
  try {
    const names = new Set<string>();
    const visit = (tokens: readonly Token[]) => {
      for (const token of tokens) {
        if (token.type === 'content' || token.type === 'octothorpe') continue;
        names.add(token.arg);
        if ('cases' in token) for (const branch of token.cases) visit(branch.tokens);
      }
    };
    visit(parse(message));
    return { names };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Problems and notes of the catalogues: syntax, values, and keys missing from a language or from English. */
export function catalogueChecks(catalogues: readonly CatalogueSource[]): Found[] {
  const found: Found[] = [];
  const byKey = new Map(catalogues.map((source) => [`${source.locale}/${source.namespace}`, source]));
  for (const source of catalogues) {
    if (source.parseError || typeof source.content !== 'object' || source.content === null) continue;
    const messages = source.content as Messages;
    const english = byKey.get(`${SOURCE_LOCALE}/${source.namespace}`)?.content as Messages | undefined;
    for (const [key, message] of Object.entries(messages)) {
      if (key === '$schema') continue;
      if (typeof message !== 'string') {
        found.push({
          file: source.file,
          where: `message "${key}"`,
          problem: 'is not a text.',
          fix: 'Write the message as a string.',
          at: [key],
        });
        continue;
      }
      const parsed = argumentsOf(message);
      if ('error' in parsed) {
        found.push({
          file: source.file,
          where: `message "${key}"`,
          problem: `is not valid ICU MessageFormat: ${parsed.error}`,
          fix: "Check its braces: a value is {name}; a literal brace is written '{'.",
          at: [key],
        });
        continue;
      }
      if (source.locale === SOURCE_LOCALE || !english) continue;
      const source_ = english[key];
      if (typeof source_ !== 'string') {
        found.push({
          file: source.file,
          where: `message "${key}"`,
          problem: `is not in the English catalogue (${SOURCE_LOCALE}/${source.namespace}.json), so no screen shows it.`,
          fix: 'Remove it, or correct its key to the English one.',
          at: [key],
          note: true,
        });
        continue;
      }
      const englishArgs = argumentsOf(source_);
      if ('error' in englishArgs) continue;
      const unknown = [...parsed.names].filter((name) => !englishArgs.names.has(name));
      if (unknown.length > 0)
        found.push({
          file: source.file,
          where: `message "${key}"`,
          problem: `uses ${unknown.map((name) => `{${name}}`).join(', ')}, which the English message does not use; where the screen does not give it, the borrower reads "undefined".`,
          fix: `Check the name against the English message's values (${[...englishArgs.names].map((name) => `{${name}}`).join(', ') || 'none'}).`,
          at: [key],
          note: true,
        });
    }
    if (source.locale !== SOURCE_LOCALE) continue;
    for (const locale of OTHER_LOCALES) {
      const translated = byKey.get(`${locale}/${source.namespace}`)?.content as Messages | undefined;
      const missing = Object.keys(messages).filter(
        (key) => key !== '$schema' && typeof translated?.[key] !== 'string',
      );
      for (const key of missing)
        found.push({
          file: `schemas/messages/${locale}/${source.namespace}.json`,
          where: `message "${key}"`,
          problem: `is missing; a borrower who reads ${locale} sees the English: ${JSON.stringify(messages[key])}.`,
          fix: `Add "${key}": "…" to schemas/messages/${locale}/${source.namespace}.json.`,
          note: true,
        });
    }
  }
  return found;
}
