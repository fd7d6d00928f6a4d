/**
 * The English-only detector (issue 22's acceptance): the texts a borrower could read that exist only in English,
 * and a scan of a page for them.
 *
 * The English texts are every message of `schemas/messages/en/*.json` (a message with `{…}` arguments becomes a
 * pattern of its literal parts, a plural or select an alternation of its cases) and every borrower-facing text of
 * the step and flow files (`fileTexts`), less those whose Spanish is the same text (a "No", an "HELOC", a number)
 * or that some Spanish text reads exactly as. A page is scanned for its visible text nodes, the texts of elements
 * made of several nodes, the options of its selects, the borrower-facing attributes (aria-label, placeholder,
 * title, alt…) and its document title; what is inside an element marked `lang="en"` (the picker's "English") is
 * left out, and so are input values (what the borrower typed). A text found is reported with where it came from
 * (catalogue file and key, or step file and JSON pointer). Beside the catalogues, the scan reports texts that
 * read as English by their function words ("the", "your", "with"…) and English dates and times ("Nov 29, 2026",
 * "10:00 AM"), which no catalogue holds: hard-coded strings and data (a to-do's description, a company's fee).
 *
 * The same index gives the journey its locators: `spanish.exact('Continue')` matches every Spanish translation of
 * "Continue" (from the catalogues and the step files) and the English too, so a journey goes on through a screen
 * not yet converted while the detector reports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import type { Page } from 'playwright-core';
import { fileTexts, translationsOf } from '../../src/shared/i18n/step-texts.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Whitespace runs (no-break and narrow spaces too) as one space, curly quotes and the ellipsis as typed. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const wordCount = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length;

/** A text's regular-expression source: literal parts escaped, whitespace loose, each argument any text. */
interface Shape {
  source: string;
  /** The literal text (the message has no argument), normalized. */
  literal?: string;
  /** Letters in its literal parts: a message of arguments alone ("{first} {last}") says nothing. */
  letters: number;
  /** Characters of its longest literal part. */
  longestPart: number;
  /** Its literal parts outside any plural or select, normalized: a text it matches holds each of them. */
  parts: string[];
}

/** Literal text, normalized, as a pattern that also takes curly quotes, an ellipsis character and any spaces. */
const literalSource = (text: string) =>
  escapeRegExp(normalizeText(text))
    .replace(/\\.\\.\\./g, '(?:\\.\\.\\.|\u2026)')
    .replace(/ /g, '\\s+')
    .replace(/'/g, "['\u2018\u2019]")
    .replace(/"/g, '["\u201c\u201d]');

/**
 * Literal text between arguments. A space the message writes is at least one on screen, so `Edit {name}` is not
 * found in `Editar` nor ` and ` in `Maryland`.
 */
function partSource(text: string): string {
  if (text.trim() === '') return '\\s+';
  const lead = /^\s/.test(text) ? '\\s+' : '';
  const tail = /\s$/.test(text) ? '\\s+' : '';
  return `${lead}${literalSource(text)}${tail}`;
}

/** An argument's value: bounded, so that a pattern of several arguments cannot backtrack for long. */
const ANY = '[\\s\\S]{0,240}?';

function tokensShape(tokens: Token[]): Shape {
  let source = '';
  let letters = 0;
  let longestPart = 0;
  let literal = '';
  let onlyContent = true;
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'content') {
      source += partSource(token.value);
      letters += letterCount(token.value);
      const part = normalizeText(token.value);
      longestPart = Math.max(longestPart, part.length);
      if (letterCount(part) >= 2) parts.push(part);
      literal += token.value;
    } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      onlyContent = false;
      const cases = token.cases.map((entry) => tokensShape(entry.tokens));
      source += `(?:${cases.map((entry) => entry.source).join('|')})`;
      letters += Math.min(...cases.map((entry) => entry.letters));
      longestPart = Math.max(longestPart, ...cases.map((entry) => entry.longestPart));
    } else {
      onlyContent = false;
      source += ANY;
    }
  }
  return onlyContent
    ? { source: literalSource(literal), literal: normalizeText(literal), letters, longestPart, parts }
    : { source, letters, longestPart, parts };
}

/** An ICU message's shape (a message the parser refuses is taken as literal text). */
export function messageShape(message: string): Shape {
  try {
    return tokensShape(parse(message));
  } catch {
    return tokensShape([{ type: 'content', value: message } as Token]);
  }
}

/**
 * A step or flow file's text as the screen shows it: `{fee}`-style placeholders are any text, Markdown links and
 * emphasis are their words.
 */
function stepTextShape(text: string): Shape {
  const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*|__/g, '');
  const tokens: Token[] = [];
  let last = 0;
  for (const match of plain.matchAll(/\{[A-Za-z0-9_.]+\}/g)) {
    tokens.push({ type: 'content', value: plain.slice(last, match.index) } as Token);
    tokens.push({ type: 'argument', arg: match[0] } as Token);
    last = (match.index ?? 0) + match[0].length;
  }
  tokens.push({ type: 'content', value: plain.slice(last) } as Token);
  return tokensShape(tokens.filter((token) => token.type !== 'content' || token.value !== ''));
}

/** One English text a borrower could read, with the places it is defined. */
export interface EnglishText {
  english: string;
  literal?: string;
  /** The whole text, anchored. */
  full: RegExp;
  /** Found inside a longer text too (a long literal part). */
  inside?: RegExp;
  /** Literal parts a text must hold to match (checked before the pattern). */
  parts: string[];
  sources: string[];
}

interface Definition {
  english: string;
  shape: Shape;
  spanish: string | undefined;
  spanishShape: Shape | undefined;
  source: string;
}

export interface TextIndex {
  /** English-only texts by their literal text. */
  literals: Map<string, EnglishText>;
  /** English-only texts with arguments. */
  patterns: EnglishText[];
  /** Long English-only texts looked for inside longer texts. */
  long: EnglishText[];
  /** Regular-expression sources of the Spanish of each English text (as written in the files). */
  spanishOf: Map<string, Set<string>>;
  /** Every catalogue key, `namespace.key` and `key` (a screen showing one shows a missing message). */
  keys: Set<string>;
  /** Spanish vocabulary of a catalogue namespace: words its Spanish has and its English does not. */
  spanishWords: (namespace: string) => Set<string>;
  /** The English messages of a namespace, anchored, with their keys. */
  englishMessages: (namespace: string) => { key: string; full: RegExp }[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (directory: string) =>
  readdirSync(join(ROOT, directory))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(directory, name));

function catalogue(locale: string, namespace: string): Record<string, string> {
  try {
    const all = readJson(join(ROOT, 'schemas/messages', locale, `${namespace}.json`)) as Record<
      string,
      unknown
    >;
    return Object.fromEntries(
      Object.entries(all).filter(
        (entry): entry is [string, string] => !entry[0].startsWith('$') && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function definitions(): { all: Definition[]; keys: Set<string> } {
  const all: Definition[] = [];
  const keys = new Set<string>();
  for (const file of jsonFiles('schemas/messages/en')) {
    const namespace = basename(file, '.json');
    const spanish = catalogue('es', namespace);
    for (const [key, english] of Object.entries(catalogue('en', namespace))) {
      keys.add(key);
      keys.add(`${namespace}.${key}`);
      const es = spanish[key];
      all.push({
        english,
        shape: messageShape(english),
        spanish: es,
        spanishShape: es === undefined ? undefined : messageShape(es),
        source: `messages/en/${namespace}.json "${key}"${es === undefined ? ' (no Spanish)' : ''}`,
      });
    }
  }
  for (const file of [...jsonFiles('schemas/steps'), ...jsonFiles('flows')]) {
    const json = readJson(join(ROOT, file));
    const spanish = translationsOf(json, 'es');
    const seen = new Set<string>();
    for (const { text, pointer } of fileTexts(json)) {
      if (seen.has(text)) continue;
      seen.add(text);
      const es = spanish[text];
      // A text of several lines shows as several paragraphs: each line is a text too.
      const lines = text.includes('\n') ? text.split(/\n+/).filter((line) => line.trim()) : [];
      const esLines = es?.includes('\n') ? es.split(/\n+/).filter((line) => line.trim()) : [];
      for (const [index, english] of [text, ...lines].entries()) {
        const esText = index === 0 ? es : esLines[index - 1];
        all.push({
          english,
          shape: stepTextShape(english),
          spanish: esText,
          spanishShape: esText === undefined ? undefined : stepTextShape(esText),
          source: `${file} ${pointer}${es === undefined ? ' (no Spanish)' : ''}`,
        });
      }
    }
  }
  return { all, keys };
}

/** Whether `text` matches a Spanish text of the files exactly (then it is not English-only). */
function spanishReader(all: Definition[]) {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const { spanishShape } of all) {
    if (!spanishShape) continue;
    if (spanishShape.literal !== undefined) literals.add(spanishShape.literal);
    else if (spanishShape.letters >= 3) patterns.push(new RegExp(`^\\s*${spanishShape.source}\\s*$`));
  }
  return (text: string) => literals.has(text) || patterns.some((pattern) => pattern.test(text));
}

/** The texts long enough to be looked for inside a longer one: a sentence, not a word ("Income"). */
const isLong = (shape: Shape) =>
  shape.literal !== undefined
    ? shape.literal.length >= 24 && wordCount(shape.literal) >= 4
    : shape.longestPart >= 24;

export function buildTextIndex(): TextIndex {
  const { all, keys } = definitions();
  const readsSpanish = spanishReader(all);
  const byEnglish = new Map<string, { definitions: Definition[] }>();
  const spanishOf = new Map<string, Set<string>>();
  for (const definition of all) {
    const entry = byEnglish.get(definition.english) ?? { definitions: [] };
    entry.definitions.push(definition);
    byEnglish.set(definition.english, entry);
    if (definition.spanishShape) {
      const sources = spanishOf.get(normalizeText(definition.english)) ?? new Set<string>();
      sources.add(definition.spanishShape.source);
      spanishOf.set(normalizeText(definition.english), sources);
    }
  }
  const literals = new Map<string, EnglishText>();
  const patterns: EnglishText[] = [];
  const long: EnglishText[] = [];
  for (const [english, { definitions: defined }] of byEnglish) {
    const { shape } = defined[0] as Definition;
    if (shape.letters < 2) continue;
    // The same words in Spanish somewhere ("No", "HELOC", "Total"): a Spanish screen may show them.
    const identical = defined.some(
      (definition) =>
        definition.spanishShape !== undefined && definition.spanishShape.source === definition.shape.source,
    );
    if (identical) continue;
    if (shape.literal !== undefined && readsSpanish(shape.literal)) continue;
    if (shape.literal === undefined && shape.letters < 3) continue;
    const text: EnglishText = {
      english,
      ...(shape.literal !== undefined ? { literal: shape.literal } : {}),
      full: new RegExp(`^\\s*${shape.source}\\s*$`),
      ...(isLong(shape) ? { inside: new RegExp(shape.source) } : {}),
      parts: shape.parts,
      // The catalogues first: a catalogue message is what a screen's code shows.
      sources: [...new Set(defined.map((definition) => definition.source))].sort(
        (a, b) => Number(!a.startsWith('messages/')) - Number(!b.startsWith('messages/')),
      ),
    };
    if (text.literal !== undefined) {
      const known = literals.get(text.literal);
      if (known) known.sources.push(...text.sources);
      else literals.set(text.literal, text);
    } else {
      patterns.push(text);
    }
    if (text.inside) long.push(text);
  }
  const wordsOf = (text: string) =>
    new Set(
      (
        text
          .replace(/\{[^{}]*\}/g, ' ')
          .toLowerCase()
          .match(/\p{L}+/gu) ?? []
      ).filter((word) => word.length >= 4),
    );
  return {
    literals,
    patterns,
    long,
    spanishOf,
    keys,
    spanishWords: (namespace) => {
      const english = wordsOf(Object.values(catalogue('en', namespace)).join(' '));
      return new Set(
        [...wordsOf(Object.values(catalogue('es', namespace)).join(' '))].filter(
          (word) => !english.has(word),
        ),
      );
    },
    englishMessages: (namespace) =>
      Object.entries(catalogue('en', namespace))
        .map(([key, message]) => ({ key, shape: messageShape(message) }))
        .filter(({ shape }) => shape.letters >= 3)
        .map(({ key, shape }) => ({ key, full: new RegExp(`^\\s*${shape.source}\\s*$`) })),
  };
}

let shared: TextIndex | undefined;
/** The index of the files as they are now (read once per test file). */
export const textIndex = (): TextIndex => {
  shared ??= buildTextIndex();
  return shared;
};

// ---------------------------------------------------------------------------------------------------------------
// Locators in the borrower's language.

/** Accessible names and texts in Spanish (any translation the files give), or in English while unconverted. */
export interface SpanishNames {
  /** The whole name: `^(?:Continuar|Continue)$`. */
  exact: (english: string) => RegExp;
  /** A name that starts with it ("Start" of "Start Proof of income"). */
  prefix: (english: string) => RegExp;
  /** Anywhere in a text. */
  within: (english: string) => RegExp;
}

export function spanishNames(index: TextIndex = textIndex()): SpanishNames {
  const alternatives = (english: string) => {
    const spanish = index.spanishOf.get(normalizeText(english)) ?? new Set<string>();
    return [...spanish, messageShape(english).source].join('|');
  };
  return {
    exact: (english) => new RegExp(`^\\s*(?:${alternatives(english)})\\s*$`),
    prefix: (english) => new RegExp(`^\\s*(?:${alternatives(english)})`),
    within: (english) => new RegExp(`(?:${alternatives(english)})`),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What a page shows.

/** A text the page shows, and where: a tag name, `[aria-label] on button`, `option`, `document title`. */
export interface ShownText {
  text: string;
  where: string;
}

/**
 * Every text the page shows a borrower (see the file's comment). Runs in the page; no script is injected, so a
 * page whose policy refuses scripts is read too.
 */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const letters = /\p{L}/u;
    const skipped = 'script, style, noscript, template, textarea, select, option, datalist';
    /** Inside an element marked as English (not the page itself): the picker's "English", a kept English record. */
    const markedEnglish = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked !== document.documentElement &&
        marked !== document.body &&
        /^en\b/i.test(marked.getAttribute('lang') ?? '')
      );
    };
    const visible = (element: Element) =>
      typeof element.checkVisibility === 'function'
        ? element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
        : element.getClientRects().length > 0;
    const readable = (element: Element) =>
      !element.closest(skipped) && !markedEnglish(element) && visible(element);
    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!letters.test(text.data) || !text.parentElement || !readable(text.parentElement)) continue;
      textNodes.push(text);
      out.push({ text: text.data, where: text.parentElement.tagName.toLowerCase() });
    }
    // Texts made of several nodes ("Submitted on " + a date, a sentence with a link): the element's whole text.
    const wholes = new Map<Element, Text[]>();
    for (const text of textNodes) {
      for (
        let element = text.parentElement?.parentElement ?? null, depth = 0;
        element && element !== document.body && depth < 4;
        element = element.parentElement, depth += 1
      ) {
        const list = wholes.get(element) ?? [];
        list.push(text);
        wholes.set(element, list);
      }
      const own = text.parentElement as Element;
      const list = wholes.get(own) ?? [];
      list.push(text);
      wholes.set(own, list);
    }
    for (const [element, texts] of wholes) {
      if (texts.length < 2) continue;
      const whole = texts.map((text) => text.data).join('');
      if (whole.length <= 600) out.push({ text: whole, where: `${element.tagName.toLowerCase()} (whole)` });
    }
    const attributes = [
      'aria-label',
      'aria-placeholder',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'placeholder',
      'title',
      'alt',
    ];
    for (const element of document.body.querySelectorAll('*')) {
      if (markedEnglish(element) || element.closest('script, style, template')) continue;
      const shown = visible(element);
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value && shown && letters.test(value))
          out.push({ text: value, where: `[${name}] on ${element.tagName.toLowerCase()}` });
      }
      if (
        element instanceof HTMLInputElement &&
        ['submit', 'button', 'reset'].includes(element.type) &&
        shown &&
        letters.test(element.value)
      )
        out.push({ text: element.value, where: 'input button' });
      if (element instanceof HTMLSelectElement && shown) {
        for (const option of element.options)
          if (!markedEnglish(option) && letters.test(option.text))
            out.push({ text: option.text, where: 'option' });
      }
    }
    if (letters.test(document.title)) out.push({ text: document.title, where: 'document title' });
    return out;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Matching.

/** Function words of English that Spanish does not share ("no", "a" left out). */
const ENGLISH_WORDS = new Set(
  (
    'the and your you of to with for is are this that these those will we our be have has it its on in at from ' +
    'or an not can please if by as about what how when which their they there was were would should could do ' +
    'does did than then into after before here any more been being yours we’ll you’ll you’re don’t can’t ' +
    "we'll you'll you're don't can't it's"
  ).split(' '),
);
const SPANISH_WORDS = new Set(
  (
    'el la los las de del que y en su sus para por con una un es se lo al usted le les este esta estos estas ' +
    'o si sí más como cuando qué cuál nuestro nuestra ya ha han hay son puede pueda'
  ).split(' '),
);
const ENGLISH_DATE_TIME = [
  /\b(?:January|February|March|April|June|July|August|September|October|November|December)\b/,
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{1,2}, \d{4}\b/,
  /\b\d{1,2}:\d{2} ?(?:AM|PM)\b/,
  /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/,
];

/** Reads as English by its function words, with none of Spanish's ("Title search and lender's title policy"). */
export function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  return (english >= 2 && spanish === 0 && words.length >= 3) || (english >= 4 && english > 2 * spanish);
}

export interface EnglishFinding {
  /** The text as the page shows it (normalized). */
  shown: string;
  /** The English text of the files it matched, or what it is (an English date, English words). */
  english: string;
  sources: string[];
  where: string;
}

const holdsParts = (text: string, entry: EnglishText) => entry.parts.every((part) => text.includes(part));

/** The English-only texts among `shown`, each text once. */
export function englishOnly(shown: ShownText[], index: TextIndex = textIndex()): EnglishFinding[] {
  const findings: EnglishFinding[] = [];
  const seen = new Set<string>();
  const add = (finding: EnglishFinding) => {
    const key = `${finding.english}\u0000${finding.shown}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };
  const texts = new Map<string, string>();
  for (const { text, where } of shown) {
    const normalized = normalizeText(text);
    if (normalized && !texts.has(normalized)) texts.set(normalized, where);
  }
  const matchedTexts = new Set<string>();
  const holdsMatched = (text: string) =>
    [...matchedTexts].some((found) => found.length >= 4 && text.includes(found));
  for (const [text, where] of texts) {
    // An element's whole text (its nodes joined, listed after them) is for a message split over several nodes
    // ("Submitted on " and a date): one holding an English text already reported says nothing new, and its nodes
    // joined without their spaces are no sentence to read words in.
    const whole = where.endsWith('(whole)');
    if (whole && holdsMatched(text)) continue;
    let matched = false;
    const literal = index.literals.get(text);
    if (literal) {
      add({ shown: text, english: literal.english, sources: literal.sources, where });
      matched = true;
    }
    for (const pattern of index.patterns) {
      if (holdsParts(text, pattern) && pattern.full.test(text)) {
        add({ shown: text, english: pattern.english, sources: pattern.sources, where });
        matched = true;
      }
    }
    for (const entry of index.long) {
      if (entry.literal === text) continue;
      const inside =
        entry.literal !== undefined
          ? text.includes(entry.literal)
          : holdsParts(text, entry) && entry.inside?.test(text);
      if (inside && !entry.full.test(text)) {
        add({ shown: text, english: entry.english, sources: entry.sources, where });
        matched = true;
      }
    }
    if (index.keys.has(text) && /^[a-z][\w-]*(\.[\w-]+)+$/i.test(text)) {
      add({ shown: text, english: text, sources: ['a message key shown as text (missing message)'], where });
      matched = true;
    }
    if (!matched && !whole && !holdsMatched(text)) {
      if (ENGLISH_DATE_TIME.some((pattern) => pattern.test(text))) {
        add({
          shown: text,
          english: text,
          sources: ['an English date, day or time (Intl in en-US?)'],
          where,
        });
        matched = true;
      } else if (readsAsEnglish(text)) {
        add({ shown: text, english: text, sources: ['in no catalogue: reads as English'], where });
        matched = true;
      }
    }
    if (matched) matchedTexts.add(text);
  }
  return findings;
}

/** The English-only texts the page shows now. */
export async function englishOnlyOnPage(
  page: Page,
  index: TextIndex = textIndex(),
): Promise<EnglishFinding[]> {
  return englishOnly(await shownTexts(page), index);
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting.

export interface ScreenFinding extends EnglishFinding {
  /** The screen's label in the journey. */
  screen: string;
  url: string;
}

const shortUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.searchParams.has('appId') ? '?appId=…' : ''}`;
  } catch {
    return url;
  }
};

/** One line per English text, with its sources and every screen that showed it. */
export function formatEnglishFindings(findings: ScreenFinding[]): string {
  const grouped = new Map<string, { finding: ScreenFinding; screens: string[]; shown: Set<string> }>();
  for (const finding of findings) {
    const key = `${finding.english}\u0000${finding.sources.join('|')}`;
    const group = grouped.get(key) ?? { finding, screens: [], shown: new Set<string>() };
    const screen = `${finding.screen} (${shortUrl(finding.url)})`;
    if (!group.screens.includes(screen)) group.screens.push(screen);
    group.shown.add(finding.shown);
    grouped.set(key, group);
  }
  return [...grouped.values()]
    .map(({ finding, screens, shown }) => {
      const text = finding.english.length > 160 ? `${finding.english.slice(0, 160)}…` : finding.english;
      const shownAs = [...shown].filter((value) => value !== normalizeText(finding.english));
      const asShown = shownAs.length
        ? `\n      shown as: ${shownAs
            .slice(0, 2)
            .map((value) => JSON.stringify(value.length > 160 ? `${value.slice(0, 160)}…` : value))
            .join(' | ')}`
        : '';
      const from = finding.sources.slice(0, 4).join('; ') + (finding.sources.length > 4 ? '; …' : '');
      const on =
        screens.slice(0, 4).join(', ') + (screens.length > 4 ? ` (+${screens.length - 4} more)` : '');
      return `  ${JSON.stringify(text)} [${finding.where}]\n      from: ${from}\n      on: ${on}${asShown}`;
    })
    .join('\n');
}
