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
import { lowerFirst } from '../../src/client/flow-engine/form/array-field-template.tsx';
import {
  formatPhone,
  formatThousands,
  hiddenSsn,
} from '../../src/client/flow-engine/widgets/digit-formats.ts';
import { migrateFlow } from '../../src/shared/flows/flow-format.ts';
import { findStep, resolveNext } from '../../src/shared/flows/flow-navigation.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';
import { rememberClean, screenState } from './axe-memo.ts';
import { formatViolations, runAxe, screenshotWidths, settleLayout } from './browser.ts';
import { countingHands, type Effort } from './effort.ts';
import { type Hands, handsFor, type InputMode } from './hands.ts';
import { completeVerification, identityShownVerified } from './verification.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** A flow file as the engine reads it (an older format migrated). */
export function loadFlow(flowType: string): FlowFile {
  const migrated = migrateFlow(readJson<unknown>(`flows/${flowType}.json`));
  if (!migrated.ok) throw new Error(`flows/${flowType}.json: ${migrated.problem}`);
  return migrated.flow;
}
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

/**
 * The properties an object schema declares, each with its schema: those in `properties` and the follow-ups of
 * `allOf[].then` / `else` (which appear on the screen once their question is answered). A key declared again in a
 * `then` (to add a constraint) keeps its first schema, completed by the later ones.
 */
function declaredProperties(schema: Node, into = new Map<string, Node>()): Map<string, Node> {
  for (const [key, child] of Object.entries(asNode(schema.properties))) {
    into.set(key, { ...asNode(child), ...(into.get(key) ?? {}) });
  }
  const parts = [...(Array.isArray(schema.allOf) ? schema.allOf : []), schema.then, schema.else];
  for (const part of parts) if (part) declaredProperties(asNode(part), into);
  return into;
}

/** The keys in the order the screen shows them: `ui:order` with its "*" as RJSF reads it, else as declared. */
function inScreenOrder(keys: string[], ui: Node): string[] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : undefined;
  if (!order) return keys;
  const listed = order.filter((key) => key === '*' || keys.includes(key));
  const rest = keys.filter((key) => !listed.includes(key));
  const star = listed.indexOf('*');
  return star === -1 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}

const isArrayOfObjects = (schema: Node) =>
  schema.type === 'array' && (asNode(schema.items).type === 'object' || 'properties' in asNode(schema.items));
const isMultiChoice = (schema: Node) => {
  const items = asNode(schema.items);
  return schema.type === 'array' && (Array.isArray(items.enum) || Array.isArray(items.oneOf));
};

/**
 * Every field of the schema the data set answers, in screen order (a question before its follow-ups). An object
 * is walked into; an array is one answer (its items are filled by `fillStep`); hidden and read-only fields are
 * the screen's own and are left alone.
 */
function answersOf(schema: Node, ui: Node, data: unknown): Answer[] {
  const answers: Answer[] = [];
  const declared = declaredProperties(schema);
  for (const key of inScreenOrder([...declared.keys()], ui)) {
    const childSchema = declared.get(key) as Node;
    const childUi = asNode(ui[key]);
    const value = asNode(data)[key];
    if (value === undefined || value === null) continue;
    if (childUi['ui:widget'] === 'hidden' || childUi['ui:readonly'] === true) continue;
    if (childSchema.type === 'object') answers.push(...answersOf(childSchema, childUi, value));
    else answers.push({ key, schema: childSchema, ui: childUi, value });
  }
  return answers;
}

const titleOf = (answer: Answer) => String(answer.schema.title ?? answer.key);

/** The title of the choice whose value is `value` (a oneOf of consts), else the value itself. */
function choiceTitle(schema: Node, value: unknown): string {
  const options = Array.isArray(schema.oneOf) ? schema.oneOf.map(asNode) : [];
  const option = options.find((candidate) => candidate.const === value);
  return String(option?.title ?? value);
}
const optionTitle = (answer: Answer) => choiceTitle(answer.schema, answer.value);

type Kind =
  | 'objects'
  | 'list'
  | 'checkboxes'
  | 'radio'
  | 'choice'
  | 'checkbox'
  | 'currency'
  | 'phone'
  | 'ssn'
  | 'date'
  | 'text';

function kindOf({ schema, ui }: Answer): Kind {
  const widget = ui['ui:widget'];
  if (isArrayOfObjects(schema)) return 'objects';
  if (isMultiChoice(schema)) return 'checkboxes';
  if (schema.type === 'array') return 'list';
  if (widget === 'radio') return 'radio';
  if (widget === 'consent' || widget === 'checkbox' || schema.type === 'boolean') return 'checkbox';
  if (widget === 'currency') return 'currency';
  if (widget === 'phone') return 'phone';
  if (widget === 'ssn') return 'ssn';
  if (widget === 'date') return 'date';
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return 'choice';
  return 'text';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its label (a password or date input has no textbox role); a required field's asterisk allowed. */
const inputLabelled = (scope: Locator | Page, name: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(name)}(\\s*\\*)?$`)).and(scope.locator('input'));

/**
 * Where the walker looks: a page or an item's fieldset, and how many repeatable-group items deep that is. A field
 * is found at its own depth only, so an item's "Employer name" is not the one of the job above the list.
 */
interface Scope {
  root: Locator | Page;
  depth: number;
}

/** `locator` limited to the elements `depth` items deep (the item fieldsets carry `data-array-item`). */
const atDepth = ({ root, depth }: Scope, locator: Locator, extra = 0): Locator =>
  locator.and(root.locator(`xpath=.//*[count(ancestor::*[@data-array-item]) = ${depth + extra}]`));

function control(scope: Scope, answer: Answer): Locator {
  const name = titleOf(answer);
  const { root } = scope;
  switch (kindOf(answer)) {
    case 'radio':
      return atDepth(
        scope,
        root
          .getByRole('group', { name, exact: true })
          .getByRole('radio', { name: optionTitle(answer), exact: true }),
      );
    case 'checkbox':
      return atDepth(scope, root.getByRole('checkbox', { name, exact: true }));
    case 'choice':
      return atDepth(scope, root.getByRole('combobox', { name, exact: true }));
    case 'ssn':
    case 'date':
      return atDepth(scope, inputLabelled(root, name));
    default:
      return atDepth(scope, root.getByRole('textbox', { name, exact: true }));
  }
}

/** What a text-like field shows for a stored value (an SSN on file comes back masked to its last four). */
function shownText(answer: Answer): string {
  const kind = kindOf(answer);
  if (kind === 'currency') return formatThousands(Number(answer.value));
  if (kind === 'phone') return formatPhone(String(answer.value));
  if (kind === 'ssn') return hiddenSsn(String(answer.value));
  return String(answer.value);
}

/** How the screen shows a list: its items' title (`Former address`) and the fieldset or label of item n. */
function listItems(scope: Scope, answer: Answer) {
  const { root } = scope;
  const items = asNode(answer.schema.items);
  const singular = String(items.title ?? 'Item');
  const values = Array.isArray(answer.value) ? answer.value : [];
  const objects = kindOf(answer) === 'objects';
  const item = (n: number): Locator =>
    objects
      ? atDepth(scope, root.getByRole('group', { name: `${singular} ${n}`, exact: true }))
      : atDepth(
          scope,
          root
            .getByRole('textbox', { name: `${singular} ${n}`, exact: true })
            .or(root.getByRole('spinbutton', { name: `${singular} ${n}`, exact: true })),
          1,
        );
  const add = atDepth(scope, root.getByRole('button', { name: `Add ${lowerFirst(singular)}`, exact: true }));
  return { items, values, item, add };
}

/** Adds items until the list has `count` (a list that must have items starts with its first on its own). */
async function ensureItems(answer: Answer, list: ReturnType<typeof listItems>, hands: Hands) {
  const minItems = typeof answer.schema.minItems === 'number' ? answer.schema.minItems : 0;
  for (let n = 1; n <= list.values.length; n += 1) {
    const item = list.item(n);
    if (n > minItems && (await item.count()) === 0 && (await list.add.count()) > 0)
      await hands.press(list.add);
    await item.first().waitFor();
  }
}

/** A choice: a native select by its value, else (an MUI list) opened and its option clicked by its title. */
async function choose(hands: Hands, answer: Answer, box: Locator) {
  if ((await box.evaluate((element) => element.tagName)) === 'SELECT') {
    if ((await box.inputValue()) === String(answer.value)) return;
    await hands.select(box, String(answer.value));
    return;
  }
  if (hands.mode === 'keyboard')
    throw new Error(`${titleOf(answer)}: only a native select is keyboard-driven here`);
  await box.click();
  await box
    .page()
    .getByRole('option', { name: optionTitle(answer), exact: true })
    .click();
}

/** The checkbox of each choice of a multi-select question, with whether the data set picks it. */
function multiChoices(scope: Scope, answer: Answer) {
  const items = asNode(answer.schema.items);
  const group = atDepth(scope, scope.root.getByRole('group', { name: titleOf(answer), exact: true }));
  const options = (
    Array.isArray(items.oneOf) ? items.oneOf.map(asNode).map((option) => option.const) : []
  ).concat(Array.isArray(items.enum) ? items.enum : []);
  const picked = Array.isArray(answer.value) ? answer.value : [];
  return options.map((option) => ({
    box: group.getByRole('checkbox', { name: choiceTitle(items, option), exact: true }),
    checked: picked.includes(option),
  }));
}

async function fillAnswers(hands: Hands, scope: Scope, schema: Node, ui: Node, data: unknown) {
  for (const answer of answersOf(schema, ui, data)) {
    const kind = kindOf(answer);
    if (kind === 'objects' || kind === 'list') {
      const list = listItems(scope, answer);
      await ensureItems(answer, list, hands);
      for (const [index, value] of list.values.entries()) {
        if (kind === 'objects') {
          const item = { root: list.item(index + 1), depth: scope.depth + 1 };
          await fillAnswers(hands, item, list.items, asNode(answer.ui.items), value);
        } else {
          await hands.fill(list.item(index + 1), String(value));
        }
      }
      continue;
    }
    if (kind === 'checkboxes') {
      for (const { box, checked } of multiChoices(scope, answer)) await hands.setChecked(box, checked);
      continue;
    }
    const target = control(scope, answer);
    switch (kind) {
      case 'radio':
        await hands.check(target);
        break;
      case 'checkbox':
        await hands.setChecked(target, answer.value === true);
        break;
      case 'choice':
        await choose(hands, answer, target);
        break;
      default:
        // A field the screen has locked (a verified answer) already shows its value.
        if (!(await target.isEditable())) break;
        // A value the screen shows already (prefilled or saved) is left as it is, as a borrower would.
        if (kind !== 'ssn' && (await target.inputValue()) === shownText(answer)) break;
        if (kind === 'date') await hands.fillDate(target, String(answer.value));
        else await hands.fill(target, String(answer.value));
    }
  }
}

/** Fills every field of `document` that the data set answers, with the pointer or the keyboard alone. */
export async function fillStep(
  page: Page,
  document: StepDocument,
  data: unknown,
  hands: Hands = handsFor(page),
): Promise<void> {
  await fillAnswers(hands, { root: page, depth: 0 }, document.schema, document.uiSchema, data);
}

async function expectAnswers(scope: Scope, schema: Node, ui: Node, data: unknown, label: string) {
  for (const answer of answersOf(schema, ui, data)) {
    const kind = kindOf(answer);
    const at = `${label}: ${titleOf(answer)}`;
    if (kind === 'objects' || kind === 'list') {
      const list = listItems(scope, answer);
      for (const [index, value] of list.values.entries()) {
        const item = list.item(index + 1);
        if (kind === 'objects') {
          const itemScope = { root: item, depth: scope.depth + 1 };
          await expectAnswers(itemScope, list.items, asNode(answer.ui.items), value, `${at} ${index + 1}`);
        } else {
          expect(await item.inputValue(), `${at} ${index + 1}`).toBe(String(value));
        }
      }
      expect(await list.item(list.values.length + 1).count(), `${at}: no item beyond the data set's`).toBe(0);
      continue;
    }
    if (kind === 'checkboxes') {
      for (const { box, checked } of multiChoices(scope, answer)) {
        expect(await box.isChecked(), `${at}: ${await box.getAttribute('value')}`).toBe(checked);
      }
      continue;
    }
    const target = control(scope, answer);
    switch (kind) {
      case 'radio':
        expect(await target.isChecked(), at).toBe(true);
        break;
      case 'checkbox':
        expect(await target.isChecked(), at).toBe(answer.value === true);
        break;
      case 'choice':
        expect(await target.inputValue(), at).toBe(String(answer.value));
        break;
      default:
        expect(await target.inputValue(), at).toBe(shownText(answer));
    }
  }
}

/** Checks that every field of `document` shows the data set's answer (after a reload or a new log-in). */
export async function expectStepAnswers(page: Page, document: StepDocument, data: unknown): Promise<void> {
  await expectAnswers({ root: page, depth: 0 }, document.schema, document.uiSchema, data, document.id);
}

/**
 * Zero axe violations (WCAG 2.1 AA) and no sideways scrolling, at 375 and 1280 px (or the widths given). A screen
 * this build already showed clean at that width, markup for markup, is not checked again (axe-memo.ts).
 */
export async function expectNoAxeViolations(page: Page, label: string, widths = [375, 1280]): Promise<void> {
  const original = page.viewportSize();
  for (const width of widths) {
    const size = page.viewportSize();
    if (size?.width !== width || size.height !== 900) {
      await page.setViewportSize({ width, height: 900 });
      await settleLayout(page);
    }
    const screen = await screenState(page);
    if (screen.knownClean) continue;
    const violations = await runAxe(page);
    expect(violations, `${label} at ${width}px:\n${formatViolations(violations)}`).toEqual([]);
    // A page wider than the screen scrolls sideways: on a phone that hides content and breaks reading.
    const { pageWidth, widest } = await page.evaluate(() => {
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth <= document.documentElement.clientWidth) return { pageWidth, widest: 'none' };
      // The element that reaches furthest right, the innermost of equals (they come later in document order):
      // what to fix when the page is too wide.
      let widest = 'none';
      let right = document.documentElement.clientWidth + 0.5;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right < right) continue;
        right = box.right;
        const text = (element.textContent ?? '').trim().slice(0, 60);
        widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
      }
      return { pageWidth, widest };
    });
    expect(
      pageWidth,
      `${label} at ${width}px is ${pageWidth}px wide (widest: ${widest})`,
    ).toBeLessThanOrEqual(width);
    rememberClean(screen.key);
  }
  const size = page.viewportSize();
  if (original && (size?.width !== original.width || size.height !== original.height))
    await page.setViewportSize(original);
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
  /** Answers and Continue with the pointer (default) or with the keyboard alone. */
  input?: InputMode;
  /**
   * On a step with an empty required field, press its button first and check the screen with its errors shown
   * (axe at both widths) before filling it.
   */
  checkErrorState?: boolean;
  /** Counts the screens the borrower acts on, the answers they give and the progress screens (effort.ts). */
  effort?: Effort;
}

/**
 * Whether the step's form shows a required question still unanswered: an empty text-like input or select, an
 * unchecked required checkbox (a consent), or a radio group (its legend marked required) with nothing chosen.
 */
const hasEmptyRequiredField = (page: Page) =>
  page.evaluate(() => {
    const visible = (element: Element) => element.getClientRects().length > 0;
    const emptyField = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select'),
    ].some(
      (field) =>
        (field.required || field.getAttribute('aria-required') === 'true') &&
        field.type !== 'radio' &&
        field.type !== 'hidden' &&
        visible(field) &&
        (field.type === 'checkbox' ? !(field as HTMLInputElement).checked : field.value === ''),
    );
    const emptyRadioGroup = [...document.querySelectorAll('form fieldset')].some(
      (group) =>
        visible(group) &&
        group.querySelector(':scope > legend .MuiFormLabel-asterisk') !== null &&
        group.querySelector('input[type="radio"]') !== null &&
        group.querySelector('input[type="radio"]:checked') === null,
    );
    return emptyField || emptyRadioGroup;
  });

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
 * A test's time limit for walking a whole flow: it grows with the flow (a product owner's longer flow gets longer),
 * and leaves room for a CI machine that runs three journeys at once on two cores (5 s a step: heloc-1's 48 steps
 * took 74 s alone here and over 120 s in a loaded CI run).
 */
export const walkTimeout = (flow: FlowFile): number => 30_000 + 5_000 * flow.steps.length;

/**
 * Walks from the current page to the end of the flow (or to `until`): fill, axe, screenshots, submit, and the
 * next URL the flow file gives for these answers, with the same appId. Returns the step paths it completed.
 */
export async function walkFlow({
  page,
  officerId,
  flow,
  data,
  until,
  label,
  input = 'pointer',
  checkErrorState = false,
  effort,
}: Walk): Promise<string[]> {
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
      if (effort) effort.progressScreens += 1;
      const next = resolveNext(step, data);
      if (next === undefined) return completed;
      await page.waitForURL(
        (url) => url.pathname === `/${officerId}/${next}` && url.searchParams.get('appId') === appId,
        { timeout: 20_000 },
      );
      continue;
    }
    let document = await waitForStep(page, step);
    const hands = effort ? countingHands(handsFor(page, input), effort) : handsFor(page, input);
    const submit = page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true });
    if (document.requiresVerifiedIdentity && !(await identityShownVerified(page))) {
      // Continue waits for a verified identity (the soft-pull consent): the screen before, then the hosted page.
      await expectNoAxeViolations(page, `${flow.flowType} ${stepPath} before verifying identity`);
      await screenshotWidths(page, `${label}-${stepPath.replaceAll('/', '-')}-unverified`);
      const serviceHands = effort
        ? countingHands(handsFor(page, input), effort, 'serviceAnswers')
        : handsFor(page, input);
      await completeVerification(page, 'identity', data, { hands: serviceHands });
      document = await waitForStep(page, step);
    }
    if (checkErrorState && (await hasEmptyRequiredField(page))) {
      await hands.press(submit);
      await page.locator('form [aria-invalid="true"]').first().waitFor();
      await expectNoAxeViolations(page, `${flow.flowType} ${stepPath} with its errors shown`);
    }
    await fillStep(page, document, data, hands);
    await expectNoAxeViolations(page, `${flow.flowType} ${stepPath}`);
    await screenshotWidths(page, `${label}-${stepPath.replaceAll('/', '-')}`);
    await hands.press(submit);
    if (effort) effort.screens += 1;
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
