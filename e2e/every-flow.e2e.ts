// Every flow file, whatever a product owner has added (issue 16): a new borrower arrives with ?flowType=<type>,
// registers and walks the flow with its minimal data set, to priced offers, through verification, review and
// submission, to the last step; the answers of every screen come back from the server, and every screen passes
// axe at 375 and 1280 px. No flow is named here: the list is the files in flows/ that take new applications.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathThrough, resolveNext } from '../src/shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../src/shared/flows/flow-types.ts';
import { assembledDataSet } from '../tests/support/case-assembly.ts';
import { loadCaseCatalog } from '../tests/support/case-catalog.ts';
import { type Effort, effortLine, noEffort } from './support/effort.ts';
import {
  loadDataSet,
  loadFlow,
  loadStepDocument,
  screenStep,
  waitForStep,
  walkFlow,
  walkTimeout,
} from './support/flow-walker.ts';
import {
  applicationDocument,
  type Borrower,
  type Journey,
  registerBorrower,
  startJourney,
  withoutEmpty,
} from './support/journey.ts';
import { expectReadOnlyAnswers } from './support/read-only.ts';
import {
  chooseCheckByMail,
  openDisclosures,
  openSampleDocument,
  scheduleFirstClosing,
} from './support/submission.ts';
import { completeVerification } from './support/verification.ts';

const OFFICER = '2000001';
/** The flow a borrower gets when nothing names another: the one held to the bar of issue 17, item 7. */
const DEFAULT_FLOW = (
  JSON.parse(
    readFileSync(new URL('../src/server/config/provider-company.json', import.meta.url), 'utf8'),
  ) as { defaultFlowType: string }
).defaultFlowType;
/** Register → priced offers on the default flow: at most this many screens and answers. */
const MOST_TO_OFFERS = { screens: 8, answers: 17 };
/** The flow's minimal data set, or (a flow a product owner added without one) answers from its test cases. */
function walkerAnswers(flow: FlowFile): Record<string, unknown> {
  if (existsSync(new URL(`../tests/fixtures/${flow.flowType}/minimal.json`, import.meta.url)))
    return loadDataSet(flow.flowType, 'minimal');
  const catalog = loadCaseCatalog();
  return assembledDataSet(flow, catalog.documents, catalog.flows).data;
}

const flows = readdirSync(new URL('../flows', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => loadFlow(name.replace(/\.json$/, '')))
  .filter((flow) => !flow.retired);

interface Act {
  act: (borrower: Borrower, data: unknown) => Promise<void>;
  /** The panel leaves the step by itself; otherwise the walk fills the step and presses its button. */
  movesOn: boolean;
}

/** What the borrower does on a panel that waits for them. */
const PANEL_ACTS: Record<string, Act> = {
  offerChooser: { act: pickFirstOfferAndContinue, movesOn: true },
  eSignConsent: { act: async ({ page }) => openSampleDocument(page), movesOn: false },
  initialDisclosures: { act: async ({ page }) => openDisclosures(page), movesOn: false },
  closingScheduler: { act: async ({ page }) => scheduleFirstClosing(page), movesOn: true },
  disbursementChoice: { act: async ({ page }) => chooseCheckByMail(page), movesOn: true },
};

/** Verification is offered on other screens too (stated income), but asked for on these. */
const SCREEN_ACTS: Record<string, Act> = {
  'identity-verification': {
    act: async ({ page }, data) => void (await completeVerification(page, 'identity', data)),
    movesOn: false,
  },
  'income-verification': {
    act: async ({ page }, data) => void (await completeVerification(page, 'income', data)),
    movesOn: false,
  },
};

const actOf = (step: ScreenStep): Act | undefined =>
  SCREEN_ACTS[step.screen] ?? PANEL_ACTS[loadStepDocument(step.screen).panel ?? ''];

async function pickFirstOfferAndContinue({ page, hands }: Borrower): Promise<void> {
  const option = page.getByRole('radiogroup').getByRole('radio').first();
  await option.waitFor();
  const chosen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v2/pricing/offers',
  );
  await hands.check(option);
  expect((await chosen).status()).toBe(200);
  await hands.press(page.getByRole('button', { name: 'Continue', exact: true }));
}

/** The review screen has a part for every step before it that asked the borrower questions, under its title. */
async function expectReviewed({ page }: Borrower, flow: FlowFile, before: ScreenStep[]): Promise<void> {
  const asked = before.filter((step) => {
    const document = loadStepDocument(step.screen);
    return flow.sections[step.section]?.review && !document.panel && !document.hideButtons;
  });
  for (const step of asked) {
    const { title } = loadStepDocument(step.screen);
    await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
  }
}

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => {
  await journey?.stop();
});

describe.each(flows.map((flow) => [flow.flowType, flow] as const))(
  '%s, walked by a new borrower',
  (flowType, flow) => {
    const data: Record<string, unknown> = { ...walkerAnswers(flow), addBorrower: { addCoBorrower: 'no' } };
    let borrower: Borrower;
    afterAll(async () => borrower?.context.close());

    it(
      'reaches priced offers, submits and ends on the last step',
      async () => {
        // The borrower signs up with the data set's names, so what the flow prefills from sign-up is theirs.
        const contact = (data.contactInfo ?? {}) as { firstName?: string; lastName?: string };
        const names =
          contact.firstName && contact.lastName
            ? { first: contact.firstName, last: contact.lastName }
            : undefined;
        const effort = noEffort();
        borrower = await registerBorrower(journey, {
          officerId: OFFICER,
          prefix: `every-${flowType}`,
          flowType,
          ...(names ? { names } : {}),
          effort,
        });
        if (data.contactInfo) data.contactInfo = { ...data.contactInfo, email: borrower.email };
        const route = pathThrough(flow, data, 'create-account');
        const walk = (until?: string, counted?: Effort) =>
          walkFlow({
            page: borrower.page,
            officerId: OFFICER,
            flow,
            data,
            until,
            label: `every-${flowType}`,
            ...(counted ? { effort: counted } : {}),
          });
        const walked: string[] = [];
        // Issue 17, item 7: from the sign-up page to the first page with priced offers, what the borrower does.
        const offers = route.find((step) => loadStepDocument(step.screen).panel === 'offerChooser');
        if (offers) {
          walked.push(...(await walk(offers.path, effort)));
          console.log(effortLine(flowType, effort));
          if (flowType === DEFAULT_FLOW) {
            expect(effort.screens, effortLine(flowType, effort)).toBeLessThanOrEqual(MOST_TO_OFFERS.screens);
            expect(effort.answers, effortLine(flowType, effort)).toBeLessThanOrEqual(MOST_TO_OFFERS.answers);
          }
        }
        for (const step of route) {
          if (loadStepDocument(step.screen).panel === 'applicationReview') {
            walked.push(...(await walk(step.path)));
            await expectReviewed(borrower, flow, route.slice(0, route.indexOf(step)));
          }
          const acts = actOf(step);
          if (!acts) continue;
          walked.push(...(await walk(step.path)));
          await acts.act(borrower, data);
          if (!acts.movesOn) continue;
          walked.push(step.path);
          const next = resolveNext(step, data);
          if (next) await borrower.page.waitForURL(borrower.stepUrl(next));
        }
        walked.push(...(await walk()));
        expect(walked).toEqual(route.map((step) => step.path));
        await borrower.page.getByText(/^Loan number HL\d{10}$/).waitFor();
      },
      walkTimeout(flow),
    );

    it('has the sections the borrower answered on the server, the SSN masked', async () => {
      const document = await applicationDocument(borrower.page, borrower.appId);
      const ssn = (data as { applicant?: { legal?: { ssn?: string } } }).applicant?.legal?.ssn;
      if (ssn) {
        const stored = document as { applicant?: { legal?: { ssn?: string } } };
        expect(stored.applicant?.legal?.ssn).toBe(`*****${ssn.slice(-4)}`);
        expect(JSON.stringify(document)).not.toContain(ssn);
      }
      for (const section of ['realEstate', 'declarations', 'military', 'demographics']) {
        if (data[section] !== undefined)
          expect(withoutEmpty(document[section]), section).toEqual(withoutEmpty(data[section]));
      }
    });

    // Submitted by now: each screen shows its answers read-only (issue 17, item 2).
    it('shows each prequalification answer again when its screen is opened anew', async () => {
      const { page, appId } = borrower;
      const answered = pathThrough(flow, data, 'create-account').filter(
        (step) =>
          step.section === 'prequal' &&
          !loadStepDocument(step.screen).hideButtons &&
          !loadStepDocument(step.screen).panel,
      );
      for (const step of answered) {
        await page.goto(`${journey.server.baseUrl}/${OFFICER}/${step.path}?appId=${appId}`);
        await expectReadOnlyAnswers(page, await waitForStep(page, screenStep(flow, step.path)), data);
      }
    });

    it('had no uncaught errors in the page', () => {
      expect(journey.pageErrors).toEqual([]);
    });
  },
);
