/**
 * The screens after review that the walker cannot fill from a data set: the disclosures link (opened in a new
 * tab, as the E-SIGN consent needs), the closing slot and how the money is paid out. Also the API calls that
 * prepare an application up to a chosen offer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SOFT_CREDIT_PULL_CONSENT } from '../../src/shared/consents.ts';
import { type Hands, handsFor } from './hands.ts';

/**
 * Records the soft-pull consent, pulls credit, prices and chooses the first offer (of a credit type when one is
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

/** On the disclosures screen: opens the disclosures link in its new tab, waits for the page, and closes it. */
export async function openDisclosures(
  page: Page,
  onDisclosuresPage?: (disclosures: Page, context: BrowserContext) => Promise<void>,
  hands: Hands = handsFor(page),
) {
  const link = page.getByRole('link', { name: 'Open your initial disclosures (opens in a new tab)' });
  await link.waitFor();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), hands.press(link)]);
  await popup.getByRole('heading', { level: 1, name: 'Initial disclosures' }).waitFor();
  if (onDisclosuresPage) await onDisclosuresPage(popup, page.context());
  await popup.close();
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
