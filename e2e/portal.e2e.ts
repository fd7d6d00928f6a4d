// The borrower portal (issue 8): the seeded demo borrower signs in through the portal's log-in page, sees the
// dashboard, opens a loan, uploads a real PDF, PNG and JPEG to a to-do and sees 'Submitted'; an invalid type and an
// 11 MB file get the spec's messages; a processor (admin API) rejects a document and advances the milestone, and
// the open portal shows both without a reload. axe at 375 and 1280 px on every portal screen and state.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneName } from '../src/shared/loan-milestones.ts';
import { UPLOAD_TEXTS } from '../src/shared/uploads.ts';
import { collectPageErrors, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { fillLoginForm } from './support/identity.ts';
import { type Journey, startJourney } from './support/journey.ts';
import { isScaledOut } from './support/server.ts';
import { passwordToken } from './support/verification.ts';

const OFFICER = '2000001';
const DEMO_BORROWER = { email: 'demo.borrower@example.com', password: 'Demo-Borrower-2026' };
const DEMO_PROCESSOR = { email: 'demo.processor@example.com', password: 'Demo-Processor-2026' };
const documentFile = (name: string) =>
  fileURLToPath(new URL(`../tests/fixtures/documents/${name}`, import.meta.url));

let journey: Journey;
let context: BrowserContext;
let page: Page;
let scratch: string;

beforeAll(async () => {
  journey = await startJourney();
  context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  collectPageErrors(page, journey.pageErrors);
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
});

afterAll(async () => {
  await context?.close();
  await journey?.stop();
});

const portalUrl = (rest = '') => `${journey.server.baseUrl}/${OFFICER}/portal${rest}`;
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Where the processor's calls go. Behind two instances (E2E_DATABASE_URL): straight to the instance that is not
 * serving the page's event stream, so a change shown without a reload has crossed from one instance to the other.
 */
function processorBaseUrl(): string {
  const server = journey.server;
  if (!isScaledOut(server)) return server.baseUrl;
  const stream = server.forwarded.findLast((request) => request.path.startsWith('/api/v2/events'));
  if (!stream) throw new Error('The portal opened no event stream through the proxy.');
  return server.instanceUrls[(stream.instance + 1) % server.instanceUrls.length] as string;
}

/** The processor's call to the admin API. */
async function admin(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const token = await passwordToken(
    page,
    journey.server.baseUrl,
    DEMO_PROCESSOR.email,
    DEMO_PROCESSOR.password,
  );
  const response = await page.request.fetch(`${processorBaseUrl()}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** Opens the upload panel of the first open task and returns it. */
async function openUploadPanel() {
  const tasks = page.getByRole('region', { name: /^Tasks/ });
  await tasks
    .getByRole('button', { name: /^Start/ })
    .first()
    .click();
  const panel = page.getByRole('region', { name: /Upload documents/ });
  await panel.waitFor();
  return panel;
}

async function chooseFiles(panel: ReturnType<Page['getByRole']>, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(files);
}

describe('the borrower portal', () => {
  let loanId: string;

  it('signs the demo borrower in from the portal log-in page and shows the dashboard', async () => {
    await page.goto(portalUrl('/login'));
    await heading('Borrower Portal Login').waitFor();
    await expectNoAxeViolations(page, 'portal/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillLoginForm(page, DEMO_BORROWER.email, DEMO_BORROWER.password);
    await page.waitForURL((url) => url.pathname === `/${OFFICER}/portal`);
    await heading('Loan Dashboard').waitFor();
    await page.getByText('Application in Progress / Not Submitted').first().waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /View Loan/ }).count())
      .toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('button', { name: /Finish Application/ }).count()).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, 'portal dashboard');
    await screenshotWidths(page, 'portal-dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, 'portal dashboard, account menu open', [1280]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('opens a loan at Provide Documentation: summary, to-dos and contacts', async () => {
    const card = page.getByRole('article').filter({ hasText: 'Provide Documentation' }).first();
    await card.getByRole('button', { name: /View Loan/ }).click();
    await page.waitForURL((url) => /\/portal\/loans\/\d+$/.test(url.pathname));
    loanId = new URL(page.url()).pathname.split('/').at(-1) as string;
    await page.getByRole('heading', { name: 'Milestone Status' }).waitFor();
    await page.getByRole('heading', { name: 'Loan Details' }).waitFor();
    await expectNoAxeViolations(page, 'portal loan summary');
    await screenshotWidths(page, 'portal-loan-summary');

    // A phone: the loan sidebar is a drawer behind 'Loan menu'.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Loan menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Loan menu' });
    await drawer.waitFor();
    await expectNoAxeViolations(page, 'portal loan menu drawer open', [375]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page
      .getByRole('link', { name: /Contact Us/ })
      .first()
      .click();
    await heading('Contact Us').waitFor();
    await page.getByRole('heading', { name: 'LOAN CONTACTS' }).waitFor();
    await expectNoAxeViolations(page, 'portal contact us');

    await page
      .getByRole('link', { name: /My To-Do List/ })
      .first()
      .click();
    await heading('My To-Do List').waitFor();
    const submittedToggle = page.getByRole('button', { name: /^Submitted/ });
    await expect.poll(() => submittedToggle.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(page, 'portal to-dos');
    await submittedToggle.click();
    await expect.poll(() => submittedToggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'portal to-dos, submitted open');
    await screenshotWidths(page, 'portal-todos');
  });

  it('refuses an invalid file type and an 11 MB file with the spec messages', async () => {
    const panel = await openUploadPanel();
    await expectNoAxeViolations(page, 'portal upload panel');
    const text = path.join(scratch, 'notes.txt');
    writeFileSync(text, 'not a document');
    const large = path.join(scratch, 'large-scan.pdf');
    writeFileSync(large, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]));
    await chooseFiles(panel, [text, large]);
    await panel.getByText(UPLOAD_TEXTS.invalidType).waitFor();
    await panel.getByText(UPLOAD_TEXTS.tooLarge).waitFor();
    await expectNoAxeViolations(page, 'portal upload panel with refused files');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByText(UPLOAD_TEXTS.noValidFile).waitFor();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('uploads a real PDF, PNG and JPEG to a to-do, which then shows Submitted', async () => {
    const tasks = page.getByRole('region', { name: /^Tasks/ });
    const item = tasks
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Start/ }) })
      .first();
    const description = (await item.getByRole('heading').first().innerText()).trim();
    const panel = await openUploadPanel();
    await chooseFiles(panel, [
      documentFile('sample-document.pdf'),
      documentFile('sample-document.png'),
      documentFile('sample-document.jpg'),
    ]);
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(3);
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.waitFor({ state: 'detached' });
    const submitted = page.getByRole('listitem').filter({ hasText: description });
    await expect
      .poll(() => submitted.getByRole('button', { name: 'Submitted' }).first().isDisabled())
      .toBe(true);
    const summary = await admin('GET', `/api/v2/admin/loans/${loanId}`);
    const task = summary.tasks.find(
      (candidate: { description: string }) => candidate.description === description,
    );
    expect(task.status).toBe('SUBMIT');
    const uploaded = task.documents.filter((doc: { filename: string }) =>
      doc.filename.startsWith('sample-document'),
    );
    expect(uploaded.map((doc: { contentType: string }) => doc.contentType).sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    await expectNoAxeViolations(page, 'portal to-dos after upload');
  });

  it('shows a processor rejecting a document and advancing the milestone without a reload', async () => {
    const summary = await admin('GET', `/api/v2/admin/loans/${loanId}`);
    const task = summary.tasks.find((candidate: { status: string }) => candidate.status === 'SUBMIT');
    const [document] = task.documents;
    const reason = 'The pay stub is cut off at the bottom; please upload the whole page.';
    // A marker on the page that a reload would remove.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await admin('POST', `/api/v2/admin/documents/${document.id}/review`, { decision: 'REJECTED', reason });
    await page.getByText(reason).waitFor();

    await page
      .getByRole('link', { name: /Loan Summary/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Milestone Status' }).waitFor();
    const before = summary.milestone as number;
    await admin('POST', `/api/v2/admin/loans/${loanId}/milestone/advance`);
    const next = milestoneName(before + 1);
    await page.getByText(`${next} (current)`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expectNoAxeViolations(page, 'portal loan summary after the milestone moved');
  });

  it('signs a document in the e-sign tab; the open to-do list shows it signed without a reload', async () => {
    await page
      .getByRole('link', { name: /My To-Do List/ })
      .first()
      .click();
    await heading('My To-Do List').waitFor();
    const unsigned = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Sign / }) })
      .first();
    const description = (await unsigned.getByRole('heading').first().innerText()).trim();
    const signLink = unsigned.getByRole('link', { name: /^Sign / });
    const opened = context.waitForEvent('page');
    await signLink.click();
    const signing = await opened;
    await signing.getByRole('heading', { name: 'Sign your document' }).waitFor();
    // axe is injected as a script, which the signing page's CSP (no scripts at all) refuses: a copy of the page
    // in a context that bypasses CSP is checked instead.
    const copyContext = await journey.browser.newContext({ bypassCSP: true });
    const copy = await copyContext.newPage();
    await copy.goto(signing.url());
    await copy.getByRole('heading', { name: 'Sign your document' }).waitFor();
    await expectNoAxeViolations(copy, 'e-sign simulator page');
    await copyContext.close();
    await signing.getByLabel('Your full name').fill('Demo Borrower');
    await signing.getByRole('button', { name: 'Sign' }).click();
    await signing
      .getByText(/signed/i)
      .first()
      .waitFor();
    await signing.close();
    const item = page.getByRole('listitem').filter({ hasText: description });
    await item.getByText('Signed', { exact: true }).waitFor();
  });

  it('shows 404 Not Found for an unknown portal path', async () => {
    await page.goto(portalUrl('/nowhere/at-all'));
    await page.getByText('404 Not Found').waitFor();
    await expectNoAxeViolations(page, 'portal 404');
    expect(journey.pageErrors).toEqual([]);
  });
});
