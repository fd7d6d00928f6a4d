// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../src/client/api/api-provider.tsx';
import { MuiScope } from '../../../src/client/mui-scope.tsx';
import { ReadinessProvider } from '../../../src/client/state/readiness.tsx';
import { stepQuestions } from '../../../src/client/studio/step-questions.ts';
import StudioScreen from '../../../src/client/studio/studio-screen.tsx';
import { loadFlowSources } from '../../../src/server/flows/flow-files.ts';
import type { FlowFile, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { isScreen } from '../../../src/shared/flows/flow-types.ts';
import type { StudioSaveRequest, StudioSources } from '../../../src/shared/studio/studio-contract.ts';
import { buttonByName, cleanup, click, render, shown } from '../layout/render.tsx';

/**
 * The studio over the real flow and step files, with the server's answers given at the HTTP adapter: what a
 * product owner sees and does (pick a flow, edit a step, review the diff, save).
 */
const checker = loadFlowSources();
const flows = checker.flows.map((source) => source.content as FlowFile);
const documents = new Map(
  checker.steps.map((source) => [(source.content as StepDocument).id, source.content as StepDocument]),
);
const firstFlow = flows[0] as FlowFile;
const firstFlowFile = checker.flows[0]?.file as string;

/** A step of the first flow whose first question is a text question with a label. */
const editable = firstFlow.steps.filter(isScreen).find((step) => {
  const document = documents.get(step.screen);
  const question = document ? stepQuestions(document)[0] : undefined;
  return question?.type === 'text' && question.label !== '';
});
if (!editable) throw new Error('The first flow has no step with a text question');
const editableDocument = documents.get(editable.screen) as StepDocument;
const firstQuestion = stepQuestions(editableDocument)[0] as ReturnType<typeof stepQuestions>[number];

function fixture(writable: boolean): StudioSources {
  const versions = Object.fromEntries(
    [...checker.flows, ...checker.steps].map((source) => [source.file, `v:${source.file}`]),
  );
  return { writable, checker, cases: [], versions };
}

type Answer = { status: number; data: unknown };
let sources: StudioSources = fixture(true);
let saves: StudioSaveRequest[] = [];
let answerSave: (request: StudioSaveRequest) => Answer = (request) => ({
  status: 200,
  data: { files: request.files, removed: [], versions: {}, report: { problems: [], notes: [] } },
});

const originalAdapter = axios.defaults.adapter;
beforeAll(() => {
  axios.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = (answer: Answer): AxiosResponse => ({ ...answer, statusText: '', headers: {}, config });
    if (config.method === 'get' && config.url === '/studio/sources')
      return reply({ status: 200, data: sources });
    if (config.method === 'put' && config.url === '/studio/files') {
      const request = JSON.parse(config.data as string) as StudioSaveRequest;
      saves.push(request);
      const answer = answerSave(request);
      if (answer.status >= 400)
        throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, reply(answer));
      return reply(answer);
    }
    throw new AxiosError('not found', 'ERR_BAD_REQUEST', config, null, reply({ status: 404, data: {} }));
  };
});
afterAll(() => {
  axios.defaults.adapter = originalAdapter;
});
afterEach(async () => {
  await cleanup();
  sources = fixture(true);
  saves = [];
});

async function showStudio(writable = true, cases: StudioSources['cases'] = []) {
  sources = { ...fixture(writable), cases };
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = await render(
    <QueryClientProvider client={queries}>
      <ReadinessProvider>
        <MemoryRouter initialEntries={['/studio']}>
          <ApiProvider baseUrl="/api">
            <MuiScope>
              <StudioScreen />
            </MuiScope>
          </ApiProvider>
        </MemoryRouter>
      </ReadinessProvider>
    </QueryClientProvider>,
  );
  await shown(() => labelled('Flow')).catch((error) => {
    throw new Error(`${error.message}: ${document.body.textContent}`);
  });
  await settle();
  return rendered;
}

/** The preview renders in an iframe of its own, which axe cannot enter in jsdom: the page around it is checked. */
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false } }, iframes: false };

/** The diagram's node of a step (each names its step in `data-path`), activated as a pointer or keyboard would. */
const diagramNode = (path: string) => document.querySelector(`[data-path="${CSS_ESCAPE(path)}"]`);
const CSS_ESCAPE = (value: string) => value.replace(/["\\]/g, '\\$&');
async function activate(element: Element | null) {
  if (!element) throw new Error('Nothing to activate');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Lets the debounced checker run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 250)));

/** The form control whose label reads `label` (a required mark aside). */
function labelled<T extends HTMLElement = HTMLInputElement>(label: string): T | null {
  const found = [...document.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  return found ? (document.getElementById(found.htmlFor) as T | null) : null;
}

async function type(control: HTMLElement | null, value: string) {
  if (!control) throw new Error('No such field');
  const prototype =
    control instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : control instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const tab = (name: RegExp) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((each) =>
    name.test(each.textContent ?? ''),
  ) ?? null;

async function openStep(path: string) {
  await click(tab(/^Step/));
  await type(labelled<HTMLSelectElement>('Step'), path);
}

const saveButton = () =>
  [...document.querySelectorAll('button')].find((button) =>
    button.textContent?.startsWith('Review and save'),
  ) ?? null;

const questionLabels = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[id^="question-"][id$="-label"]')].map(
    (input) => input.value,
  );

/** A step of any flow with a choice question and routes with conditions, to check those editors too. */
const rich = flows
  .flatMap((flow) => flow.steps.filter(isScreen).map((step) => ({ flow, step })))
  .find(({ step }) => {
    const document = documents.get(step.screen);
    return (
      Array.isArray(step.next) &&
      step.next.some((route) => route.when && 'field' in route.when) &&
      document !== undefined &&
      stepQuestions(document).some((question) => question.type === 'choice')
    );
  });

// The whole studio over every real flow in jsdom, the checker running after each edit: 4 to 8 s a test alone, over
// 20 s beside the server's tests on two busy cores.
describe('the flow studio', { timeout: 60_000 }, () => {
  it('edits choices and conditional routes in labelled fields, with no axe violations', async () => {
    if (!rich) throw new Error('No step of any flow has a choice question and a conditional route');
    await showStudio();
    const file = checker.flows[flows.indexOf(rich.flow)]?.file as string;
    await type(labelled<HTMLSelectElement>('Flow'), file);
    await openStep(rich.step.path);
    expect(document.body.textContent).toContain('Choices of');
    expect(labelled('Route 1: answer')).not.toBeNull();
    const result = await axe.run(document.body, AXE_OPTIONS);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });

  it('offers every flow file by its flow type and shows the open flow’s steps, with no axe violations', async () => {
    const { container } = await showStudio();
    const options = [...(labelled<HTMLSelectElement>('Flow')?.options ?? [])].map(
      (option) => option.textContent,
    );
    expect(options).toHaveLength(flows.length);
    for (const flow of flows)
      expect(options.some((text) => text?.startsWith(`${flow.flowType}:`))).toBe(true);
    expect(diagramNode(editable.path)).not.toBeNull();
    expect(document.body.textContent).toContain('The checker finds no problems in this flow.');
    const result = await axe.run(container, AXE_OPTIONS);
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('opens a step from the diagram, edits a question’s label into the file’s text and shows it in the diff', async () => {
    await showStudio();
    await activate(diagramNode(editable.path));
    expect(questionLabels()[0]).toBe(firstQuestion.label);
    await type(labelled('Label'), 'Your favourite colour');
    expect(questionLabels()[0]).toBe('Your favourite colour');
    expect(saveButton()?.textContent).toContain('1 unsaved file');
    await settle();
    expect(document.body.textContent).toContain('The checker finds no problems in this flow.');

    await click(saveButton());
    const dialog = await shown(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain(`schemas/steps/${editable.screen}.json (changed)`);
    const removed = dialog.textContent?.match(/Removed: −\s+"title": ("[^"]*")/)?.[1];
    expect(removed).toBe(JSON.stringify(firstQuestion.label));
    expect(dialog.textContent).toMatch(/Added: \+\s+"title": "Your favourite colour"/);
    const result = await axe.run(dialog, AXE_OPTIONS);
    expect(result.violations.map((violation) => violation.id)).toEqual([]);

    await click(buttonByName('Save 1 file'));
    await shown(() => (dialog.textContent?.includes('Saved 1 file.') ? true : null));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.base).toEqual({
      [`schemas/steps/${editable.screen}.json`]: `v:schemas/steps/${editable.screen}.json`,
    });
    expect(saves[0]?.files[0]?.text).toContain('"title": "Your favourite colour"');
    expect(saveButton()?.textContent).toContain('0 unsaved files');
  });

  it('lists a next step that does not exist as a problem with its fix, and will not save the flow', async () => {
    await showStudio();
    await openStep(editable.path);
    await type(labelled('Route 1: go to step'), 'no-such-step');
    await settle();
    expect(tab(/^Problems/)?.textContent).not.toBe('Problems (0)');
    expect(document.body.textContent).toContain('no-such-step');
    expect(document.body.textContent).toContain('Fix:');

    await click(tab(/^Problems/));
    expect(document.querySelector('[role="tabpanel"]')?.textContent).toContain('no-such-step');

    await click(saveButton());
    const dialog = await shown(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain(`${firstFlowFile} has problems`);
    expect(buttonByName('Save 1 file')?.disabled).toBe(true);
  });

  it('adds, moves and removes questions with the keyboard’s buttons, focus following the question', async () => {
    await showStudio();
    await openStep(editable.path);
    const editor = await axe.run(document.body, AXE_OPTIONS);
    expect(editor.violations.map((violation) => violation.id)).toEqual([]);
    const before = questionLabels();
    const add = buttonByName('Add a question');
    add?.focus();
    await click(add);
    expect(questionLabels()).toEqual([...before, 'New question']);
    const added = document.activeElement as HTMLInputElement;
    expect(added.value).toBe('New question');

    const count = before.length + 1;
    if (before.length >= 1) {
      await click(buttonByName(`Move up question ${count} (New question)`));
      expect(questionLabels().at(-2)).toBe('New question');
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        `Move up question ${count - 1} (New question)`,
      );
    }
    const position = questionLabels().indexOf('New question') + 1;
    await click(buttonByName(`Remove question ${position} (New question)`));
    expect(questionLabels()).toEqual(before);
    expect(saveButton()?.textContent).toContain('0 unsaved files');
  });

  it('says when the files changed on disk since they were read, and shows the checker’s refusal', async () => {
    await showStudio();
    await openStep(editable.path);
    await type(labelled('Label'), 'Changed');
    await settle();
    answerSave = () => ({
      status: 409,
      data: { message: 'changed', files: [`schemas/steps/${editable.screen}.json`] },
    });
    await click(saveButton());
    await click(buttonByName('Save 1 file'));
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    await shown(() => (dialog.textContent?.includes('changed on disk since you opened it') ? true : null));

    answerSave = () => ({
      status: 422,
      data: {
        message: 'The files have problems.',
        problems: [{ file: 'flows/x.json', problem: 'something is wrong.', fix: 'Do the right thing.' }],
      },
    });
    await click(buttonByName('Save 1 file'));
    await shown(() => (dialog.textContent?.includes('Do the right thing.') ? true : null));
    expect(saveButton()?.textContent).toContain('1 unsaved file');
  });

  it('adds a step after the open one, with a new step file, and copies the flow to a new flow type', async () => {
    await showStudio();
    await openStep(editable.path);
    await click(buttonByName('Add a step after this one'));
    await type(labelled('Step address'), 'studio-test/extra');
    await type(labelled('Screen title'), 'One more thing');
    await click(buttonByName('Add the step'));
    expect(labelled<HTMLSelectElement>('Step')?.value).toBe('studio-test/extra');
    expect(questionLabels()).toEqual(['New question']);
    expect(saveButton()?.textContent).toContain('2 unsaved files');
    await settle();
    expect(tab(/^Problems/)?.textContent).toBe('Problems (0)');

    await click(buttonByName('Copy to a new flow type'));
    await type(labelled('New flow type'), firstFlow.flowType);
    await type(labelled('Title'), 'A copy');
    await click(buttonByName('Copy the flow'));
    expect(document.body.textContent).toContain(`New flow type: “${firstFlow.flowType}” already exists.`);
    await type(labelled('New flow type'), 'studio-copy-9');
    await click(buttonByName('Copy the flow'));
    const picker = labelled<HTMLSelectElement>('Flow');
    expect(picker?.value).toBe('flows/studio-copy-9.json');
    expect(picker?.selectedOptions[0]?.textContent).toBe('studio-copy-9: A copy');
    expect(saveButton()?.textContent).toContain('3 unsaved files');
    await settle();
    expect(tab(/^Problems/)?.textContent).toBe('Problems (0)');
  });

  it('copies the flow’s test case files with it, unless told not to', async () => {
    const folder = `tests/cases/${firstFlow.flowType}`;
    const cases = [
      { file: `${folder}/steps/first.yaml`, text: 'step: first\nvalid: []\n' },
      { file: `${folder}/journeys/walk.yaml`, text: 'journey: "A walk"\n' },
      { file: 'tests/cases/another-flow/steps/first.yaml', text: 'step: other\n' },
    ];
    await showStudio(true, cases);
    await click(buttonByName('Copy to a new flow type'));
    expect(document.body.textContent).toContain(`Copy its 2 test case files too (${folder}/)`);
    await type(labelled('New flow type'), 'studio-copy-cases');
    await type(labelled('Title'), 'A copy with cases');
    await click(buttonByName('Copy the flow'));
    expect(saveButton()?.textContent).toContain('3 unsaved files');
    await click(saveButton());
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('tests/cases/studio-copy-cases/steps/first.yaml');
    expect(dialog.textContent).toContain('tests/cases/studio-copy-cases/journeys/walk.yaml');
    expect(dialog.textContent).not.toContain('tests/cases/studio-copy-cases/steps/other');
    await cleanup();

    await showStudio(true, cases);
    await click(buttonByName('Copy to a new flow type'));
    await type(labelled('New flow type'), 'studio-copy-bare');
    await type(labelled('Title'), 'A copy without cases');
    const copyCases = [...document.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Copy its 2 test case files too'),
    );
    await click(copyCases?.querySelector('input[type="checkbox"]') ?? null);
    await click(buttonByName('Copy the flow'));
    expect(saveButton()?.textContent).toContain('1 unsaved file');
  });

  it('will not save a change that causes a problem in a file it did not edit', async () => {
    // A question of the first flow that one of its facts reads: without it, the flow file has a problem.
    const factPaths = new Set(Object.values(firstFlow.facts).filter((fact) => typeof fact === 'string'));
    const target = firstFlow.steps.filter(isScreen).flatMap((step) => {
      const document = documents.get(step.screen);
      const questions = document ? stepQuestions(document) : [];
      const index = questions.findIndex((question) => factPaths.has(question.path));
      return index < 0 ? [] : [{ step, index, question: questions[index] }];
    })[0];
    if (!target?.question) throw new Error('No fact of the first flow reads a question of its steps');
    await showStudio();
    await openStep(target.step.path);
    const name = target.question.label || target.question.key;
    await click(buttonByName(`Remove question ${target.index + 1} (${name})`));
    await settle();
    await click(saveButton());
    const dialog = await shown(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain('problems: fix them');
    expect(buttonByName('Save 1 file')?.disabled).toBe(true);
  });

  it('changes a question’s type, and its choices, the way the step files write them', async () => {
    await showStudio();
    await openStep(editable.path);
    await type(labelled<HTMLSelectElement>('Type'), 'choice');
    expect(document.body.textContent).toContain(`Choices of “${firstQuestion.label}”`);
    await type(labelled('Choice 1 label'), 'Blue');
    await click(buttonByName('Add a choice'));
    expect(labelled('Choice 3 label')).not.toBeNull();
    await type(labelled<HTMLSelectElement>('Type'), 'dollars');
    expect(labelled('Lowest amount (dollars)')?.value).toBe('0');
    await type(labelled('Highest amount (dollars)'), '5000');
    await click(saveButton());
    const dialog = await shown(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toMatch(/Added: \+\s+"type": "integer"/);
    expect(dialog.textContent).toMatch(/Added: \+\s+"maximum": 5000/);
    expect(dialog.textContent).toMatch(/Added: \+\s+"ui:widget": "currency"/);
  });

  it('read-only: shows the files, says so, and offers no editing or saving', async () => {
    await showStudio(false);
    expect(document.body.textContent).toContain('Read-only');
    expect(saveButton()).toBeNull();
    await openStep(editable.path);
    expect(questionLabels()[0]).toBe(firstQuestion.label);
    expect(labelled('Label')?.disabled).toBe(true);
    expect(buttonByName('Add a question')).toBeNull();
    expect(buttonByName('Add a route')).toBeNull();
    expect(buttonByName('Add a step after this one')).toBeNull();
  });
});
