/**
 * The screens after review that the walker cannot fill from a data set: the disclosures link (opened in a new
 * tab, as the E-SIGN consent needs), the closing slot and how the money is paid out. Also the API calls that
 * prepare an application up to a chosen offer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SOFT_CREDIT_PULL_CONSENT } from '../../src/shared/consents.ts';

/** Records the soft-pull consent, pulls credit, prices and chooses the first offer, through the API. */
export async function chooseFirstOfferThroughApi(page: Page, baseUrl: string, token: string, appId: string) {
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
    products: { id: string; loanAmount: number }[];
  };
  const [offer] = priced.products;
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
) {
  const link = page.getByRole('link', { name: 'Open your initial disclosures (opens in a new tab)' });
  await link.waitFor();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await popup.getByRole('heading', { level: 1, name: 'Initial disclosures' }).waitFor();
  if (onDisclosuresPage) await onDisclosuresPage(popup, page.context());
  await popup.close();
}

/** On schedule-closing: the first day and its first time, then Schedule closing. */
export async function scheduleFirstClosing(page: Page) {
  const day = page.getByLabel('Closing day');
  await day.waitFor();
  const first = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(first as string);
  await page
    .getByRole('radiogroup', { name: 'Closing time (Eastern time)' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('button', { name: 'Schedule closing' }).click();
}

/** On get-money: direct deposit into a checking account. */
export async function chooseDirectDeposit(page: Page, routingNumber: string, accountNumber: string) {
  await page.getByRole('radio', { name: 'Direct deposit to my bank account' }).check();
  await page.getByLabel('Routing number').fill(routingNumber);
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByRole('radio', { name: 'Checking' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

export async function chooseCheckByMail(page: Page) {
  await page.getByRole('radio', { name: 'A check by mail' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}
