/**
 * The tester's walker: drives a flow in the browser from a data set shaped like the application
 * (`tests/fixtures/<flowType>/<name>.json`). On each step it reaches it reads the step file, fills every field
 * the schema has from the data set (by the labels a borrower sees), runs axe at 375 and 1280 px, takes
 * screenshots, presses the step's submit button and checks the URL the flow file says comes next. A new step is
 * covered by adding its answers to a data set, not by writing code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatPhone, formatThousands } from '../../src/client/flow-engine/widgets/digit-formats.ts';
import { findStep, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';
import { formatViolations, runAxe, screenshotWidths, settleLayout } from './browser.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

export const loadFlow = (flowType: string) => readJson<FlowFile>(`flows/${flowType}.json`);
export const loadStepDocument = (screen: string) => readJson<StepDocument>(`schemas/steps/${screen}.json`);
export const loadDataSet = (flowType: string, name: string) =>
  readJson<Record<string, unknown>>(`tests/fixtures/${flowType}/${name}.json`);

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};

/** One answer of a step, found by walking the step's schema alongside the data set. */
interface Answer {
  key: string;
  schema: Node;
  ui: Node;
  value: unknown;
}

/** Every field of the schema the data set answers (leaves only: an object is walked into). */
function answersOf(schema: Node, ui: Node, data: unknown): Answer[] {
  const answers: Answer[] = [];
  for (const [key, child] of Object.entries(asNode(schema.properties))) {
    const childSchema = asNode(child);
    const childUi = asNode(ui[key]);
    const value = asNode(data)[key];
    if (value === undefined) continue;
    if (childSchema.type === 'object') answers.push(...answersOf(childSchema, childUi, value));
    else answers.push({ key, schema: childSchema, ui: childUi, value });
  }
  return answers;
}

const titleOf = (answer: Answer) => String(answer.schema.title ?? answer.key);

/** The title of the choice whose value is `value` (a oneOf of consts), else the value itself. */
function optionTitle(answer: Answer): string {
  const options = Array.isArray(answer.schema.oneOf) ? answer.schema.oneOf.map(asNode) : [];
  const option = options.find((candidate) => candidate.const === answer.value);
  return String(option?.title ?? answer.value);
}

type Kind = 'radio' | 'choice' | 'checkbox' | 'currency' | 'phone' | 'text';

function kindOf({ schema, ui }: Answer): Kind {
  const widget = ui['ui:widget'];
  if (widget === 'radio') return 'radio';
  if (widget === 'consent' || widget === 'checkbox' || schema.type === 'boolean') return 'checkbox';
  if (widget === 'currency') return 'currency';
  if (widget === 'phone') return 'phone';
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return 'choice';
  return 'text';
}

function control(page: Page, answer: Answer): Locator {
  const name = titleOf(answer);
  switch (kindOf(answer)) {
    case 'radio':
      return page
        .getByRole('group', { name, exact: true })
        .getByRole('radio', { name: optionTitle(answer), exact: true });
    case 'checkbox':
      return page.getByRole('checkbox', { name, exact: true });
    case 'choice':
      return page.getByRole('combobox', { name, exact: true });
    default:
      return page.getByRole('textbox', { name, exact: true });
  }
}

/** What a text-like field shows for a stored value. */
function shownText(answer: Answer): string {
  const kind = kindOf(answer);
  if (kind === 'currency') return formatThousands(Number(answer.value));
  if (kind === 'phone') return formatPhone(String(answer.value));
  return String(answer.value);
}

async function choose(page: Page, answer: Answer, box: Locator) {
  if ((await box.evaluate((element) => element.tagName)) === 'SELECT') {
    await box.selectOption(String(answer.value));
    return;
  }
  await box.click();
  await page.getByRole('option', { name: optionTitle(answer), exact: true }).click();
}

/** Fills every field of `document` that the data set answers. */
export async function fillStep(page: Page, document: StepDocument, data: unknown): Promise<void> {
  for (const answer of answersOf(document.schema, document.uiSchema, data)) {
    const target = control(page, answer);
    switch (kindOf(answer)) {
      case 'radio':
        await target.check();
        break;
      case 'checkbox':
        await target.setChecked(answer.value === true);
        break;
      case 'choice':
        await choose(page, answer, target);
        break;
      default:
        await target.fill(String(answer.value));
    }
  }
}

/** Checks that every field of `document` shows the data set's answer (after a reload or a new log-in). */
export async function expectStepAnswers(page: Page, document: StepDocument, data: unknown): Promise<void> {
  for (const answer of answersOf(document.schema, document.uiSchema, data)) {
    const target = control(page, answer);
    const label = `${document.id}: ${titleOf(answer)}`;
    switch (kindOf(answer)) {
      case 'radio':
        expect(await target.isChecked(), label).toBe(true);
        break;
      case 'checkbox':
        expect(await target.isChecked(), label).toBe(answer.value === true);
        break;
      case 'choice':
        expect(await target.inputValue(), label).toBe(String(answer.value));
        break;
      default:
        expect(await target.inputValue(), label).toBe(shownText(answer));
    }
  }
}

/** Zero WCAG 2.1 A/AA violations at phone and desktop widths. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settleLayout(page);
    const violations = await runAxe(page);
    expect(violations, `${label} at ${width}px:\n${formatViolations(violations)}`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

export interface Walk {
  page: Page;
  officerId: string;
  flow: FlowFile;
  data: Record<string, unknown>;
  /** Stop on arriving at this step path, before filling it. */
  until?: string;
  /** Screenshot names start with this. */
  label: string;
}

/** The step path of the page (`property/address`), its officer id and query left out. */
export function currentStepPath(page: Page, officerId: string): string {
  return new URL(page.url()).pathname.replace(new RegExp(`^/${officerId}/?`), '');
}

export function screenStep(flow: FlowFile, stepPath: string): ScreenStep {
  const step = findStep(flow, stepPath);
  if (!step || !isScreen(step)) throw new Error(`${flow.flowType} has no screen at "${stepPath}"`);
  return step;
}

/** Waits for a step's own page: its title as the h1. */
export async function waitForStep(page: Page, step: ScreenStep): Promise<StepDocument> {
  const document = loadStepDocument(step.screen);
  await page.getByRole('heading', { level: 1, name: document.title, exact: true }).waitFor();
  return document;
}

/**
 * Walks from the current page to the end of the flow (or to `until`): fill, axe, screenshots, submit, and the
 * next URL the flow file gives for these answers, with the same appId. Returns the step paths it completed.
 */
export async function walkFlow({ page, officerId, flow, data, until, label }: Walk): Promise<string[]> {
  const appId = new URL(page.url()).searchParams.get('appId');
  expect(appId, 'the walk starts on a page with ?appId=').toMatch(/^\d+$/);
  const completed: string[] = [];
  for (let guard = 0; guard < flow.steps.length; guard += 1) {
    const stepPath = currentStepPath(page, officerId);
    if (stepPath === until) return completed;
    const step = screenStep(flow, stepPath);
    if (loadStepDocument(step.screen).hideButtons) {
      // A working screen (soft pull, pricing) moves on by itself, often before its heading could be seen, so the
      // walk waits for the navigation it makes (Playwright sees every one); its end states have their own tests.
      completed.push(stepPath);
      const next = resolveNext(step, data);
      if (next === undefined) return completed;
      await page.waitForURL(
        (url) => url.pathname === `/${officerId}/${next}` && url.searchParams.get('appId') === appId,
        { timeout: 20_000 },
      );
      continue;
    }
    const document = await waitForStep(page, step);
    await fillStep(page, document, data);
    await expectNoAxeViolations(page, `${flow.flowType} ${stepPath}`);
    await screenshotWidths(page, `${label}-${stepPath.replaceAll('/', '-')}`);
    await page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true }).click();
    completed.push(stepPath);
    const next = resolveNext(step, data);
    if (next === undefined) {
      await page.getByRole('status').filter({ hasText: 'Your answers are saved' }).waitFor();
      return completed;
    }
    await page.waitForURL(
      (url) => url.pathname === `/${officerId}/${next}` && url.searchParams.get('appId') === appId,
    );
  }
  throw new Error(`The walk of ${flow.flowType} did not end within ${flow.steps.length} steps`);
}
