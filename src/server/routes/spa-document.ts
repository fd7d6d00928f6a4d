import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootBranding, BootData } from '../../shared/boot-data.ts';
import { BOOT_DATA_ELEMENT_ID } from '../../shared/boot-data.ts';
import { DEFAULT_OFFICER_ID, isActiveChannel } from '../../shared/constants.ts';
import { type Locale, negotiateLocale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { LOADING_MESSAGES } from '../../shared/loading-messages.ts';
import { type LoadingScreenHeading, loadingScreenHtml } from '../../shared/loading-screen.ts';
import { officerIdFromPath } from '../../shared/officer-id.ts';
import { channelView, companyBrandingView, contactView } from '../branding/branding-views.ts';
import { findOfficer } from '../branding/officer-repository.ts';
import type { Orm } from '../db/database.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { documentTexts, localizedStepTitle } from '../i18n/document-texts.ts';
import { companyLanguages, cookieLocale } from '../i18n/locale-preferences.ts';
import { CSP_NONCE_PLACEHOLDER } from '../security/csp-nonce.ts';
import { firstScreenModules } from './first-screen-modules.ts';
import { scriptLoaderTag } from './script-loader.ts';
import type { PageRequest, SpaDocument } from './spa-routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SpaDocumentOptions {
  distDir: string;
  /**
   * The page under distDir to write into: the SPA's index.html by default, or the flow studio's (STUDIO_PAGE_FILE),
   * which is given the configuration and branding but no first screen's preloads (those are the SPA's).
   */
  page?: string;
  orm: Orm;
  /** The body of `/config.json`. */
  runtimeConfig: unknown;
  /** The screens a flow step at a path shows (one per flow that has the path); by default from the flow files. */
  stepScreens?: (path: string) => string[];
  /** A step screen's title (its page heading) in a language; by default from the step files and their translations. */
  stepTitle?: (screen: string, locale: Locale) => string | undefined;
}

/** A file read again only when it changes on disk (a rebuild while the server runs). */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

function stepScreensOfFlows(subPath: string): string[] {
  const screens = new Set<string>();
  for (const flow of flowCatalog().flows.values()) {
    for (const step of flow.steps)
      if (step.path === subPath && step.kind !== 'redirect') screens.add(step.screen);
  }
  return [...screens];
}

const stepTitleOfFiles = (screen: string, locale: Locale) => localizedStepTitle(screen, locale);

/** The loading screen's rules (src/shared/loading-screen.css), without comments, to write into the page. */
const LOADING_SCREEN_CSS = readFileSync(
  fileURLToPath(new URL('../../shared/loading-screen.css', import.meta.url)),
  'utf8',
)
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

/**
 * The heading the page at `subPath` opens with, as its loading screen shows it: the log-in screen's, the dashboard's,
 * or a step's title when every flow with a step at that path gives the same one.
 */
export function firstHeading(
  subPath: string,
  stepScreens: (path: string) => string[],
  stepTitle: (screen: string, locale: Locale) => string | undefined,
  locale: Locale = SOURCE_LOCALE,
): LoadingScreenHeading | undefined {
  const texts = documentTexts(locale);
  if (subPath === 'portal') return { text: texts.dashboardHeading, kind: 'page' };
  if (subPath === 'login' || subPath === 'portal/login') return { text: texts.loginHeading, kind: 'auth' };
  const titles = new Set(stepScreens(subPath).map((screen) => stepTitle(screen, locale)));
  const [title] = titles;
  return titles.size === 1 && title ? { text: title, kind: 'step' } : undefined;
}

/** The module's file, its CSS and those of everything it imports statically, as the build's manifest lists them. */
function filesOf(manifest: Manifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const header = (request: PageRequest | undefined, name: string): string | undefined => {
  const value = request?.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * The page's language: the visitor's choice (the `lang` cookie the language picker sets: the account's own choice
 * is not known here, as the SPA's session is a bearer token and the identity provider's cookie is scoped to /idp),
 * else `Accept-Language`, among the languages `offered` by the company whose pages these are.
 */
export function pageLocale(request: PageRequest | undefined, offered: readonly Locale[]): Locale {
  const chosen = cookieLocale(header(request, 'cookie'));
  if (chosen && offered.includes(chosen)) return chosen;
  return negotiateLocale(header(request, 'accept-language'), offered);
}

const ESCAPED_FIRST_MESSAGE = (LOADING_MESSAGES[0] as string).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON in a script element: `<` escaped so nothing in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function officerBranding(orm: Orm, officerId: string): Promise<BootBranding> {
  const found = await findOfficer(orm, officerId);
  if (!found) return { officerId, channel: null, contact: null, company: null };
  return {
    officerId,
    channel: channelView(found.officer, found.company),
    contact: contactView(found.officer),
    company: companyBrandingView(found.company),
  };
}

/**
 * The page's entry module and module preloads taken out of `html` and started by the script loader instead
 * (script-loader.ts: after the loading screen's first paint), with `extraPreloads` (the first screen's code).
 * A page without an entry module is left as it is.
 */
function throughScriptLoader(
  html: string,
  extraPreloads: readonly string[],
): { html: string; loader: string | undefined } {
  const entry = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
  if (!entry) return { html, loader: undefined };
  const preloads: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_link, href: string) => {
      preloads.push(href);
      return '';
    });
  return { html: rest, loader: scriptLoaderTag(entry[1] as string, [...preloads, ...extraPreloads]) };
}

/**
 * index.html as the page at a given address needs it: the runtime configuration and the officer's branding
 * written in (src/shared/boot-data.ts), and the first screen's code preloaded (first-screen-modules.ts), so the
 * log-in screen waits on no chain of requests (issue 17: document → entry → config → frame → screen → branding).
 * The page keeps its CSP nonce placeholder; the security headers fill it in.
 */
export function createSpaDocument(options: SpaDocumentOptions): SpaDocument {
  const root = path.resolve(options.distDir);
  const page = options.page ?? 'index.html';
  const template = watchedFile(path.join(root, page), (text) => text);
  const manifest = watchedFile(
    path.join(root, '.vite/manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );
  const stepScreens = options.stepScreens ?? stepScreensOfFlows;
  const stepTitle = options.stepTitle ?? stepTitleOfFiles;

  return async (url, request) => {
    const html = template();
    if (!html) return undefined;
    const pathname = decodedPath(url);
    // A path without an officer id goes to the default officer's (spec 2.1).
    const officerId = officerIdFromPath(pathname) ?? (pathname === '/' ? undefined : DEFAULT_OFFICER_ID);
    const branding: BootBranding[] = [];
    if (officerId) {
      const own = await officerBranding(options.orm, officerId);
      branding.push(own);
      // An unknown or inactive officer's pages move to the default officer's (spec 2.1), which then needs its own.
      if (officerId !== DEFAULT_OFFICER_ID && !isActiveChannel(own.channel?.channelType)) {
        branding.push(await officerBranding(options.orm, DEFAULT_OFFICER_ID));
      }
    }
    const subPath = officerIdFromPath(pathname)
      ? pathname.replace(/^\/+[^/]+/, '').replace(/^\/+|\/+$/g, '')
      : '';
    // The languages of the company whose pages these are (the officer's in the path, or the default officer's).
    const offered =
      branding.at(-1)?.company?.languages ??
      companyLanguages((await findOfficer(options.orm, DEFAULT_OFFICER_ID))?.company);
    const locale = pageLocale(request, offered);
    const heading = firstHeading(subPath, stepScreens, stepTitle, locale);
    const boot: BootData = {
      config: options.runtimeConfig,
      branding,
      firstScreen: { path: pathname, ...(heading ? { heading } : {}) },
    };
    const built = manifest();
    const { scripts, styles } =
      built && page === 'index.html'
        ? filesOf(built, firstScreenModules(subPath, stepScreens, locale))
        : { scripts: [], styles: [] };
    const already = (file: string) => html.includes(`/${file}"`);
    const { html: withoutScripts, loader } =
      page === 'index.html'
        ? throughScriptLoader(
            html,
            scripts.filter((file) => !already(file)).map((file) => `/${file}`),
          )
        : { html, loader: undefined };
    const head = [
      `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`,
      `<style nonce="${CSP_NONCE_PLACEHOLDER}">${LOADING_SCREEN_CSS}</style>`,
      ...(loader ? [loader] : []),
    ];
    // The stylesheets go after the loading screen: in the head they would hold its first paint until they arrive,
    // in the body they hold only what follows them. The SPA's scripts still wait for them (they block scripts), so
    // nothing the SPA draws shows unstyled.
    const stylesheets: string[] = [];
    const withoutStylesheets = withoutScripts.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
      stylesheets.push(link.trim());
      return '';
    });
    stylesheets.push(
      ...styles
        .filter((file) => !already(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    );
    const firstMessage = documentTexts(locale).firstLoadingMessage;
    const loadingScreen =
      locale === SOURCE_LOCALE
        ? loadingScreenHtml(heading)
        : loadingScreenHtml(heading).replace(
            `>${ESCAPED_FIRST_MESSAGE}<`,
            () => `>${escapeText(firstMessage)}<`,
          );
    return withoutStylesheets
      .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
      .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${loadingScreen}</div>\n    ${stylesheets.join('\n    ')}`,
      );
  };
}
