/**
 * The code a page's first screen loads, by the source module names the build's manifest (dist/.vite/manifest.json)
 * knows them by: the server preloads them with the page (spa-document.ts), so they download alongside the entry
 * instead of one after another as each lazily loaded part asks for the next; scripts/check-bundle-budgets.ts
 * counts the log-in screen's from here too. Mirrors the SPA's route table (src/client/routing/officer-routes.tsx,
 * src/client/portal/portal-root.tsx, src/client/flow-engine/flow-routes.tsx).
 */
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';

const OFFICER_FRAME = 'src/client/routing/officer-frame.tsx';
const MUI_SCOPE = 'src/client/mui-scope.tsx';
const STEP_SCREEN = 'src/client/flow-engine/step-screen.tsx';
const PORTAL_ROOT = 'src/client/portal/portal-root.tsx';

const AUTH_SCREENS: Readonly<Record<string, string>> = {
  login: 'src/client/screens/login-screen.tsx',
  logout: 'src/client/screens/logout-screen.tsx',
  unauthorized: 'src/client/screens/unauthorized-screen.tsx',
  'email-mismatch': 'src/client/screens/email-mismatch-screen.tsx',
  'coborrower/create-account': 'src/client/screens/coborrower-create-account-screen.tsx',
};

const PORTAL_SCREENS: readonly [RegExp, string][] = [
  [/^portal$/, 'src/client/portal/dashboard/dashboard-screen.tsx'],
  [/^portal\/login$/, 'src/client/portal/portal-login-screen.tsx'],
  [/^portal\/loans\/[^/]+$/, 'src/client/portal/loan-summary/portal-loan-summary-screen.tsx'],
  [/^portal\/loans\/[^/]+\/todos$/, 'src/client/portal/todos/todo-list-screen.tsx'],
  [/^portal\/loans\/[^/]+\/contact-us$/, 'src/client/portal/contact/contact-us-screen.tsx'],
];

export const LOGIN_SCREEN_MODULES = [OFFICER_FRAME, AUTH_SCREENS.login as string];

/**
 * The catalogues a first screen reads before it shows (src/client/i18n/messages.ts): preloaded in the page's
 * language, so its texts do not wait for the code that asks for them.
 */
const FRAME_TEXTS = ['common', 'frame'];
const STEP_TEXTS = ['steps', 'errors'];
const PORTAL_TEXTS = ['common', 'frame', 'portal', 'loans'];

/** A catalogue's chunk by its manifest name (scripts/vite-messages.ts). */
export const catalogueModule = (locale: Locale, namespace: string) =>
  `messages:schemas/messages/${locale}/${namespace}.json.js`;

/** Every module named here but the steps' own, so a check can tell when a file was renamed under the table. */
export const NAMED_MODULES = [
  OFFICER_FRAME,
  MUI_SCOPE,
  STEP_SCREEN,
  PORTAL_ROOT,
  ...Object.values(AUTH_SCREENS),
  ...PORTAL_SCREENS.map(([, module]) => module),
];

/**
 * A step screen's own chunks: the map of the language's step documents (src/client/flow-engine/step-documents-<locale>.ts),
 * its document in that language (`/schemas/steps/<screen>.json?locale=<locale>`, scripts/vite-messages.ts) and its
 * precompiled validator (scripts/vite-precompiled-validators.ts).
 */
export function stepScreenModules(screen: string, locale: Locale = SOURCE_LOCALE): string[] {
  const document = `schemas/steps/${screen}.json`;
  return [
    `src/client/flow-engine/step-documents-${locale}.ts`,
    `step-in-locale:${locale}:${document}.js`,
    `precompiled-validator:${document}.js`,
  ];
}

/**
 * The modules the page at `subPath` (the path under `/{officerId}/`, without slashes at either end) renders
 * first. `stepScreens` names the screens a flow step at that path shows (one per flow that has it).
 */
export function firstScreenModules(
  subPath: string,
  stepScreens: (path: string) => string[],
  locale: Locale = SOURCE_LOCALE,
): string[] {
  if (subPath === '') return [];
  const texts = (...namespaces: string[]) =>
    namespaces.map((namespace) => catalogueModule(locale, namespace));
  const auth = AUTH_SCREENS[subPath];
  if (auth) return [OFFICER_FRAME, auth, ...texts(...FRAME_TEXTS, 'login')];
  if (subPath === 'portal' || subPath.startsWith('portal/')) {
    const screen = PORTAL_SCREENS.find(([pattern]) => pattern.test(subPath))?.[1];
    return [PORTAL_ROOT, ...(screen ? [screen] : []), ...texts(...PORTAL_TEXTS)];
  }
  const screens = stepScreens(subPath);
  if (screens.length === 0) return [OFFICER_FRAME, ...texts(...FRAME_TEXTS)];
  return [
    OFFICER_FRAME,
    MUI_SCOPE,
    STEP_SCREEN,
    ...screens.flatMap((screen) => stepScreenModules(screen, locale)),
    ...texts(...FRAME_TEXTS, ...STEP_TEXTS),
  ];
}
