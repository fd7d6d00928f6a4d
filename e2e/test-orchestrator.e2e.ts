// Journey: the tester's page testOrch (DESIGN.md 9; issue 7 deliver 5). In the built SPA (not a development
// build) it opens only for the demo admin, whose access token carries permissions ['admin']; a borrower sees
// only "This page is for testers.".
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { fillLoginForm } from './support/identity.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';

const OFFICER = '1464945';
const ADMIN_EMAIL = 'demo.admin@example.com';
const ADMIN_PASSWORD = 'Demo-Admin-Tester-2026';

let journey: Journey;

describe('the tester page (testOrch)', () => {
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(async () => journey?.stop());

  describe('for the demo admin', () => {
    let context: BrowserContext;
    let page: Page;
    let appId: string;

    beforeAll(async () => {
      context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      collectPageErrors(page, journey.pageErrors);
    });
    afterAll(async () => context?.close());

    it('logs in and gets an application', async () => {
      await page.goto(`${journey.server.baseUrl}/${OFFICER}/login`);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname === '/idp/authorize');
      await fillLoginForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(
        (url) => url.pathname.startsWith(`/${OFFICER}/`) && url.searchParams.has('appId'),
      );
      appId = new URL(page.url()).searchParams.get('appId') as string;
      expect(appId).toMatch(/\S/);
    });

    it("sees the flow's steps with their kind, screen, next, progress and section", async () => {
      await page.goto(`${journey.server.baseUrl}/${OFFICER}/testOrch?appId=${appId}`);
      await page.getByRole('heading', { level: 1, name: 'Test orchestrator' }).waitFor();
      const table = page.getByRole('table', { name: /Steps of the .* flow/ });
      await table.waitFor();
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers).toEqual(['Path', 'Kind', 'Screen', 'Next', 'Progress', 'Section']);
      const addressRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'property/address', exact: true }) });
      expect(await addressRow.getByRole('cell').allTextContents()).toEqual([
        'Protected',
        'property-address',
        'property/info',
        '20',
        'prequal',
      ]);
      const addBorrower = table.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: 'applicant/add-borrower', exact: true }),
      });
      expect(await addBorrower.getByRole('cell').nth(2).textContent()).toBe(
        'applicant/coborrower-info when addBorrower.addCoBorrower is "yes"; otherwise cosigner/support',
      );
      await screenshotWidths(page, 'test-orchestrator');
      await expectNoAxeViolations(page, 'test orchestrator');
    });

    it('jumps to a step with the current application', async () => {
      await page.getByRole('link', { name: 'property/loan-amount', exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === `/${OFFICER}/property/loan-amount` && url.searchParams.get('appId') === appId,
      );
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  describe('for a borrower', () => {
    let borrower: Borrower;

    beforeAll(async () => {
      borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'tester-page' });
    });
    afterAll(async () => borrower?.context.close());

    it('shows only "This page is for testers."', async () => {
      const { page, appId } = borrower;
      const whoami = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v2/admin/whoami',
      );
      await page.goto(`${journey.server.baseUrl}/${OFFICER}/testOrch?appId=${appId}`);
      expect((await whoami).status()).toBe(403);
      await page.getByRole('heading', { level: 1, name: 'This page is for testers.' }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'property/address' }).count()).toBe(0);
      // The borrower stays signed in: a refused permission check is not a lost session.
      expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/testOrch`);
      await screenshotWidths(page, 'test-orchestrator-refused');
      await expectNoAxeViolations(page, 'test orchestrator refused');
    });
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
