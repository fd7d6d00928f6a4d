// Issue 22's acceptance: a Spanish-speaking borrower (a browser asking for es-MX) registers, applies on slim-1,
// submits and uploads a document in the portal without one English string on screen, and receives Spanish e-mails.
// Walked twice, on a phone (375 px) and on a desktop (1280 px). On every page and step: <html lang="es">, axe
// (WCAG 2.1 AA) without a violation, no sideways scrolling, and the English-only detector
// (support/english-only-texts.ts): no visible text, label or attribute that the catalogues or the step and flow
// files have only in English. Each run collects what it finds on every screen and reports it all at the end, each
// English text with the catalogue key or step file it comes from and the screens that showed it (also written to
// .e2e-artifacts/spanish-journey-<width>.txt); a screen it cannot get past fails the walk itself.
//
// The journey finds its buttons and fields by their Spanish names, from the same files (any translation of
// "Continue", or the English while a screen is unconverted, which the detector then reports).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveNext } from '../src/shared/flows/flow-navigation.ts';
import type { ScreenStep, StepDocument } from '../src/shared/flows/flow-types.ts';
import { translateFile } from '../src/shared/i18n/step-texts.ts';
import { rememberClean, screenState } from './support/axe-memo.ts';
import {
  ARTIFACTS_DIR,
  type AxeViolation,
  collectPageErrors,
  formatViolations,
  runAxe,
  screenshotWidths,
  settleLayout,
} from './support/browser.ts';
import {
  englishOnly,
  englishOnlyOnPage,
  formatEnglishFindings,
  normalizeText,
  type ScreenFinding,
  spanishNames,
  textIndex,
} from './support/english-only-texts.ts';
import {
  currentStepPath,
  fillStep,
  loadDataSet,
  loadFlow,
  loadStepDocument,
  screenStep,
  walkTimeout,
} from './support/flow-walker.ts';
import { E2E_PASSWORD, uniqueEmail } from './support/identity.ts';
import { type Journey, startJourney } from './support/journey.ts';
import { messagesTo, newestCodeFor } from './support/outbox.ts';
import { VERIFICATION_OUTCOMES } from './support/verification.ts';

const OFFICER = '2000001';
const LOCALE = 'es-MX';
const ACCEPT_LANGUAGE = 'es-MX,es;q=0.9';
const flow = loadFlow('slim-1');
const pdf = fileURLToPath(new URL('../tests/fixtures/documents/sample-document.pdf', import.meta.url));
const index = textIndex();
const es = spanishNames(index);

/** Any of the patterns. */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/** One walk at one width, and what it found. */
interface Run {
  width: number;
  context: BrowserContext;
  page: Page;
  email: string;
  appId: string;
  data: Record<string, unknown>;
  screens: string[];
  english: ScreenFinding[];
  lang: string[];
  axe: string[];
  overflow: string[];
  other: string[];
}

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await journey?.stop();
});

/** The page's path, and its application if it names one (the identity provider's long query left out). */
const shortUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.searchParams.has('appId') ? '?appId=…' : ''}`;
};

/** A context as a Spanish speaker's browser: es-MX, asking for Spanish first. */
async function spanishContext(width: number, options: { bypassCSP?: boolean } = {}) {
  return journey.browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    locale: LOCALE,
    extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE },
    ...options,
  });
}

/** Axe on a copy of the page in a context that lets its script in (a hosted page's policy refuses every script). */
async function axeOnCopy(run: Run, url: string): Promise<AxeViolation[]> {
  const context = await spanishContext(run.width, { bypassCSP: true });
  try {
    const copy = await context.newPage();
    await copy.goto(url);
    await copy.getByRole('heading', { level: 1 }).first().waitFor();
    return await runAxe(copy);
  } finally {
    await context.close();
  }
}

/**
 * The checks of every screen, recorded rather than thrown so one run reports every screen: the page's language,
 * its English-only texts, axe, and sideways scrolling.
 */
async function checkScreen(run: Run, page: Page, label: string): Promise<void> {
  await settleLayout(page);
  const url = page.url();
  const at = `${label} (${shortUrl(url)})`;
  run.screens.push(at);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'es') run.lang.push(`${at}: <html lang="${lang}">`);
  for (const finding of await englishOnlyOnPage(page, index))
    run.english.push({ ...finding, screen: label, url });
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const scrollWidth = (document.scrollingElement ?? document.documentElement).scrollWidth;
    let widest = 'none';
    if (scrollWidth > window.innerWidth) {
      let right = window.innerWidth + 0.5;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right < right) continue;
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
      }
    }
    return { scrollWidth, innerWidth: window.innerWidth, widest };
  });
  const overflows = scrollWidth > innerWidth;
  if (overflows) run.overflow.push(`${at}: ${scrollWidth}px wide in ${innerWidth}px (widest: ${widest})`);
  const screen = await screenState(page);
  if (!screen.knownClean) {
    let violations: AxeViolation[];
    try {
      violations = await runAxe(page);
    } catch {
      violations = await axeOnCopy(run, url);
    }
    if (violations.length > 0) run.axe.push(`${at}:\n${formatViolations(violations)}`);
    else if (!overflows) rememberClean(screen.key);
  }
  const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  await screenshotWidths(page, `spanish-${run.width}-${run.screens.length}-${name}`, [run.width]);
}

/** The language picker (log-in page, header) is there and shows Spanish. */
async function pickerShowsSpanish(run: Run, page: Page, label: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: es.exact('Language') });
  if ((await picker.count()) === 0) run.other.push(`${label}: no language picker`);
  else if ((await picker.first().inputValue()) !== 'es')
    run.other.push(`${label}: the language picker shows "${await picker.first().inputValue()}", not es`);
}

async function heading(page: Page, english: string, level = 1): Promise<void> {
  await page
    .getByRole('heading', { level, name: es.exact(english) })
    .first()
    .waitFor();
}

/** Opens the link (a new tab), checks the page it opens and closes it. */
async function checkNewTab(run: Run, link: Locator, label: string): Promise<void> {
  await link.waitFor();
  const [tab] = await Promise.all([run.context.waitForEvent('page'), link.click()]);
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  await checkScreen(run, tab, label);
  await tab.close();
}

// ---------------------------------------------------------------------------------------------------------------
// Registration.

async function register(run: Run): Promise<void> {
  const { page } = run;
  const contact = run.data.contactInfo as { firstName: string; lastName: string };
  await page.goto(`${journey.server.baseUrl}/${OFFICER}/login`);
  const registerButton = page.getByRole('button', { name: es.exact('Register') });
  await registerButton.waitFor();
  await checkScreen(run, page, 'log-in page');
  await pickerShowsSpanish(run, page, 'log-in page');
  await registerButton.click();
  await page.waitForURL((url) => url.pathname === '/idp/authorize');
  await heading(page, 'Create your account');
  await checkScreen(run, page, 'sign-up form');
  await page.getByLabel(es.exact('First name')).fill(contact.firstName);
  await page.getByLabel(es.exact('Last name')).fill(contact.lastName);
  await page.getByLabel(es.exact('Email')).fill(run.email);
  await page.getByLabel(es.exact('Password')).fill(E2E_PASSWORD);
  await checkScreen(run, page, 'sign-up form, filled');
  await page.getByRole('button', { name: es.exact('Create account') }).click();
  await heading(page, 'Check your email');
  await checkScreen(run, page, 'sign-up code page');
  const code = await newestCodeFor(journey.server.baseUrl, run.email);
  await page.getByLabel(es.exact('6-digit code')).fill(code);
  await page.getByRole('button', { name: es.exact('Continue') }).click();
  await page.waitForURL(
    (url) => url.pathname === `/${OFFICER}/create-account` && url.searchParams.has('appId'),
  );
  run.appId = new URL(page.url()).searchParams.get('appId') as string;
}

// ---------------------------------------------------------------------------------------------------------------
// Verification on the simulated service's hosted pages.

const START = { identity: 'Verify my identity', income: 'Connect my payroll' } as const;
const tryAgain = () => es.exact('Try again');

async function identityShownVerified(page: Page): Promise<boolean> {
  const verified = page
    .getByRole('status')
    .filter({
      hasText: anyOf(
        es.within(VERIFICATION_OUTCOMES.identityPassed),
        es.within(VERIFICATION_OUTCOMES.identityAlreadyVerified),
      ),
    })
    .first();
  const otherwise = page
    .getByRole('button', { name: anyOf(es.exact(START.identity), tryAgain()) })
    .or(page.getByRole('status').filter({ hasText: es.within(VERIFICATION_OUTCOMES.identityFailed) }));
  await verified.or(otherwise).first().waitFor();
  return verified.isVisible();
}

async function verify(run: Run, kind: 'identity' | 'income'): Promise<void> {
  const { page } = run;
  if (kind === 'identity' && (await identityShownVerified(page))) return;
  const stepPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: anyOf(es.exact(START[kind]), tryAgain()) }).click();
  await page.waitForURL((url) => url.pathname === `/verification-sim/${kind}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await checkScreen(run, page, `hosted ${kind} verification page`);
  const applicant = run.data.applicant as {
    legal: { dateOfBirth: string; ssn: string };
    employment: { primary: { employerName: string } };
  };
  if (kind === 'identity') {
    await page.getByLabel(es.exact('Date of birth')).fill(applicant.legal.dateOfBirth);
    await page
      .getByLabel(es.exact('Last four digits of your Social Security number'))
      .fill(applicant.legal.ssn.slice(-4));
    await page.getByRole('button', { name: es.exact('Verify') }).click();
  } else {
    const named = page.getByRole('radio', { name: applicant.employment.primary.employerName, exact: true });
    const first = page
      .getByRole('group', { name: es.exact('Your employer') })
      .getByRole('radio')
      .first();
    await ((await named.count()) > 0 ? named : first).check();
    await page.getByRole('button', { name: es.exact('Connect') }).click();
  }
  await page.waitForURL((url) => url.pathname === stepPath, { waitUntil: 'commit', timeout: 60_000 });
  const outcomes = anyOf(...Object.values(VERIFICATION_OUTCOMES).map((text) => es.within(text)));
  await page.getByRole('status').filter({ hasText: outcomes }).first().waitFor({ timeout: 45_000 });
}

// ---------------------------------------------------------------------------------------------------------------
// The flow, walked step by step in Spanish.

interface Act {
  act: (run: Run, label: string) => Promise<void>;
  /** The act leaves the step; otherwise the walk fills the step and presses its button. */
  movesOn: boolean;
}

/** The first link of the step that opens a new tab (the sample document, the disclosures). */
const newTabLink = (page: Page, english: string) =>
  page
    .getByRole('link', { name: es.exact(english) })
    .or(page.locator('main a[target="_blank"]'))
    .first();

const PANEL_ACTS: Record<string, Act> = {
  offerChooser: {
    movesOn: true,
    act: async (run, label) => {
      const { page } = run;
      const option = page.getByRole('radiogroup').getByRole('radio').first();
      await option.waitFor();
      await checkScreen(run, page, label);
      const chosen = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v2/pricing/offers',
      );
      await option.check();
      expect((await chosen).status()).toBe(200);
      await checkScreen(run, page, `${label}, an offer chosen`);
      await page.getByRole('button', { name: es.exact('Continue') }).click();
    },
  },
  eSignConsent: {
    movesOn: false,
    act: (run) =>
      checkNewTab(
        run,
        newTabLink(run.page, 'Open the sample document (opens in a new tab)'),
        'sample document (new tab)',
      ),
  },
  initialDisclosures: {
    movesOn: false,
    act: (run) =>
      checkNewTab(
        run,
        newTabLink(run.page, 'Open your initial disclosures (opens in a new tab)'),
        'initial disclosures (new tab)',
      ),
  },
  closingScheduler: {
    movesOn: true,
    act: async (run, label) => {
      const { page } = run;
      const day = page.getByLabel(es.exact('Closing day'));
      await day.waitFor();
      await checkScreen(run, page, label);
      await day.selectOption({ index: 1 });
      const time = page.getByRole('radiogroup').last().getByRole('radio').first();
      await time.waitFor();
      await time.check();
      await checkScreen(run, page, `${label}, a time chosen`);
      await page.getByRole('button', { name: es.exact('Schedule closing') }).click();
    },
  },
  disbursementChoice: {
    movesOn: true,
    act: async (run, label) => {
      const { page } = run;
      const check = page.getByRole('radio', { name: es.exact('A check by mail') });
      await check.waitFor();
      await checkScreen(run, page, label);
      await check.check();
      await page.getByRole('button', { name: es.exact('Save and continue') }).click();
    },
  },
};

const SCREEN_ACTS: Record<string, Act> = {
  'identity-verification': { movesOn: false, act: (run) => verify(run, 'identity') },
  'income-verification': { movesOn: false, act: (run) => verify(run, 'income') },
};

const actOf = (step: ScreenStep, document: StepDocument): Act | undefined =>
  SCREEN_ACTS[step.screen] ?? PANEL_ACTS[document.panel ?? ''];

/** From create-account to the flow's last screen (the loan summary), every screen checked. */
async function walkSlim(run: Run): Promise<string[]> {
  const { page, data } = run;
  const stepUrl = (stepPath: string) => (url: URL) =>
    url.pathname === `/${OFFICER}/${stepPath}` && url.searchParams.get('appId') === run.appId;
  const walked: string[] = [];
  for (let guard = 0; guard < flow.steps.length; guard += 1) {
    const stepPath = currentStepPath(page, OFFICER);
    const step = screenStep(flow, stepPath);
    const english = loadStepDocument(step.screen);
    const act = actOf(step, english);
    const next = resolveNext(step, data);
    walked.push(stepPath);
    if (english.hideButtons && !act && next !== undefined) {
      // A working screen (credit, pricing, submission) moves on by itself.
      await page.waitForURL(stepUrl(next), { timeout: 30_000 });
      continue;
    }
    await heading(page, english.title);
    if (walked.length === 1) await pickerShowsSpanish(run, page, `${stepPath} header`);
    if (next === undefined) {
      // The last screen: the loan summary with its loan number.
      await page
        .getByText(/HL\d{10}/)
        .first()
        .waitFor();
      await checkScreen(run, page, stepPath);
      return walked;
    }
    if (english.requiresVerifiedIdentity && !(await identityShownVerified(page))) {
      await checkScreen(run, page, `${stepPath}, before verifying identity`);
      await verify(run, 'identity');
      await heading(page, english.title);
    }
    if (act) {
      await act.act(run, stepPath);
      if (act.movesOn) {
        await page.waitForURL(stepUrl(next), { timeout: 30_000 });
        continue;
      }
    }
    // The step's texts as the page loads them, in its language: a page left in English (reported) is still walked.
    const lang = await page.evaluate(() => document.documentElement.lang);
    await fillStep(page, translateFile(english, lang === 'es' ? 'es' : 'en'), data);
    await checkScreen(run, page, stepPath);
    await page.getByRole('button', { name: es.exact(english.submitLabel ?? 'Continue') }).click();
    await page.waitForURL(stepUrl(next), { timeout: 30_000 });
  }
  throw new Error(`The walk of slim-1 did not end within ${flow.steps.length} steps`);
}

// ---------------------------------------------------------------------------------------------------------------
// The portal: the new loan, its to-do list and an upload.

async function uploadInPortal(run: Run): Promise<void> {
  const { page } = run;
  await page.getByRole('link', { name: es.exact('Go to my loan portal') }).click();
  await heading(page, 'Loan Dashboard');
  const viewLoan = page.getByRole('button', { name: es.prefix('View Loan') }).first();
  await viewLoan.waitFor();
  await checkScreen(run, page, 'portal dashboard');
  await pickerShowsSpanish(run, page, 'portal header');
  await viewLoan.click();
  await page.waitForURL((url) => /\/portal\/loans\/\d+$/.test(url.pathname));
  await heading(page, 'Loan Summary');
  await checkScreen(run, page, 'portal loan summary');
  await page
    .getByRole('link', { name: es.exact('View Tasks') })
    .first()
    .click();
  await heading(page, 'My To-Do List');
  const start = page.getByRole('button', { name: es.prefix('Start') }).first();
  await start.waitFor();
  await checkScreen(run, page, 'portal to-do list');
  await start.click();
  const choose = page.getByRole('button', { name: es.exact('Choose Files') });
  await choose.waitFor();
  await checkScreen(run, page, 'portal upload panel');
  const chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles([pdf]);
  await page
    .getByRole('list', { name: es.exact('Files to upload') })
    .getByRole('listitem')
    .first()
    .waitFor();
  await checkScreen(run, page, 'portal upload panel, a file chosen');
  await page.getByRole('button', { name: es.exact('Submit') }).click();
  await choose.waitFor({ state: 'detached' });
  await page
    .getByRole('button', { name: es.exact('Submitted') })
    .first()
    .waitFor();
  await checkScreen(run, page, 'portal to-do list after the upload');
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mails.

/** What is English in the borrower's e-mails: English catalogue messages, English texts, no Spanish words. */
async function englishInEmails(run: Run): Promise<string[]> {
  const problems: string[] = [];
  const messages = await messagesTo(journey.server.baseUrl, run.email);
  if (messages.length === 0) return [`no e-mail to ${run.email} in the outbox`];
  const english = index.englishMessages('email');
  const spanishWords = index.spanishWords('email');
  if (spanishWords.size === 0)
    problems.push('schemas/messages/es/email.json has no Spanish words to look for');
  const wordsIn = (text: string) =>
    new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => spanishWords.has(word)));
  for (const message of messages) {
    const name = `e-mail "${message.subject}"`;
    const subject = normalizeText(message.subject);
    const body = normalizeText(message.text);
    for (const { key, full } of english) {
      if (full.test(subject)) problems.push(`${name}: its subject is messages/en/email.json "${key}"`);
      if (full.test(body)) problems.push(`${name}: its text is messages/en/email.json "${key}"`);
    }
    if (wordsIn(subject).size < 1)
      problems.push(`${name}: its subject has no Spanish word of messages/es/email.json`);
    const bodyWords = wordsIn(body);
    if (bodyWords.size < 3)
      problems.push(
        `${name}: its text has ${bodyWords.size} Spanish words of messages/es/email.json (${[...bodyWords].join(', ')})`,
      );
    const lines = [message.subject, ...message.text.split('\n')].map((text) => ({ text, where: 'e-mail' }));
    for (const finding of englishOnly(lines, index))
      run.english.push({ ...finding, screen: name, url: `${journey.server.baseUrl}/dev/outbox` });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

function writeReport(run: Run, emailProblems: string[]): string {
  const sections = [
    `Spanish journey at ${run.width}px: ${run.screens.length} screens checked`,
    `English-only texts (${run.english.length}):\n${formatEnglishFindings(run.english)}`,
    `<html lang> not "es" (${run.lang.length}):\n${run.lang.map((line) => `  ${line}`).join('\n')}`,
    `axe (${run.axe.length}):\n${run.axe.map((line) => `  ${line}`).join('\n')}`,
    `sideways scrolling (${run.overflow.length}):\n${run.overflow.map((line) => `  ${line}`).join('\n')}`,
    `e-mails (${emailProblems.length}):\n${emailProblems.map((line) => `  ${line}`).join('\n')}`,
    `other (${run.other.length}):\n${run.other.map((line) => `  ${line}`).join('\n')}`,
    `screens:\n${run.screens.map((line) => `  ${line}`).join('\n')}`,
  ];
  const report = sections.join('\n\n');
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(join(ARTIFACTS_DIR, `spanish-journey-${run.width}.txt`), `${report}\n`);
  return report;
}

describe.each([375, 1280])('a Spanish-speaking borrower at %ipx', (width) => {
  const run = {
    width,
    screens: [],
    english: [],
    lang: [],
    axe: [],
    overflow: [],
    other: [],
  } as unknown as Run;
  let emailProblems: string[] = [];

  beforeAll(async () => {
    run.context = await spanishContext(width);
    // Every page of the context, the new tabs too: uncaught errors, and a message missing from a catalogue.
    run.context.on('page', (page) => {
      collectPageErrors(page, journey.pageErrors);
      page.on('console', (message) => {
        if (/^No message /.test(message.text())) run.other.push(`${shortUrl(page.url())}: ${message.text()}`);
      });
    });
    run.page = await run.context.newPage();
    run.email = uniqueEmail(`spanish-${width}`);
    run.data = { ...loadDataSet('slim-1', 'minimal'), addBorrower: { addCoBorrower: 'no' } };
    run.data.contactInfo = { ...(run.data.contactInfo as object), email: run.email };
  });

  afterAll(async () => {
    await run.context?.close();
  });

  it(
    'registers, applies on slim-1, submits and uploads a document in the portal',
    async () => {
      try {
        await register(run);
        await walkSlim(run);
        await uploadInPortal(run);
      } catch (error) {
        // What the screen says where it stopped: its alerts first (an error summary names what is wrong), then the rest.
        const shown = await run.page
          .evaluate(() => {
            const alerts = [...document.querySelectorAll('[role=alert]')].map(
              (node) => (node as HTMLElement).innerText,
            );
            return [...alerts, document.body.innerText].join(' | ').replace(/\s+/g, ' ').slice(0, 1200);
          })
          .catch(() => '');
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        await run.page
          .screenshot({ path: join(ARTIFACTS_DIR, `spanish-${run.width}-stuck.png`), fullPage: true })
          .catch(() => undefined);
        throw new Error(`Stuck at ${run.page.url()} (it shows: "${shown}")`, { cause: error });
      } finally {
        emailProblems = await englishInEmails(run).catch((error: unknown) => [String(error)]);
        console.log(writeReport(run, emailProblems));
      }
    },
    walkTimeout(flow) + 240_000,
  );

  it('showed no English-only text on any screen or in any e-mail', () => {
    expect(formatEnglishFindings(run.english)).toBe('');
  });

  it('had <html lang="es"> on every screen', () => {
    expect(run.lang).toEqual([]);
  });

  it('had no axe violation (WCAG 2.1 AA) on any screen', () => {
    expect(run.axe.join('\n')).toBe('');
  });

  it('never scrolled sideways', () => {
    expect(run.overflow).toEqual([]);
  });

  it('sent the borrower e-mails in Spanish', () => {
    expect(emailProblems).toEqual([]);
  });

  it('offered the language picker in Spanish and showed no missing message', () => {
    expect(run.other).toEqual([]);
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
