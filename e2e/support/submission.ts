/**
 * The screens after review that the walker cannot fill from a data set: the sample document (opened in a new tab,
 * as the E-SIGN consent needs), the disclosures link, the closing slot and how the money is paid out. Also the API
 * calls that prepare an application up to a chosen offer, and give the consents submission needs.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
  SOFT_CREDIT_PULL_CONSENT,
} from '../../src/shared/consents.ts';
import { type Hands, handsFor } from './hands.ts';
import { verifyIdentityThroughApi } from './verification.ts';

/**
 * Records the soft-pull consent, verifies identity, pulls credit, prices and chooses the first offer (of a credit type when one is
 * named: 'closed-end' for the fixed loan), through the API.
 */
export async function chooseFirstOfferThroughApi(
  page: Page,
  baseUrl: string,
  token: string,
  appId: string,
  creditType?: 'closed-end' | 'open-end',
) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data?: unknown) => {
    const response = await page.request.post(`${baseUrl}${path}`, { headers, ...(data ? { data } : {}) });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  await post(`/api/v2/application/${appId}/consents`, {
    kind: SOFT_CREDIT_PULL_CONSENT.kind,
    textVersion: SOFT_CREDIT_PULL_CONSENT.version,
  });
  await verifyIdentityThroughApi(page, baseUrl, token, appId);
  await post(`/api/v2/applications/${appId}/credit`);
  const priced = (await post('/api/v2/pricing/new', { applicationId: appId })) as {
    products: { id: string; loanAmount: number; creditType: string }[];
  };
  const offer = priced.products.find((product) => !creditType || product.creditType === creditType);
  if (!offer) throw new Error('pricing offered nothing');
  await post('/api/v2/pricing/offers', {
    applicationId: appId,
    productId: offer.id,
    loanAmount: offer.loanAmount,
  });
}

/**
 * Through the API, what the borrower does on the E-SIGN and disclosures steps: opens the sample document, consents,
 * opens the disclosures, acknowledges them and authorises the hard pull.
 */
export async function consentToSubmitThroughApi(page: Page, baseUrl: string, token: string, appId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${baseUrl}/api/v2/application/${appId}`;
  const ok = async (what: string, response: Awaited<ReturnType<Page['request']['get']>>) => {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return response;
  };
  const openLink = async () => {
    const link = (await (
      await ok('the link', await page.request.get(`${base}/disclosuresLink`, { headers }))
    ).json()) as {
      url: string;
    };
    await ok('the page', await page.request.get(link.url));
  };
  await openLink();
  await ok(
    'E-SIGN',
    await page.request.post(`${base}/esign-consent`, {
      headers,
      data: { textVersion: E_SIGN_CONSENT.version, accepted: true },
    }),
  );
  await openLink();
  await ok(
    'the receipt',
    await page.request.post(`${base}/disclosures-receipt`, {
      headers,
      data: { textVersion: DISCLOSURES_RECEIPT.version, accepted: true },
    }),
  );
  await ok(
    'the hard pull',
    await page.request.post(`${base}/consents`, {
      headers,
      data: { kind: HARD_CREDIT_PULL_CONSENT.kind, textVersion: HARD_CREDIT_PULL_CONSENT.version },
    }),
  );
}

/** Opens a link of the page in its new tab, waits for the page's h1, lets `onPage` look at it, and closes it. */
async function openInNewTab(
  page: Page,
  linkName: string,
  heading: string,
  hands: Hands,
  onPage?: (opened: Page, context: BrowserContext) => Promise<void>,
) {
  const link = page.getByRole('link', { name: linkName });
  await link.waitFor();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), hands.press(link)]);
  await popup.getByRole('heading', { level: 1, name: heading }).waitFor();
  if (onPage) await onPage(popup, page.context());
  await popup.close();
}

/** On the E-SIGN consent screen: opens the sample document in its new tab, as the consent needs. */
export async function openSampleDocument(page: Page, hands: Hands = handsFor(page)) {
  await openInNewTab(page, 'Open the sample document (opens in a new tab)', 'Sample document', hands);
}

/** On the disclosures screen: opens the disclosures link in its new tab, waits for the page, and closes it. */
export async function openDisclosures(
  page: Page,
  onDisclosuresPage?: (disclosures: Page, context: BrowserContext) => Promise<void>,
  hands: Hands = handsFor(page),
) {
  await openInNewTab(
    page,
    'Open your initial disclosures (opens in a new tab)',
    'Initial disclosures',
    hands,
    onDisclosuresPage,
  );
}

/** On schedule-closing: the first day and its first time (on the property's clock), then Schedule closing. */
export async function scheduleFirstClosing(page: Page, hands: Hands = handsFor(page)) {
  const day = page.getByLabel('Closing day');
  await day.waitFor();
  const first = await day.locator('option').nth(1).getAttribute('value');
  await hands.select(day, first as string);
  await hands.check(
    page
      .getByRole('radiogroup', { name: /^Closing time \(\w+ time\)$/ })
      .getByRole('radio')
      .first(),
  );
  await hands.press(page.getByRole('button', { name: 'Schedule closing' }));
}

/** On get-money: direct deposit into a checking account. */
export async function chooseDirectDeposit(
  page: Page,
  routingNumber: string,
  accountNumber: string,
  hands: Hands = handsFor(page),
) {
  await hands.check(page.getByRole('radio', { name: 'Direct deposit to my bank account' }));
  await hands.fill(page.getByLabel('Routing number'), routingNumber);
  await hands.fill(page.getByLabel('Account number'), accountNumber);
  await hands.check(page.getByRole('radio', { name: 'Checking' }));
  await hands.press(page.getByRole('button', { name: 'Save and continue' }));
}

export async function chooseCheckByMail(page: Page, hands: Hands = handsFor(page)) {
  await hands.check(page.getByRole('radio', { name: 'A check by mail' }));
  await hands.press(page.getByRole('button', { name: 'Save and continue' }));
}
