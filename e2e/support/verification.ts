import type { Page } from 'playwright-core';
import { passwordGrantBody } from '../../tests/support/identity.ts';
import { type Hands, handsFor } from './hands.ts';
import { E2E_PASSWORD } from './identity.ts';

export type VerificationKind = 'identity' | 'income';

interface VerificationAnswers {
  applicant?: {
    legal?: { dateOfBirth?: string; ssn?: string };
    employment?: { primary?: { employerName?: string } };
  };
}

export interface VerificationOptions {
  /** `cancel` presses Cancel on the hosted page instead of Verify or Connect. */
  action?: 'verify' | 'cancel';
  /** Runs on the hosted page before it is filled (e.g. an axe check). */
  onHostedPage?: (page: Page) => Promise<void>;
  /** The pointer (default) or the keyboard alone. */
  hands?: Hands;
}

const START = { identity: 'Verify my identity', income: 'Connect my payroll' } as const;

/** The outcome texts the panel shows in its live region. */
export const VERIFICATION_OUTCOMES = {
  identityPassed: 'Your identity is verified.',
  identityAlreadyVerified: 'Your identity is already verified.',
  identityFailed: 'We could not verify your identity.',
  identityRetry: 'could not confirm your details this time',
  incomePassed: 'Your income is verified.',
  incomeFailed: 'We could not find a payroll connection for you.',
  cancelled: 'You left the verification service before finishing.',
  unavailable: 'The verification service did not answer.',
} as const;

/** Whether the step's identity panel says identity is verified (waits for the panel: its button or its outcome). */
export async function identityShownVerified(page: Page): Promise<boolean> {
  const verified = page
    .getByRole('status')
    .filter({ hasText: /^Your identity is (already )?verified\./ })
    .first();
  const otherwise = page
    .getByRole('button', { name: new RegExp(`^(${START.identity}|Try again)$`) })
    .or(page.getByRole('status').filter({ hasText: VERIFICATION_OUTCOMES.identityFailed }));
  await verified.or(otherwise).first().waitFor();
  return verified.isVisible();
}

/**
 * On a step with a verification panel (applicant/id, prequal/voi, applicant/income): opens the simulated service,
 * answers its hosted page from `answers` (the date of birth and the SSN's last four; for income the employer of the
 * data set when the service lists it, else the first one listed), comes back and waits for the outcome. It does not
 * press Continue: the walker goes on from the step as usual. Resolves to the outcome text shown.
 */
export async function completeVerification(
  page: Page,
  kind: VerificationKind,
  answers: unknown,
  options: VerificationOptions = {},
): Promise<string> {
  const data = (answers ?? {}) as VerificationAnswers;
  const hands = options.hands ?? handsFor(page);
  const stepUrl = new URL(page.url());
  // Verified on an earlier screen (the soft-pull consent): the panel says so and Continue goes on.
  if (kind === 'identity' && (await identityShownVerified(page)))
    return (
      await page
        .getByRole('status')
        .filter({ hasText: /verified\./ })
        .first()
        .innerText()
    ).trim();
  // The panel's first button, or 'Try again' after a retry or an outage.
  await hands.press(page.getByRole('button', { name: new RegExp(`^(${START[kind]}|Try again)$`) }));
  await page.waitForURL((url) => url.pathname === `/verification-sim/${kind}`);
  await options.onHostedPage?.(page);
  if (options.action === 'cancel') {
    await hands.press(page.getByRole('button', { name: 'Cancel', exact: true }));
  } else if (kind === 'identity') {
    const legal = data.applicant?.legal ?? {};
    await hands.fillDate(
      page.getByLabel('Date of birth', { exact: true }),
      legal.dateOfBirth ?? '1984-03-09',
    );
    await hands.fill(
      page.getByLabel('Last four digits of your Social Security number', { exact: true }),
      (legal.ssn ?? '0000').slice(-4),
    );
    await hands.press(page.getByRole('button', { name: 'Verify', exact: true }));
  } else {
    const wanted = data.applicant?.employment?.primary?.employerName;
    const employers = page.getByRole('group', { name: 'Your employer' }).getByRole('radio');
    const named = page.getByRole('radio', { name: wanted ?? '(none)', exact: true });
    await hands.check(wanted && (await named.count()) > 0 ? named : employers.first());
    await hands.press(page.getByRole('button', { name: 'Connect', exact: true }));
  }
  // Back on the step (the panel then drops the session from the address); the page loads the app again.
  await page.waitForURL((url) => url.pathname === stepUrl.pathname, { waitUntil: 'commit', timeout: 60_000 });
  const region = page.getByRole('status').filter({
    hasText: new RegExp(
      Object.values(VERIFICATION_OUTCOMES)
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
    ),
  });
  await region.first().waitFor({ timeout: 45_000 });
  return (await region.first().innerText()).trim();
}

/** An access token for a user (the embedded provider's password grant), to prepare data through the API. */
export async function passwordToken(
  page: Page,
  baseUrl: string,
  email: string,
  password = E2E_PASSWORD,
): Promise<string> {
  const response = await page.request.post(`${baseUrl}/idp/oauth/token`, {
    data: passwordGrantBody(email, password),
  });
  if (!response.ok())
    throw new Error(`password grant answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An access token for an e2e borrower (registered with the e2e password). */
export const borrowerToken = (page: Page, baseUrl: string, email: string) =>
  passwordToken(page, baseUrl, email);

/** Saves `answers` into the borrower's application through the API (a merge patch on the current version). */
export async function saveAnswers(
  page: Page,
  baseUrl: string,
  token: string,
  appId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const current = await page.request.get(`${baseUrl}/api/v2/application/${appId}`, { headers });
  const { version } = (await current.json()) as { version: number };
  const saved = await page.request.patch(`${baseUrl}/api/v2/application/${appId}`, {
    headers: { ...headers, 'if-match': `"${version}"` },
    data: answers,
  });
  if (!saved.ok()) throw new Error(`saving answers answered ${saved.status()}: ${await saved.text()}`);
}

/**
 * Through the API, what the soft-pull consent screen has the borrower do first: verify their identity on the
 * simulated service's hosted page (the service told to pass them, the application's other scenario parts kept: the
 * data sets' legal last name is Idfail). Nothing when identity is verified already.
 */
export async function verifyIdentityThroughApi(page: Page, baseUrl: string, token: string, appId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (what: string, response: Awaited<ReturnType<Page['request']['get']>>) => {
    if (response.status() >= 400)
      throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return response;
  };
  const stored = await ok(
    'the identity status',
    await page.request.get(`${baseUrl}/api/v2/idv/identity/verification/${appId}`, { headers }),
  );
  if (((await stored.json()) as { data: { status: string } }).data.status === 'passed') return;
  const scenarioUrl = `${baseUrl}/api/v2/simulators/applications/${appId}/scenario`;
  const scenario = (await (await page.request.get(scenarioUrl, { headers })).json()) as object;
  await ok(
    'the scenario',
    await page.request.put(scenarioUrl, { headers, data: { ...scenario, identity: 'pass' } }),
  );
  const link = await ok(
    'create-token',
    await page.request.post(`${baseUrl}/api/v2/idv/create-token`, {
      headers,
      data: {
        appId,
        product: 'identity_verification',
        returnPath: `/2000001/select-offer/consent?appId=${appId}`,
      },
    }),
  );
  const { linkToken } = ((await link.json()) as { data: { linkToken: string } }).data;
  const hosted = await page.request.post(`${baseUrl}/verification-sim/identity`, {
    form: { token: linkToken, dateOfBirth: '1984-03-09', ssnLast4: '9630', action: 'verify' },
    maxRedirects: 0,
  });
  const sessionId = new URL(hosted.headers().location ?? '', baseUrl).searchParams.get('verificationSession');
  if (!sessionId) throw new Error(`the hosted identity page answered ${hosted.status()} without a session`);
  await ok(
    'verify-id',
    await page.request.post(`${baseUrl}/api/v2/application/${appId}/borrower/verify-id`, {
      headers,
      data: { sessionId },
    }),
  );
}
