// How an e2e test operates a page: with the pointer (Playwright's click, check and fill) or with the keyboard
// alone (issue 9, accessibility): focus moves with Tab and Shift+Tab only, and every answer is given with the keys
// a keyboard user has. A control Tab cannot reach fails the test naming the elements Tab passed through, so a
// focus trap or a mouse-only control shows up by name.
import type { Locator, Page } from 'playwright-core';

/** How far Tab (and then Shift+Tab) may travel looking for a control before it counts as unreachable. */
const MAX_TABS = 120;

/** A short description of the focused element, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.slice(0, 40);
    return `${element.tagName.toLowerCase()}[${element.getAttribute('type') ?? element.getAttribute('role') ?? ''}] ${label ?? ''}`.trim();
  });

const isFocused = (target: Locator) =>
  target
    .first()
    .evaluate((element) => element === document.activeElement)
    .catch(() => false);

/**
 * Presses Tab until `target` (or, with `accept`, any element it accepts) has the focus; then Shift+Tab the other
 * way. Throws, naming the stops on the way, when neither reaches it.
 */
export async function tabTo(page: Page, target: Locator, accept?: () => Promise<boolean>): Promise<void> {
  await target.first().waitFor();
  const reached = accept ?? (() => isFocused(target));
  if (await reached()) return;
  const passed: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < MAX_TABS; presses += 1) {
      await page.keyboard.press(key);
      if (await reached()) return;
      if (passed.length < 40) passed.push(await describeFocus(page));
    }
  }
  throw new Error(`Tab and Shift+Tab never reached ${target}; focus went through: ${passed.join(' | ')}`);
}

/** Tabs to a button or link and presses Enter. */
async function pressEnterOn(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a text-like input and types `text` over what it holds (select all, then type). */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
}

/** A date input takes its parts as typed in the page's locale (month, day, year in en-US): 2026-03-09 → 03092026. */
async function typeDate(page: Page, target: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await tabTo(page, target);
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Tabs to a checkbox and presses Space if it is not already as wanted. */
async function setCheckedByKeyboard(page: Page, target: Locator, checked: boolean): Promise<void> {
  await tabTo(page, target);
  if ((await target.isChecked()) !== checked) await page.keyboard.press('Space');
}

/**
 * Checks a radio button as a keyboard user does: Tab enters its group (on the checked radio, or the first), then
 * Space checks the focused one or the arrow keys move to and check the next.
 */
async function checkRadioByKeyboard(page: Page, target: Locator): Promise<void> {
  const name = await target.first().evaluate((element) => (element as HTMLInputElement).name);
  const inGroup = () =>
    page.evaluate((groupName) => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.type === 'radio' && element.name === groupName;
    }, name);
  await tabTo(page, target, inGroup);
  for (let moves = 0; moves < 30 && !(await target.isChecked()); moves += 1) {
    await page.keyboard.press((await isFocused(target)) ? 'Space' : 'ArrowDown');
  }
  if (!(await target.isChecked())) throw new Error(`The arrow keys never checked ${target}`);
}

/** Picks an option of a native select by its value with the arrow keys (Home first, then ArrowDown). */
async function selectByKeyboard(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  if ((await target.inputValue()) === value) return;
  await page.keyboard.press('Home');
  const count = await target.locator('option').count();
  for (let moves = 0; moves <= count && (await target.inputValue()) !== value; moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  if ((await target.inputValue()) !== value)
    throw new Error(`The arrow keys never chose "${value}" in ${target}`);
}

export type InputMode = 'pointer' | 'keyboard';

/** The actions a test takes on controls, the same whichever the input. */
export interface Hands {
  mode: InputMode;
  /** Activates a button or a link. */
  press: (target: Locator) => Promise<void>;
  check: (radio: Locator) => Promise<void>;
  setChecked: (box: Locator, checked: boolean) => Promise<void>;
  fill: (field: Locator, text: string) => Promise<void>;
  /** A date input, from an ISO date. */
  fillDate: (field: Locator, isoDate: string) => Promise<void>;
  /** A native select, by the option's value. */
  select: (box: Locator, value: string) => Promise<void>;
}

export function handsFor(page: Page, mode: InputMode = 'pointer'): Hands {
  if (mode === 'keyboard') {
    return {
      mode,
      press: (target) => pressEnterOn(page, target),
      check: (radio) => checkRadioByKeyboard(page, radio),
      setChecked: (box, checked) => setCheckedByKeyboard(page, box, checked),
      fill: (field, text) => typeInto(page, field, text),
      fillDate: (field, isoDate) => typeDate(page, field, isoDate),
      select: (box, value) => selectByKeyboard(page, box, value),
    };
  }
  return {
    mode,
    press: (target) => target.click(),
    check: (radio) => radio.check(),
    setChecked: (box, checked) => box.setChecked(checked),
    fill: (field, text) => field.fill(text),
    fillDate: (field, isoDate) => field.fill(isoDate),
    select: async (box, value) => {
      await box.selectOption(value);
    },
  };
}
