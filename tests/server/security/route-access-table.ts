import {
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
  SOFT_CREDIT_PULL_CONSENT,
} from '../../../src/shared/consents.ts';
import type { World } from './security-world.ts';

export interface CaseRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The event stream takes its token in the `auth_token` query, not in a header. */
  tokenInQuery?: boolean;
}

/**
 * Who may call a route:
 * - public: anyone (why says what protects it instead);
 * - signed-in: any signed-in caller, acting on their own data only (`intruder` checks what a second user gets);
 * - owner: the borrower who owns the resource (or the accepted co-borrower); anyone else gets 404;
 * - admin: a processor (admin permission); a borrower gets 403.
 */
export type RouteAccess =
  | { kind: 'public'; why: string }
  | {
      kind: 'signed-in';
      request: (w: World) => CaseRequest;
      /** What the second user gets: a check that they see only their own data (none of the owner's). */
      intruder?: (response: { statusCode: number; json(): unknown; body: string }, w: World) => void;
    }
  | { kind: 'owner'; holder?: 'borrower' | 'coborrower'; request: (w: World) => CaseRequest }
  | { kind: 'admin'; request: (w: World) => CaseRequest };

const ifMatch = (w: World) => ({ 'if-match': `"${w.version}"` });
const app = (w: World, rest = '') => `/api/v2/application/${w.appId}${rest}`;
const loanApp = (w: World, rest = '') => `/api/v2/application/${w.submittedAppId}${rest}`;
const contact = (w: World, rest = '') =>
  `/api/v2/coborrower/application/${w.appId}/contact/${w.contactId}${rest}`;
const condition = (w: World, action: string) =>
  `/api/v2/portal/${w.loanId}/conditions/${w.conditionId}/${action}`;
const adminLoan = (w: World, rest = '') => `/api/v2/admin/loans/${w.loanId}${rest}`;
const scenario = (w: World) => `/api/v2/simulators/applications/${w.appId}/scenario`;
const owner = (request: (w: World) => CaseRequest, holder?: 'coborrower') =>
  ({ kind: 'owner', request, ...(holder ? { holder } : {}) }) as const;
const admin = (request: (w: World) => CaseRequest) => ({ kind: 'admin', request }) as const;
const publicRoute = (why: string) => ({ kind: 'public', why }) as const;

const IDP = 'the embedded identity provider (Auth0-compatible): its own client, password and token checks';
const DOCS = 'the API reference (OpenAPI document and Swagger UI files): no data, the same for everyone';
const CAPABILITY = 'a hosted page opened from a link: the unguessable token in the link is the permission';

/** Every route the API registers, by `METHOD url` exactly as registered. A new route needs a line here. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /healthz': publicRoute('liveness for the load balancer; says only ok'),
  'GET /readyz': publicRoute('readiness for the load balancer; says only whether the database answers'),
  'GET /config.json': publicRoute('the SPA’s runtime configuration: public client settings only'),
  'GET /idp/authorize': publicRoute(IDP),
  'POST /idp/authorize': publicRoute(IDP),
  'OPTIONS /idp/*': publicRoute(`${IDP}; the browser's CORS preflight`),
  'POST /idp/oauth/token': publicRoute(IDP),
  'POST /idp/dbconnections/signup': publicRoute(IDP),
  'GET /idp/v2/logout': publicRoute(IDP),
  'POST /idp/v2/logout': publicRoute(`${IDP}; a CSRF-checked form, the session cookie says whose`),
  'GET /idp/.well-known/jwks.json': publicRoute(IDP),
  'GET /idp/.well-known/openid-configuration': publicRoute(IDP),
  'GET /idp/favicon.svg': publicRoute(`${IDP}; the icon its pages name`),
  'GET /api/v2/application/:nmlsId/channel': publicRoute('a loan officer’s public channel, before sign-in'),
  'GET /api/v2/branding/lo/:nmlsId/contact': publicRoute('a loan officer’s public contact card'),
  'GET /api/v2/branding/lo/:nmlsId/company/branding': publicRoute('a company’s public branding'),
  'GET /api/v2/branding/lo/:nmlsId/headshot': publicRoute('a loan officer’s public photo'),
  'GET /api/v2/branding/:nmlsId/logo': publicRoute('a company’s public logo'),
  'PUT /api/v2/uploads/*': publicRoute(
    'a signed upload URL: the signature names the key, type, size and expiry',
  ),
  'GET /esign/:token': publicRoute(CAPABILITY),
  'GET /esign-sim/:token': publicRoute(CAPABILITY),
  'POST /esign-sim/:token': publicRoute(CAPABILITY),
  'GET /disclosures/:token': publicRoute(CAPABILITY),
  'GET /verification-sim/identity': publicRoute(CAPABILITY),
  'POST /verification-sim/identity': publicRoute(CAPABILITY),
  'GET /verification-sim/income': publicRoute(CAPABILITY),
  'POST /verification-sim/income': publicRoute(CAPABILITY),
  'GET /dev/outbox': publicRoute('the mail simulator’s page, registered only with MAIL_PROVIDER=outbox'),

  'GET /idp/userinfo': { kind: 'signed-in', request: () => ({ url: '/idp/userinfo' }) },
  'GET /api/v2/me': {
    kind: 'signed-in',
    request: () => ({ url: '/api/v2/me' }),
    intruder: (response, w) => {
      if ((response.json() as { sub: string }).sub === w.owner.sub) throw new Error('/me answered the owner');
    },
  },
  'PUT /api/v2/me/locale': {
    kind: 'signed-in',
    request: () => ({ url: '/api/v2/me/locale', payload: { locale: 'en' } }),
  },
  'GET /api/v2/events': {
    kind: 'signed-in',
    request: () => ({ url: '/api/v2/events', tokenInQuery: true }),
  },
  'GET /api/v2/portal': {
    kind: 'signed-in',
    request: (w) => ({ url: `/api/v2/portal?email=${encodeURIComponent(w.owner.email)}` }),
    intruder: (response) => {
      const { loans } = response.json() as { loans: unknown[] };
      if (response.statusCode !== 200 || loans.length !== 0)
        throw new Error(`the owner's email gave the intruder ${response.body}`);
    },
  },
  'POST /api/v2/portal/lookup': {
    kind: 'signed-in',
    // The owner's own last name and ZIP (tests/support/application.ts) match nothing of the intruder's.
    request: () => ({ url: '/api/v2/portal/lookup', payload: { lastName: 'Alvarez', zip: '43215' } }),
    intruder: (response) => {
      if (response.statusCode !== 422) throw new Error(`the owner's name and ZIP matched: ${response.body}`);
    },
  },
  'POST /api/v2/application': { kind: 'signed-in', request: () => ({ url: '/api/v2/application' }) },
  'POST /api/v2/application/:nmlsId': {
    kind: 'signed-in',
    request: () => ({ url: '/api/v2/application/2000001' }),
  },

  'GET /api/v2/application/:appId': owner((w) => ({ url: app(w) })),
  'GET /api/v2/application/:appId/appData': owner((w) => ({ url: app(w, '/appData') })),
  'PATCH /api/v2/application/:appId': owner((w) => ({
    url: app(w),
    headers: ifMatch(w),
    payload: { contactInfo: { phone: '6145550199' } },
  })),
  'PUT /api/v2/application/:section/:appId': owner((w) => ({
    url: `/api/v2/application/loan/${w.appId}`,
    headers: ifMatch(w),
    payload: { purpose: 'HomeImprovement', loan_amt: 61000 },
  })),
  'POST /api/v2/application/:appId/sync': owner((w) => ({ url: app(w, '/sync') })),
  'GET /api/v2/application/:appId/status': owner((w) => ({ url: app(w, '/status') })),
  'GET /api/v1/application/:id': owner((w) => ({ url: `/api/v1/application/${w.appId}` })),
  'GET /api/v2/application/:appId/lastPath': owner((w) => ({ url: app(w, '/lastPath') })),
  'PATCH /api/v2/application/:appId/lastPath': owner((w) => ({
    url: app(w, '/lastPath'),
    headers: { 'content-type': 'text/plain' },
    payload: '/2000001/slim-1/review',
  })),
  'POST /api/v2/application/:appId/consents': owner((w) => ({
    url: app(w, '/consents'),
    payload: { kind: SOFT_CREDIT_PULL_CONSENT.kind, textVersion: SOFT_CREDIT_PULL_CONSENT.version },
  })),
  'POST /api/v2/applications/:appId/credit': owner((w) => ({
    url: `/api/v2/applications/${w.appId}/credit`,
  })),
  'GET /api/v2/applications/:appId/liabilities': owner((w) => ({
    url: `/api/v2/applications/${w.appId}/liabilities`,
  })),
  'PUT /api/v2/applications/:appId/liabilities/payoffs': owner((w) => ({
    url: `/api/v2/applications/${w.appId}/liabilities/payoffs`,
    payload: { payoffs: [] },
  })),
  'POST /api/v2/pricing/new': owner((w) => ({
    url: '/api/v2/pricing/new',
    payload: { applicationId: w.appId },
  })),
  'GET /api/v2/pricing/:appId/:amount': owner((w) => ({ url: `/api/v2/pricing/${w.appId}/50000` })),
  'GET /api/v2/application/:appId/notice-of-action': owner((w) => ({ url: app(w, '/notice-of-action') })),
  'GET /api/v2/application/:appId/notices-of-action': owner((w) => ({ url: app(w, '/notices-of-action') })),
  'GET /api/v2/admin/notices-of-action': admin(() => ({ url: '/api/v2/admin/notices-of-action' })),
  'GET /api/docs': publicRoute(DOCS),
  'GET /api/docs/static/index.html': publicRoute(DOCS),
  'GET /api/docs/static/swagger-initializer.js': publicRoute(DOCS),
  'GET /api/docs/static/*': publicRoute(DOCS),
  'GET /api/docs/static/theme/accessible-methods.css': publicRoute(DOCS),
  'GET /api/docs/json': publicRoute(DOCS),
  'GET /api/docs/yaml': publicRoute(DOCS),
  'GET /api/docs/openapi.json': publicRoute(DOCS),
  'GET /api/v2/admin/hmda-lar': admin(() => ({
    url: '/api/v2/admin/hmda-lar?from=2020-01-01&to=2099-12-31',
  })),
  'GET /api/v2/admin/hmda-lar/edits': admin(() => ({
    url: '/api/v2/admin/hmda-lar/edits?from=2020-01-01&to=2099-12-31',
  })),
  'GET /api/v2/admin/applications/:appId/mismo': admin((w) => ({
    url: `/api/v2/admin/applications/${w.appId}/mismo`,
  })),
  'GET /api/v2/admin/applications/:appId/pricing-runs': admin((w) => ({
    url: `/api/v2/admin/applications/${w.appId}/pricing-runs`,
  })),
  'POST /api/v2/pricing/offers': owner((w) => ({
    url: '/api/v2/pricing/offers',
    payload: { applicationId: w.appId, productId: w.offer.id, loanAmount: w.offer.loanAmount },
  })),
  'POST /api/v2/pricing/reprice': owner((w) => ({
    url: '/api/v2/pricing/reprice',
    payload: { applicationId: w.appId },
  })),
  'GET /api/v2/application/:appId/amount-limits': owner((w) => ({ url: app(w, '/amount-limits') })),
  'GET /api/v2/application/:appId/valuation': owner((w) => ({ url: app(w, '/valuation') })),
  'PUT /api/v2/application/:appId/propertyValue': owner((w) => ({
    url: app(w, '/propertyValue'),
    payload: { type: 'avm' },
  })),
  'PUT /api/v2/application/:appId/property/appraisal': owner((w) => ({
    url: app(w, '/property/appraisal'),
    payload: { option: 'desktop' },
  })),
  'GET /api/v2/idv/create-user/:id': owner((w) => ({ url: `/api/v2/idv/create-user/${w.appId}` })),
  'GET /api/v2/idv/identity/verification/:id': owner((w) => ({
    url: `/api/v2/idv/identity/verification/${w.appId}`,
  })),
  'POST /api/v2/idv/create-token': owner((w) => ({
    url: '/api/v2/idv/create-token',
    payload: { appId: w.appId, product: 'identity_verification', returnPath: '/2000001/slim-1/verify' },
  })),
  'POST /api/v2/application/:appId/:x/verify-id': owner((w) => ({
    url: app(w, '/borrower/verify-id'),
    payload: { sessionId: 'session-12345678' },
  })),
  'POST /api/v2/application/:appId/:x/verify-income': owner((w) => ({
    url: app(w, '/borrower/verify-income'),
    payload: { sessionId: 'session-12345678' },
  })),
  // A processor may choose a scenario too (tests/server/simulators/scenario-api.test.ts).
  'GET /api/v2/simulators/applications/:appId/scenario': owner((w) => ({ url: scenario(w) })),
  'PUT /api/v2/simulators/applications/:appId/scenario': owner((w) => ({
    url: scenario(w),
    payload: { credit: { score: 780 }, identity: 'pass' },
  })),
  'DELETE /api/v2/simulators/applications/:appId/scenario': owner((w) => ({ url: scenario(w) })),
  'GET /api/v2/application/:appId/contacts': owner((w) => ({ url: app(w, '/contacts') })),
  'POST /api/v2/coborrower/application/:appId/basic-info': owner((w) => ({
    url: `/api/v2/coborrower/application/${w.appId}/basic-info`,
    payload: { firstName: 'Sam', lastName: 'Reyes', email: 'sam.reyes@example.com', relationship: 'Sibling' },
  })),
  'POST /api/v2/coborrower/create-account/application/:appId/contact/:contactId': owner((w) => ({
    url: `/api/v2/coborrower/create-account/application/${w.appId}/contact/${w.contactId}`,
    payload: { invite: 'not-the-invitation-token-0123456789abcdef' },
  })),
  'GET /api/v2/coborrower/application/:appId/contact/:contactId': owner(
    (w) => ({ url: contact(w) }),
    'coborrower',
  ),
  'DELETE /api/v2/coborrower/application/:appId/contact/:contactId': owner((w) => ({ url: contact(w) })),
  'PATCH /api/v2/coborrower/application/:appId/invitation/:contactId': owner((w) => ({
    url: `/api/v2/coborrower/application/${w.appId}/invitation/${w.contactId}`,
    payload: { firstName: 'Sam' },
  })),
  'POST /api/v2/coborrower/application/:appId/invitation/:contactId/resend': owner((w) => ({
    url: `/api/v2/coborrower/application/${w.appId}/invitation/${w.contactId}/resend`,
  })),
  'PATCH /api/v2/coborrower/application/:appId/contact/:contactId/lastPath': owner(
    (w) => ({
      url: contact(w, '/lastPath'),
      headers: { 'content-type': 'text/plain' },
      payload: '/coborrower/legal',
    }),
    'coborrower',
  ),
  'POST /api/v2/coborrower/application/:appId/contact/:contactId/consents': owner(
    (w) => ({
      url: contact(w, '/consents'),
      payload: { kind: HARD_CREDIT_PULL_CONSENT.kind, textVersion: HARD_CREDIT_PULL_CONSENT.version },
    }),
    'coborrower',
  ),
  'GET /api/v2/coborrower/applications': {
    kind: 'signed-in',
    request: () => ({ url: '/api/v2/coborrower/applications' }),
    intruder: (response) => {
      const { data } = response.json() as { data: unknown[] };
      if (response.statusCode !== 200 || data.length !== 0)
        throw new Error(`the intruder was given a co-borrower's part: ${response.body}`);
    },
  },
  'GET /api/v2/coborrower/application/:appId/contact/:contactId/:resource': owner(
    (w) => ({ url: contact(w, '/legal') }),
    'coborrower',
  ),
  'POST /api/v2/coborrower/application/:appId/contact/:contactId/:resource': owner(
    (w) => ({ url: contact(w, '/military'), headers: { 'if-match': '"1"' }, payload: { served: false } }),
    'coborrower',
  ),
  'PUT /api/v2/coborrower/application/:appId/contact/:contactId/:resource': owner(
    (w) => ({ url: contact(w, '/military'), headers: { 'if-match': '"1"' }, payload: { served: false } }),
    'coborrower',
  ),
  'DELETE /api/v2/coborrower/application/:appId/contact/:contactId/:resource': owner(
    (w) => ({ url: contact(w, '/military'), headers: { 'if-match': '"1"' } }),
    'coborrower',
  ),

  'POST /api/v2/application/:appId/submit': owner((w) => ({ url: app(w, '/submit') })),
  'GET /api/v2/application/:appId/loan': owner((w) => ({ url: loanApp(w, '/loan') })),
  'GET /api/v2/application/:appId/loan_terms': owner((w) => ({ url: loanApp(w, '/loan_terms') })),
  'POST /api/v2/application/:appId/loan_terms': owner((w) => ({
    url: loanApp(w, '/loan_terms'),
    payload: { productId: w.offer.id, accepted: true },
  })),
  'GET /api/v2/application/:appId/disclosuresLink': owner((w) => ({ url: loanApp(w, '/disclosuresLink') })),
  'GET /api/v2/application/:appId/esign-consent': owner((w) => ({ url: loanApp(w, '/esign-consent') })),
  'POST /api/v2/application/:appId/esign-consent': owner((w) => ({
    url: loanApp(w, '/esign-consent'),
    payload: { textVersion: E_SIGN_CONSENT.version, accepted: true },
  })),
  'POST /api/v2/application/:appId/disclosures-receipt': owner((w) => ({
    url: loanApp(w, '/disclosures-receipt'),
    payload: { textVersion: DISCLOSURES_RECEIPT.version, accepted: true },
  })),
  'GET /api/v2/application/:appId/closing/slots': owner((w) => ({ url: loanApp(w, '/closing/slots') })),
  'PUT /api/v2/application/:appId/closing': owner((w) => ({
    url: loanApp(w, '/closing'),
    payload: { slotId: 'slot-1' },
  })),
  'GET /api/v2/application/:appId/disbursement': owner((w) => ({ url: loanApp(w, '/disbursement') })),
  'PUT /api/v2/application/:appId/disbursement': owner((w) => ({
    url: loanApp(w, '/disbursement'),
    payload: { method: 'check' },
  })),
  'GET /api/v2/application/:appId/timeline': owner((w) => ({ url: loanApp(w, '/timeline') })),
  'POST /api/v2/application/:appId/disbursement/release': owner((w) => ({
    url: loanApp(w, '/disbursement/release'),
  })),
  'GET /api/v2/portal/:id': owner((w) => ({ url: `/api/v2/portal/${w.loanId}` })),
  'GET /api/v2/portal/:id/loan': owner((w) => ({ url: `/api/v2/portal/${w.loanId}/loan` })),
  'POST /api/v2/portal/:id/conditions/:conditionId/upload-url': owner((w) => ({
    url: `${condition(w, 'upload-url')}?filename=pay-stub.pdf&contentType=application/pdf`,
  })),
  'POST /api/v2/portal/:id/conditions/:conditionId/satisfy': owner((w) => ({
    url: condition(w, 'satisfy'),
    payload: {
      loanNumber: w.loanNumber,
      s3Key: `loans/${w.loanId}/conditions/${w.conditionId}/x-pay-stub.pdf`,
    },
  })),

  'GET /api/v2/admin/whoami': admin(() => ({ url: '/api/v2/admin/whoami' })),
  'GET /api/v2/admin/webhooks/endpoints': admin(() => ({ url: '/api/v2/admin/webhooks/endpoints' })),
  'POST /api/v2/admin/webhooks/endpoints': admin(() => ({
    url: '/api/v2/admin/webhooks/endpoints',
    payload: { url: 'https://los.example.com/hooks' },
  })),
  'PATCH /api/v2/admin/webhooks/endpoints/:id': admin(() => ({
    url: '/api/v2/admin/webhooks/endpoints/1',
    payload: { enabled: false },
  })),
  'POST /api/v2/admin/webhooks/endpoints/:id/rotate-secret': admin(() => ({
    url: '/api/v2/admin/webhooks/endpoints/1/rotate-secret',
    payload: {},
  })),
  'GET /api/v2/admin/webhooks/deliveries': admin(() => ({ url: '/api/v2/admin/webhooks/deliveries' })),
  'POST /api/v2/admin/webhooks/deliveries/:id/replay': admin(() => ({
    url: '/api/v2/admin/webhooks/deliveries/1/replay',
  })),
  // STUDIO=read (the default): an admin reads the flow files; saves and case runs are refused (403) to all.
  'GET /api/studio/sources': admin(() => ({ url: '/api/studio/sources' })),
  'PUT /api/studio/files': admin(() => ({ url: '/api/studio/files', payload: { files: [], base: {} } })),
  'POST /api/studio/cases/run': admin(() => ({
    url: '/api/studio/cases/run',
    payload: { flowType: 'a-flow' },
  })),
  'GET /api/v2/admin/loans': admin(() => ({ url: '/api/v2/admin/loans' })),
  'GET /api/v2/admin/loans/:id': admin((w) => ({ url: adminLoan(w) })),
  'PUT /api/v2/admin/loans/:id/milestone': admin((w) => ({
    url: adminLoan(w, '/milestone'),
    payload: { milestone: 3 },
  })),
  'POST /api/v2/admin/loans/:id/milestone/advance': admin((w) => ({
    url: adminLoan(w, '/milestone/advance'),
  })),
  'POST /api/v2/admin/loans/:id/conditions': admin((w) => ({
    url: adminLoan(w, '/conditions'),
    payload: { description: 'Bank statement, last two months' },
  })),
  'PUT /api/v2/admin/loans/:id/conditions/:conditionId': admin((w) => ({
    url: adminLoan(w, `/conditions/${w.conditionId}`),
    payload: { status: 'REVIEWED' },
  })),
  'POST /api/v2/admin/loans/:id/sign-items': admin((w) => ({
    url: adminLoan(w, '/sign-items'),
    payload: { description: 'Closing disclosure' },
  })),
  'PUT /api/v2/admin/loans/:id/appointments/:kind': admin((w) => ({
    url: adminLoan(w, '/appointments/closing'),
    payload: {
      dateTime: '2030-05-01T15:00:00Z',
      dateTimeEnd: '2030-05-01T16:00:00Z',
      location: '1 Main Street',
      closerName: 'Pat Closer',
      closerPhone: '614 555 0100',
      closerEmail: 'pat@example.com',
    },
  })),
  'DELETE /api/v2/admin/loans/:id/appointments/:kind': admin((w) => ({
    url: adminLoan(w, '/appointments/closing'),
  })),
  'POST /api/v2/admin/documents/:documentId/review': admin((w) => ({
    url: `/api/v2/admin/documents/${w.documentId}/review`,
    payload: { decision: 'REVIEWED' },
  })),
  'GET /api/v2/admin/documents/:documentId/download': admin((w) => ({
    url: `/api/v2/admin/documents/${w.documentId}/download`,
  })),
  'GET /api/v2/admin/officers/:nmlsId/flow-type': admin(() => ({
    url: '/api/v2/admin/officers/2000002/flow-type',
  })),
  'PUT /api/v2/admin/officers/:nmlsId/flow-type': admin(() => ({
    url: '/api/v2/admin/officers/2000002/flow-type',
    payload: { flowType: null },
  })),
  'GET /api/v2/admin/companies/:companyNmls/flow-type': admin(() => ({
    url: '/api/v2/admin/companies/3000001/flow-type',
  })),
  'PUT /api/v2/admin/companies/:companyNmls/flow-type': admin(() => ({
    url: '/api/v2/admin/companies/3000001/flow-type',
    payload: { flowType: null },
  })),
};
