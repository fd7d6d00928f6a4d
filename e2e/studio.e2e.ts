// Journey: the flow studio (issue 20) as a product owner uses it on a working copy (STUDIO=write), here on a copy
// of the configuration files (STUDIO_ROOT) so the walk never changes the project. Open a flow, open a step from
// the diagram, edit a question and see the preview follow, save, and check the saved files with the checker;
// then make a loop, see it flagged and the save refused.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepQuestions } from '../src/client/studio/step-questions.ts';
import { loadFlowSources, PROJECT_ROOT } from '../src/server/flows/flow-files.ts';
import { checkFlowSources } from '../src/shared/flows/flow-checks.ts';
import { type FlowFile, isScreen, type StepDocument } from '../src/shared/flows/flow-types.ts';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { type RunningServer, startEmbeddedServer } from './support/server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
for (const dir of ['flows', 'schemas', 'tests/cases'])
  cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });

// The flow the studio opens first, and its first step that asks something and leads on: no flow is named here.
const sources = loadFlowSources(root);
const firstFlow = sources.flows
  .map((source) => ({ file: source.file, flow: source.content as FlowFile }))
  .sort((a, b) => a.file.localeCompare(b.file))[0] as { file: string; flow: FlowFile };
const documents = new Map(
  sources.steps.map((source) => [(source.content as StepDocument).id, source.content as StepDocument]),
);
const step = firstFlow.flow.steps.filter(isScreen).find((each) => {
  const document = documents.get(each.screen);
  return each.next !== undefined && document !== undefined && stepQuestions(document).length > 0;
});
const NEW_LABEL = 'What is the address of the home (studio test)?';

describe('the flow studio', () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startEmbeddedServer({ STUDIO: 'write', STUDIO_ROOT: root });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    collectPageErrors(page, pageErrors);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('opens on a flow with its diagram and no problems', async () => {
    await page.goto(`${server.baseUrl}/studio`);
    await page.getByRole('heading', { level: 1, name: 'Flow studio' }).waitFor();
    await page.getByText('The checker finds no problems in this flow.').waitFor();
    await page.locator('g.diagram-node[role="button"]').first().waitFor();
    await screenshotWidths(page, 'studio-diagram');
    await expectNoAxeViolations(page, 'studio diagram');
  });

  it('opens a step from the diagram, edits a question and sees the preview follow', async () => {
    expect(step, `a step of ${firstFlow.file} that asks something and leads on`).toBeDefined();
    await page.locator(`g.diagram-node[data-path="${step?.path}"]`).click();
    const label = page.getByRole('textbox', { name: 'Label' }).first();
    await label.waitFor();
    await label.fill(NEW_LABEL);
    const phone = page.frameLocator('iframe').first();
    await phone.getByText(NEW_LABEL).first().waitFor();
    await screenshotWidths(page, 'studio-step');
    await expectNoAxeViolations(page, 'studio step editor');
  });

  it('shows the change as a diff and saves it; the checker passes on the saved files', async () => {
    await page.getByRole('button', { name: /Review and save \(1 unsaved file\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and save' });
    await dialog.getByText(NEW_LABEL).first().waitFor();
    await dialog.getByRole('button', { name: 'Save 1 file' }).click();
    await dialog.getByText('Saved 1 file.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Review and save \(0 unsaved files\)/ }).waitFor();
    const saved = loadFlowSources(root);
    const changed = saved.steps.find((source) => (source.text ?? '').includes(NEW_LABEL));
    expect(changed, 'the edited step file on disk').toBeDefined();
    expect(checkFlowSources(saved).problems).toEqual([]);
    // Saved as the project's formatter writes it: the text ends with one newline, two-space indented.
    const text = readFileSync(path.join(root, changed?.file as string), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toMatch(/^\{\n {2}"/);
  });

  it('flags a loop and refuses to save it', async () => {
    await page.getByRole('tab', { name: 'Step' }).click();
    const firstRoute = page.getByLabel('Route 1: go to step', { exact: true });
    await firstRoute.waitFor();
    // Route the open step to itself: a loop.
    await firstRoute.fill(step?.path as string);
    await page.getByText(/problems? in this flow\./).waitFor();
    const save = page.getByRole('button', { name: /Review and save \(1 unsaved file\)/ });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Review and save' });
    await expect(dialog.getByRole('button', { name: 'Save 1 file' }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'studio save refused');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const flowOnDisk = readFileSync(path.join(root, firstFlow.file), 'utf8');
    expect(checkFlowSources(loadFlowSources(root)).problems).toEqual([]);
    expect(flowOnDisk).toBe(readFileSync(path.join(root, firstFlow.file), 'utf8'));
  });

  it('shows the cases with the record form, and the copy dialog with its cases checkbox, axe clean', async () => {
    await page.getByRole('tab', { name: 'Step' }).click();
    // An answer typed into the phone's preview makes it the answers a case can be recorded from.
    const phone = page.frameLocator('iframe').first();
    const radios = phone.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    else await phone.getByRole('textbox').first().fill('Recorded in the studio e2e');
    await page.getByRole('tab', { name: 'Cases' }).click();
    await page.getByText(/step cases pass in the browser/).waitFor();
    await page.getByRole('button', { name: 'Record as an invalid case' }).first().waitFor();
    await screenshotWidths(page, 'studio-cases');
    await expectNoAxeViolations(page, 'studio cases');
    await page.getByRole('button', { name: 'Copy to a new flow type' }).click();
    const copy = page.getByRole('dialog');
    await copy.getByText(/^Copy its \d+ test case files? too/).waitFor();
    await screenshotWidths(page, 'studio-copy-flow');
    await expectNoAxeViolations(page, 'studio copy flow');
    await copy.getByRole('button', { name: 'Cancel' }).click();
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
