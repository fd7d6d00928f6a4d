/**
 * The server's texts (e-mails, the identity provider's and simulators' pages, API messages), from the same
 * catalogues as the SPA's: `schemas/messages/<locale>/<namespace>.json`, ICU MessageFormat, compiled once per
 * process on first use. A key the locale lacks is taken from English (`npm run check:flows` lists it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';

export type Translate = (key: string, values?: Record<string, unknown>) => string;
type MessageFunction = (values?: Record<string, unknown>) => string;

export const MESSAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/messages',
);

const compiled = new Map<string, Readonly<Record<string, MessageFunction>>>();

function readCatalogue(locale: Locale, namespace: string): Record<string, string> {
  const file = path.join(MESSAGES_DIR, locale, `${namespace}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return messages;
}

function catalogue(locale: Locale, namespace: string): Readonly<Record<string, MessageFunction>> {
  const key = `${locale}/${namespace}`;
  const known = compiled.get(key);
  if (known) return known;
  const messages = { ...readCatalogue(SOURCE_LOCALE, namespace), ...readCatalogue(locale, namespace) };
  const formatter = new MessageFormat(locale, { currency: 'USD' });
  const functions = Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, formatter.compile(message) as MessageFunction]),
  );
  compiled.set(key, functions);
  return functions;
}

/** The texts of a namespace in a language: `serverMessages('es', 'email')('invitation.subject', { name })`. */
export function serverMessages(locale: Locale, namespace: string): Translate {
  const functions = catalogue(locale, namespace);
  return (key, values) => {
    const message = functions[key];
    if (!message) throw new Error(`No message ${namespace}.${key} in schemas/messages/${SOURCE_LOCALE}`);
    return message(values);
  };
}
