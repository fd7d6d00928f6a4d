/**
 * A step of a submitted application, opened again (issue 17, item 2): its answers read-only, as the review words
 * them (src/client/loans/answer-summary.ts), with the note that they can no longer be changed and no field.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type SummaryLine, summarizeAnswers } from '../../src/client/loans/answer-summary.ts';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';

const flat = (lines: SummaryLine[]): SummaryLine[] =>
  lines.flatMap((line) => [line, ...flat(line.children ?? [])]);

/** Every answer of `data` on the step shows, worded, with nothing to change. */
export async function expectReadOnlyAnswers(
  page: Page,
  document: StepDocument,
  data: unknown,
): Promise<void> {
  const main = page.locator('main');
  await main.getByText(/its answers can no longer be changed\.$/).waitFor();
  expect(await main.locator('input, select, textarea').count(), `${document.id}: fields`).toBe(0);
  const shown = await main.innerText();
  for (const line of flat(summarizeAnswers(document.schema, document.uiSchema, data as never))) {
    expect(shown, `${document.id}: ${line.label}`).toContain(line.label);
    if (line.value) expect(shown, `${document.id}: ${line.label}`).toContain(line.value);
  }
}
