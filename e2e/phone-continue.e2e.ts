// One press on Continue at 375 px, with a text field still focused, moves on. The browser scrolls a focused text
// field back into view after the viewport changes size (a phone's keyboard; in these tests a full-page screenshot),
// and that scroll landed between the pointer's down and up: 89 px in the Spanish walk, the up fell on the field
// above, the click went to the form and the press was lost. A press that starts on Continue ends on it; moving the
// pointer off it still cancels the press (WCAG 2.5.2).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveNext } from '../src/shared/flows/flow-navigation.ts';
import type { StepDocument } from '../src/shared/flows/flow-types.ts';
import {
  currentStepPath,
  fillStep,
  loadDataSet,
  loadFlow,
  loadStepDocument,
  screenStep,
  waitForStep,
} from './support/flow-walker.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';

const OFFICER = '1464945';
const FLOW_TYPE = 'slim-1';
const flow = loadFlow(FLOW_TYPE);
const data = loadDataSet(FLOW_TYPE, 'minimal');
/** How far the page moved under the pointer in the lost press of the Spanish walk. */
const SCROLLED_BY = 89;

let journey: Journey;
let borrower: Borrower;

interface TextStep {
  stepPath: string;
  document: StepDocument;
  next: string;
}

/** From create-account, Continue on each step until one whose form asks for text. */
async function walkToFirstTextStep(): Promise<TextStep> {
  const { page, stepUrl } = borrower;
  for (let guard = 0; guard < flow.steps.length; guard += 1) {
    const stepPath = currentStepPath(page, OFFICER);
    const step = screenStep(flow, stepPath);
    const next = resolveNext(step, data);
    if (next === undefined) break;
    if (loadStepDocument(step.screen).hideButtons) {
      await page.waitForURL(stepUrl(next), { timeout: 20_000 });
      continue;
    }
    const document = await waitForStep(page, step);
    if ((await textFields(page).count()) > 0) return { stepPath, document, next };
    await fillStep(page, document, data);
    await continueButton(page, document).click();
    await page.waitForURL(stepUrl(next));
  }
  throw new Error(`${FLOW_TYPE} has no step with a text field for the minimal data set`);
}

const textFields = (page: Page) => page.locator('form').getByRole('textbox');
const continueButton = (page: Page, document: StepDocument) =>
  page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true });

/** Types the last text field's answer again, key by key, and leaves the focus in it (the phone's keyboard up). */
async function typeInLastField(page: Page): Promise<void> {
  const field = textFields(page).last();
  const answer = await field.inputValue();
  await field.fill('');
  await field.pressSequentially(answer);
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** Where a pointer presses `target`: its centre, on screen. */
async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whether the element on screen at `point` is (inside) `target`. */
const isUnder = (target: Locator, point: { x: number; y: number }) =>
  target.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), point);

beforeAll(async () => {
  journey = await startJourney();
  borrower = await registerBorrower(journey, {
    officerId: OFFICER,
    prefix: 'phone-continue',
    flowType: FLOW_TYPE,
  });
  await borrower.page.setViewportSize({ width: 375, height: 800 });
});
afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

describe('Continue at 375 px with a text field focused', () => {
  let step: TextStep;

  it('a press dragged off Continue is cancelled: the step stays', async () => {
    const { page, stepUrl } = borrower;
    step = await walkToFirstTextStep();
    await fillStep(page, step.document, data);
    await typeInLastField(page);
    const pressed = await centreOf(continueButton(page, step.document));
    await page.mouse.move(pressed.x, pressed.y);
    await page.mouse.down();
    await page.mouse.move(pressed.x, pressed.y - 150, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(1000);
    expect(stepUrl(step.stepPath)(new URL(page.url()))).toBe(true);
    await waitForStep(page, screenStep(flow, step.stepPath));
  });

  it('one press moves on, though the page scrolls under the still pointer between the down and the up', async () => {
    const { page, stepUrl } = borrower;
    await typeInLastField(page);
    const submit = continueButton(page, step.document);
    const pressed = await centreOf(submit);
    await page.mouse.move(pressed.x, pressed.y);
    await page.mouse.down();
    await page.evaluate((by) => window.scrollBy(0, -by), SCROLLED_BY);
    expect(await isUnder(submit, pressed), 'the pointer is no longer over Continue').toBe(false);
    await page.mouse.up();
    await page.waitForURL(stepUrl(step.next), { timeout: 10_000 });
  });
});
