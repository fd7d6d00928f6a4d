// Issue 7, the co-borrower end to end: a borrower (application prepared through the API) invites a co-borrower on
// applicant/coborrower-info; the invitation is read from the outbox page (/dev/outbox, MAIL_PROVIDER=outbox); in a
// second browser context the co-borrower registers from the link, accepts, and walks every co-borrower step with
// a co-borrower data set (slim-1 with the minimal one, long-1 with the maximal one); the co-borrower reads only
// the shared view of the application, the borrower never the co-borrower's answers; the borrower then sees the
// co-borrower as completed on applicant/coborrower-status. The co-borrower's part ends with their own authorisation
// of the full credit report (the borrower's text), just before they send their answers. Axe at 375 and 1280 px on
// every screen, the outbox too.

import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARD_CREDIT_PULL_CONSENT } from '../src/shared/consents.ts';
import { collectPageErrors } from './support/browser.ts';
import {
  expectNoAxeViolations,
  fillStep,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
  walkTimeout,
} from './support/flow-walker.ts';
import { fillRegistrationForm, uniqueEmail } from './support/identity.ts';
import {
  type Borrower,
  type Journey,
  openWithoutCachedApplication,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import { borrowerToken, saveAnswers } from './support/verification.ts';

const coborrowerData = (name: string) =>
  JSON.parse(readFileSync(new URL(`../tests/fixtures/coborrower/${name}.json`, import.meta.url), 'utf8')) as {
    coborrower: { legal: { ssn: string; lastName: string; dateOfBirth: string } };
  };

/** The co-borrower's authorisation of the full credit report, the last step before they send their answers. */
const CONSENT_STEP = 'coborrower/credit-authorization';

interface Case {
  flowType: 'slim-1' | 'long-1';
  dataSet: 'minimal' | 'maximal';
  officerId: string;
}

const CASES: Case[] = [
  { flowType: 'slim-1', dataSet: 'minimal', officerId: '2000001' },
  { flowType: 'long-1', dataSet: 'maximal', officerId: '2000001' },
];

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => {
  await journey?.stop();
});

describe.each(CASES)(
  '$flowType: a co-borrower with the $dataSet answers',
  ({ flowType, dataSet, officerId }) => {
    const flow = loadFlow(flowType);
    const borrowerData = loadDataSet(flowType, 'minimal') as Record<string, unknown> & {
      applicant: { legal: { ssn: string; lastName: string } };
    };
    const cob = coborrowerData(dataSet);
    const label = `coborrower-${flowType}-${dataSet}`;
    const coborrowerEmail = uniqueEmail(`cob-${flowType}`);
    let borrower: Borrower;
    let coContext: BrowserContext;
    let coPage: Page;
    let token: string;
    afterAll(async () => {
      await borrower?.context.close();
      await coContext?.close();
    });

    const stepUrl = (stepPath: string, appId: string) => (url: URL) =>
      url.pathname === `/${officerId}/${stepPath}` && url.searchParams.get('appId') === appId;

    it('the borrower invites a co-borrower on applicant/coborrower-info', async () => {
      borrower = await registerBorrower(journey, {
        officerId,
        prefix: label,
        flowType: flowType === 'slim-1' ? undefined : flowType,
      });
      const { page, appId } = borrower;
      const base = journey.server.baseUrl;
      token = await borrowerToken(page, base, borrower.email);
      const { addBorrower: _ignored, ...answers } = borrowerData;
      await saveAnswers(page, base, token, appId, answers);
      await openWithoutCachedApplication(
        page,
        `${base}/${officerId}/applicant/coborrower-info?appId=${appId}`,
      );
      const step = flow.steps.find((candidate) => candidate.path === 'applicant/coborrower-info');
      if (!step || !('screen' in step)) throw new Error('no applicant/coborrower-info');
      const document = await waitForStep(page, step as never);
      const invite = {
        addBorrower: {
          addCoBorrower: 'yes',
          coBorrower: {
            firstName: 'Jordan',
            lastName: 'Reyes',
            email: coborrowerEmail,
            relationship: 'Spouse',
          },
        },
      };
      await fillStep(page, document, invite);
      await expectNoAxeViolations(page, `${flowType} applicant/coborrower-info`);
      await page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true }).click();
      await page.waitForURL(stepUrl('applicant/coborrower-status', appId)).catch(async (error: unknown) => {
        const shown = await page.locator('body').innerText();
        throw new Error(`Still on ${page.url()}: ${shown.replace(/\n+/g, ' | ').slice(0, 1200)}`, {
          cause: error,
        });
      });
      await page.getByRole('list', { name: 'Co-borrowers' }).waitFor();
      await expect.poll(() => page.getByText('Invited: has not joined yet').count()).toBe(1);
      await expectNoAxeViolations(page, `${flowType} applicant/coborrower-status (invited)`);
    });

    it('the co-borrower opens the invitation from the outbox, registers and lands on coborrower/processing', async () => {
      // No bypassCSP: axe is evaluated through the DevTools protocol, so the co-borrower's pages run under
      // their real Content Security Policy and anything it refuses fails the journey.
      coContext = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
      coPage = await coContext.newPage();
      collectPageErrors(coPage, journey.pageErrors);
      await coPage.goto(`${journey.server.baseUrl}/dev/outbox`);
      await coPage.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      await expectNoAxeViolations(coPage, 'the outbox page');
      const message = coPage.locator('article').filter({ hasText: coborrowerEmail });
      await expect.poll(() => message.count()).toBe(1);
      await message.getByRole('link').click();
      await coPage.getByRole('heading', { level: 1, name: 'Join the loan application' }).waitFor();
      await expectNoAxeViolations(coPage, 'coborrower/create-account');
      await coPage.getByRole('button', { name: 'Register' }).click();
      await coPage.waitForURL((url) => url.pathname === '/idp/authorize');
      await fillRegistrationForm(coPage, coborrowerEmail, { first: 'Jordan', last: 'Reyes' });
      await coPage.waitForURL(stepUrl('coborrower/processing', borrower.appId), { timeout: 30_000 });
      await coPage.getByText('Invited by').waitFor();
    });

    it(
      'the co-borrower walks every co-borrower step to get-money',
      async () => {
        // Each co-borrower screen is also checked with its errors shown.
        const walk = (until?: string) =>
          walkFlow({ page: coPage, officerId, flow, data: cob, label, checkErrorState: true, until });
        const before = await walk(CONSENT_STEP);
        // Their part ends with their own authorisation of the hard inquiry, in the borrower's words.
        await waitForStep(coPage, screenStep(flow, CONSENT_STEP));
        await coPage.getByRole('heading', { level: 2, name: HARD_CREDIT_PULL_CONSENT.title }).waitFor();
        await coPage.getByText(HARD_CREDIT_PULL_CONSENT.text, { exact: true }).waitFor();
        const completed = [...before, ...(await walk())];
        expect(completed).toContain(CONSENT_STEP);
        expect(completed.indexOf(CONSENT_STEP)).toBe(completed.length - 2);
        expect(completed[0]).toBe('coborrower/processing');
        expect(completed.at(-1)).toBe('coborrower/get-money');
        expect(completed.includes('coborrower/address-history')).toBe(dataSet === 'maximal');
        await coPage.getByText('Your answers have been sent').waitFor();
      },
      walkTimeout(flow),
    );

    it('neither reads the other one’s answers', async () => {
      const base = journey.server.baseUrl;
      const coToken = await borrowerToken(coPage, base, coborrowerEmail);
      const shared = await coPage.request.get(`${base}/api/v2/application/${borrower.appId}`, {
        headers: { authorization: `Bearer ${coToken}` },
      });
      expect(shared.status()).toBe(200);
      const sharedText = await shared.text();
      const { legal } = borrowerData.applicant;
      // The last four as the API would show them (four digits alone can turn up inside any random id).
      for (const secret of [legal.ssn, `*****${legal.ssn.slice(-4)}`, legal.lastName])
        expect(sharedText).not.toContain(secret);
      expect(JSON.parse(sharedText).shared.borrowerFirstName).toBeTruthy();
      const own = await coPage.request.get(`${base}/api/v2/application/${borrower.appId}/contacts`, {
        headers: { authorization: `Bearer ${coToken}` },
      });
      expect((await own.json()).data[0].status).toBe('completed');
      // On screen too: a borrower's step opened by the co-borrower shows none of the borrower's answers.
      await coPage.goto(`${base}/${officerId}/applicant/legal?appId=${borrower.appId}`);
      await coPage.getByRole('heading', { level: 1, name: 'This part is for the borrower' }).waitFor();
      expect(await coPage.locator('input').count()).toBe(0);
      await expectNoAxeViolations(coPage, 'a borrower step opened by the co-borrower');
      const ownerDocument = await borrower.page.request.get(`${base}/api/v2/application/${borrower.appId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const ownerText = await ownerDocument.text();
      for (const secret of [
        cob.coborrower.legal.ssn,
        `*****${cob.coborrower.legal.ssn.slice(-4)}`,
        cob.coborrower.legal.dateOfBirth,
      ])
        expect(ownerText).not.toContain(secret);
    });

    it('the borrower sees the co-borrower as completed on applicant/coborrower-status', async () => {
      const { page } = borrower;
      await page.reload();
      await page.getByRole('list', { name: 'Co-borrowers' }).waitFor();
      await expect.poll(() => page.getByText('Completed: sent their answers').count()).toBe(1);
      await expectNoAxeViolations(page, `${flowType} applicant/coborrower-status (completed)`);
    });

    it('had no uncaught errors in the pages', () => {
      expect(journey.pageErrors).toEqual([]);
    });
  },
);
