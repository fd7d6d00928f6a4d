/**
 * "Every route of spec 2.3 and 2.4 is declared in the flow files" (issue 7). The spec lives outside the
 * repository, so its route lists are copied here as data, shorthand expanded ("coborrower/ processing, legal,
 * …" → coborrower/processing, coborrower/legal, …; "demographics/e|r|g" → three paths), with what the spec says
 * about each route: protected or unprotected, next, progress. Routes the app shell owns (log-in, log-out and the
 * auth error screens of spec 2.2, coborrower/create-account) are checked against the shell's route table.
 */
import { describe, expect, it } from 'vitest';
import long from '../../flows/long-1.json';
import slim from '../../flows/slim-1.json';
import { AUTH_SCREENS, FLOW_ENTRY_ALIASES } from '../../src/client/routing/officer-paths.ts';
import { findStep } from '../../src/shared/flows/flow-navigation.ts';
import type { FlowFile, FlowStep } from '../../src/shared/flows/flow-types.ts';

interface SpecRoute {
  path: string;
  /** Spec: "(protected)" or "(unprotected)". */
  kind?: 'protected' | 'unprotected';
  /** Spec: "next X" or "whose next screen is X". */
  next?: string;
  progress?: number;
  /** Spec: an alias that redirects to this path. */
  redirectsTo?: string;
}

const ALIASES = ['continueapp', 'myfastrack', 'my-fasttrack', 'my-fast-track', 'fasttrack'];
const under = (area: string, names: string[]) => names.map((name) => `${area}/${name}`);
const plain = (paths: string[]): SpecRoute[] => paths.map((path) => ({ path }));

/** Spec 2.3, Slim-1 flow routes (under /{id}/), in the spec's order. */
const SLIM_ROUTES: SpecRoute[] = [
  // Entry: myfasttrack (protected). The aliases … redirect to it.
  { path: 'myfasttrack', kind: 'protected' },
  ...ALIASES.map((path) => ({ path, redirectsTo: 'myfasttrack' })),
  // create-account, whose next screen is property/address.
  { path: 'create-account', next: 'property/address' },
  { path: 'property/address', next: 'property/info', progress: 20 },
  { path: 'property/info' },
  { path: 'property/loan-amount', next: 'applicant/income', progress: 40 },
  ...plain([
    'property/value',
    'property/condo',
    'property/prior-appraisal',
    'property/stated-value',
    'property/appraisal-options',
  ]),
  { path: 'applicant/income', next: 'contact-info', progress: 60 },
  { path: 'contact-info', progress: 80 },
  ...plain(under('select-offer', ['consent', 'generate-credit', 'generate', 'options', 'done'])),
  ...plain(['applicant/property', 'applicant/reo-intro']),
  { path: 'applicant/property-review', kind: 'protected' },
  ...plain(under('applicant', ['property/avm-agreement', 'legal', 'id', 'verify', 'employment'])),
  { path: 'prequal/voi', next: 'applicant/demographics/e', progress: 10 },
  ...plain(
    under('applicant', [
      'demographics/e',
      'demographics/r',
      'demographics/g',
      'declarations/blended',
      'declarations/military',
    ]),
  ),
  ...plain(under('applicant', ['add-borrower', 'coborrower-info', 'coborrower-status'])),
  // coborrower/ processing, legal, …, create-account (the shell's, below), … reo, voi.
  ...plain(
    under('coborrower', [
      'processing',
      'legal',
      'address-history-confirmation',
      'get-money',
      'credit-score',
      'employment-history',
      'demographics/e',
      'demographics/r',
      'demographics/g',
      'declarations/military',
      'declarations/em',
      'finances',
      'address-history',
      'reo',
      'voi',
    ]),
  ),
  ...plain([
    'cosigner/support',
    'submit/review',
    'submit/process',
    'disclosures',
    'schedule-closing',
    'get-money',
    'applicant/loan-summary',
    'testOrch',
  ]),
  // An empty path redirects to property/address.
  { path: '', redirectsTo: 'property/address' },
];

/** Spec 2.4, Long-1 flow routes (under /{id}/), in the spec's order (log-in, log-out: the shell's). */
const LONG_ROUTES: SpecRoute[] = [
  { path: 'applicant/loan-summary', kind: 'unprotected' },
  { path: 'myfasttrack', kind: 'protected', next: 'create-account' },
  ...plain(['create-account', 'credit-score']),
  { path: 'contact-info', progress: 100 },
  { path: 'property/address', next: 'property/type', progress: 33 },
  ...plain(['property/type', 'property/value']),
  ...plain([
    'select-offer/done',
    'applicant/legal',
    'applicant/address',
    'applicant/address/add',
    'applicant/employment',
    'applicant/employment/add',
    'applicant/income',
  ]),
  // demographics e/r/g, applicant/declarations/a, bc, d, em and military.
  ...plain(under('applicant', ['demographics/e', 'demographics/r', 'demographics/g'])),
  ...plain(under('applicant/declarations', ['a', 'bc', 'd', 'em', 'military'])),
  // applicant/property, reo-intro, property-review (protected), applicant/reo, … cosigner/support.
  ...plain(['applicant/property', 'applicant/reo-intro']),
  { path: 'applicant/property-review', kind: 'protected' },
  ...plain([
    'applicant/reo',
    'applicant/social',
    'applicant/coborrower-info',
    'applicant/coborrower-status',
    'cosigner/support',
  ]),
  ...plain(['submit/review', 'submit/disclosures', 'submit/process', 'submit/done', 'get-money', 'testOrch']),
  { path: '', redirectsTo: 'property/address' },
];

/** Spec 2.2 and 2.4's "login, logout, … and the auth error screens", and 2.3's coborrower/create-account. */
const SHELL_ROUTES = ['login', 'logout', 'unauthorized', 'email-mismatch', 'coborrower/create-account'];

/** Where a step goes when no condition holds: a plain `next`, or the list's unconditional entry. */
function fallbackNext(step: FlowStep): string | undefined {
  if (step.kind === 'redirect') return step.to;
  if (typeof step.next === 'string') return step.next;
  return step.next?.find((choice) => !choice.when)?.to;
}

describe.each([
  ['slim-1', slim as FlowFile, SLIM_ROUTES],
  ['long-1', long as FlowFile, LONG_ROUTES],
] as const)('spec routes of %s', (_name, flow, routes) => {
  it('lists each route once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(routes.map((route) => [route.path || '(empty path)', route] as const))(
    '%s is declared as the spec says',
    (_label, route) => {
      const step = findStep(flow, route.path);
      expect(step, `flows/${flow.flowType}.json has no step "${route.path}"`).toBeDefined();
      if (!step) return;
      if (route.redirectsTo !== undefined) {
        expect(step).toMatchObject({ kind: 'redirect', to: route.redirectsTo });
        return;
      }
      expect(step.kind).not.toBe('redirect');
      if (step.kind === 'redirect') return;
      if (route.kind) expect(step.kind).toBe(route.kind);
      if (route.next) expect(fallbackNext(step)).toBe(route.next);
      if (route.progress !== undefined) expect(step.progress).toBe(route.progress);
    },
  );
});

describe('routes the app shell owns (spec 2.2, 2.3, 2.4)', () => {
  it('are in the shell route table, not in the flow files', () => {
    expect(Object.values(AUTH_SCREENS).sort()).toEqual([...SHELL_ROUTES].sort());
    for (const flow of [slim, long] as FlowFile[]) {
      for (const path of SHELL_ROUTES) expect(findStep(flow, path)).toBeUndefined();
    }
  });

  it('know the entry aliases the flows redirect', () => {
    expect([...FLOW_ENTRY_ALIASES]).toEqual(ALIASES);
  });
});
