// @vitest-environment jsdom
// The studio's cases panel over a flow on disk: every step case green (or left to the server), an edit that turns a
// valid case red with what was expected and what was got, a case's answers sent to the preview, the preview's answers
// recorded as a case, and the run on a server with its results or its failure in words.
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasesPanel, type CasesPanelProps } from '../../../src/client/studio/cases/cases-panel.tsx';
import { type Json, setAt } from '../../../src/shared/cases/case-answers.ts';
import {
  caseFileFor,
  isProblem,
  readCaseText,
  type StepCaseFile,
} from '../../../src/shared/cases/case-text.ts';
import { isScreen, type StepDocument } from '../../../src/shared/flows/flow-types.ts';
import type { StudioCaseRun, StudioTextFile } from '../../../src/shared/studio/studio-contract.ts';
import { buttonByName, cleanup, click, render, shown } from '../layout/render.tsx';
import { studioSources } from './studio-sources.ts';

const post = vi.fn();
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => ({ post }) }));

const { flows, documents, caseFiles } = studioSources();
const flow = flows.find((candidate) =>
  caseFiles.some((file) => file.file.startsWith(`tests/cases/${candidate.flowType}/steps/`)),
);
if (!flow) throw new Error('No flow on disk has step case files');
const flowFiles = caseFiles.filter((file) => file.file.startsWith(`tests/cases/${flow.flowType}/`));
const stepFiles = flowFiles
  .map((file) => readCaseText(file.file, flow.flowType, file.text))
  .filter((read): read is StepCaseFile => !isProblem(read) && read.kind === 'step');
const screenOf = (step: string) =>
  flow.steps.filter(isScreen).find((candidate) => candidate.path === step)?.screen;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An optional question a valid case leaves unanswered, under a group it answers: made required, the case fails. */
function optionalUnanswered(schema: Node, answers: Json, at: string[] = []): string[] | undefined {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Node>)) {
    if (!(key in answers) && !required.has(key)) return [...at, key];
    const inner = answers[key];
    if (property.type === 'object' && isNode(inner)) {
      const found = optionalUnanswered(property, inner, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A step file's valid case, its step's document with that question made required, and the question's path. */
function editThatBreaksACase() {
  for (const file of stepFiles) {
    const screen = screenOf(file.step);
    const document = screen ? documents.get(screen) : undefined;
    if (!screen || !document) continue;
    for (const testCase of file.valid) {
      const path = optionalUnanswered(document.schema, testCase.answers);
      if (!path) continue;
      const edited = structuredClone(document);
      let parent: Node = edited.schema;
      for (const key of path.slice(0, -1)) parent = (parent.properties as Record<string, Node>)[key] as Node;
      parent.required = [...((parent.required as string[] | undefined) ?? []), path.at(-1) as string];
      return { file, testCase, screen, edited, path };
    }
  }
  throw new Error('No valid case on disk leaves an optional question unanswered');
}

const props = (overrides: Partial<CasesPanelProps> = {}): CasesPanelProps => ({
  flowType: flow.flowType,
  flow,
  documents,
  caseFiles: flowFiles,
  writable: false,
  onCaseFileChange: vi.fn(),
  onPickAnswers: vi.fn(),
  ...overrides,
});

/** Until the browser run has judged every file (a file per task). */
const ran = () =>
  shown(() => (document.body.textContent?.includes('step cases pass in the browser') ? true : null), 20_000);

const itemOf = (name: string) =>
  [...document.querySelectorAll('li')].find((item) => item.textContent?.includes(name)) as
    | HTMLElement
    | undefined;

beforeEach(() => {
  post.mockReset();
});

/** Types the new case's name in the record form, as a person would. */
async function nameTheCase(text: string) {
  const name = document.querySelector<HTMLInputElement>('input[id$="-name"]') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, text);
    name.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
afterEach(cleanup);

describe('the cases panel', { timeout: 60_000 }, () => {
  it('lists every step case file of the flow, every case passing or left to the server', async () => {
    await render(<CasesPanel {...props()} />);
    await ran();
    for (const file of stepFiles) {
      expect(document.body.textContent).toContain(file.file);
      for (const testCase of [...file.valid, ...file.invalid]) expect(itemOf(testCase.name)).toBeDefined();
    }
    const verdicts = [...document.querySelectorAll('li .MuiChip-label')].map((chip) => chip.textContent);
    expect(verdicts.length).toBe(
      stepFiles.reduce((sum, file) => sum + file.valid.length + file.invalid.length, 0),
    );
    expect(verdicts.filter((verdict) => verdict !== 'Passes' && verdict !== 'Server only')).toEqual([]);
    expect(document.body.textContent).not.toMatch(/\bFails\b/);
  });

  it('turns a valid case red when an edit makes a question it leaves out required, saying what it got', async () => {
    const { testCase, screen, edited, path } = editThatBreaksACase();
    const rendered = await render(<CasesPanel {...props()} />);
    expect(itemOf(testCase.name)?.textContent).toContain('Passes');
    const changed = new Map<string, StepDocument>(documents);
    changed.set(screen, edited);
    await rendered.rerender(<CasesPanel {...props({ documents: changed })} />);
    await ran();
    const item = itemOf(testCase.name);
    expect(item?.textContent).toContain('Fails');
    expect(item?.textContent).toContain('Expectedno message');
    expect(item?.textContent).toMatch(new RegExp(`Got.*on ${path.join('\\.')}`));
  });

  it('sends a case’s answers to the preview', async () => {
    const onPickAnswers = vi.fn();
    const [file] = stepFiles;
    const testCase = file?.invalid[0] ?? file?.valid[0];
    if (!file || !testCase) throw new Error('no case');
    await render(<CasesPanel {...props({ onPickAnswers })} />);
    await ran();
    await click(buttonByName(`Use these answers: ${testCase.name}`));
    expect(onPickAnswers).toHaveBeenCalledWith(file.step, testCase.answers);
  });

  it('records the preview’s answers as a named valid case of that step’s file, when writable', async () => {
    const onCaseFileChange = vi.fn();
    const [file] = stepFiles;
    if (!file) throw new Error('no step file');
    const answers = setAt({}, 'note', 'recorded');
    const withPreview = props({
      writable: true,
      previewAnswers: { step: file.step, answers },
      onCaseFileChange,
    });
    const { rerender } = await render(
      <CasesPanel {...props({ previewAnswers: withPreview.previewAnswers })} />,
    );
    await ran();
    expect(buttonByName('Record as a valid case')).toBeNull();
    await rerender(<CasesPanel {...withPreview} />);
    await ran();
    const name = document.querySelector<HTMLInputElement>('input[id$="-name"]') as HTMLInputElement;
    expect(name.labels?.[0]?.textContent).toContain('Name of the new case');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        name,
        'Picked in the studio',
      );
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonByName('Record as a valid case'));
    const written = onCaseFileChange.mock.calls[0]?.[0] as StudioTextFile;
    expect(written.file).toBe(file.file);
    const read = readCaseText(written.file, flow.flowType, written.text);
    expect(!isProblem(read) && read.kind === 'step' && read.valid.at(-1)).toEqual({
      name: 'Picked in the studio',
      answers,
      given: expect.any(Object),
    });
    expect(document.body.textContent).toContain('Recorded “Picked in the studio”');
  });

  it('records answers the step refuses as an invalid case with its first message, which then passes', async () => {
    const file = stepFiles.find((each) => each.invalid.length > 0);
    const refused = file?.invalid[0];
    if (!file || !refused) throw new Error('no invalid case on disk');
    const onCaseFileChange = vi.fn();
    const original = flowFiles.find((each) => each.file === file.file) as StudioTextFile;
    const preview = {
      writable: true,
      previewAnswers: { step: file.step, answers: refused.answers },
      onCaseFileChange,
    };
    const rendered = await render(<CasesPanel {...props(preview)} />);
    await ran();
    await nameTheCase('Refused in the studio');
    await click(buttonByName('Record as an invalid case'));
    const written = onCaseFileChange.mock.calls[0]?.[0] as StudioTextFile;
    expect(written.file).toBe(file.file);
    const read = readCaseText(written.file, flow.flowType, written.text);
    const recorded = !isProblem(read) && read.kind === 'step' ? read.invalid.at(-1) : undefined;
    expect(recorded).toMatchObject({ name: 'Refused in the studio', field: expect.any(String) });
    expect(recorded?.message.length).toBeGreaterThan(0);
    expect(document.body.textContent).toContain('Recorded “Refused in the studio” as an invalid case');

    const caseFiles = flowFiles.map((each) => (each.file === original.file ? written : each));
    await rendered.rerender(<CasesPanel {...props({ ...preview, caseFiles })} />);
    await ran();
    expect(itemOf('Refused in the studio')?.textContent).toContain('Passes');
  });

  it('will not record answers the step accepts as an invalid case, and says why', async () => {
    const file = stepFiles.find((each) => each.valid.length > 0);
    const accepted = file?.valid[0];
    if (!file || !accepted) throw new Error('no valid case on disk');
    const onCaseFileChange = vi.fn();
    await render(
      <CasesPanel
        {...props({
          writable: true,
          previewAnswers: { step: file.step, answers: accepted.answers },
          onCaseFileChange,
        })}
      />,
    );
    await ran();
    await nameTheCase('Not refused at all');
    await click(buttonByName('Record as an invalid case'));
    expect(onCaseFileChange).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('The step accepts these answers');
  });

  it('starts the case file of a step that has none with the recorded case', async () => {
    const bare = flow.steps
      .filter(isScreen)
      .find((step) => !stepFiles.some((file) => file.step === step.path));
    const withFiles = stepFiles[0];
    if (!withFiles) throw new Error('no step file');
    const step = bare?.path ?? withFiles.step;
    // A flow whose case files leave the step out, if every step of the flow on disk has one.
    const caseFiles = bare ? flowFiles : flowFiles.filter((each) => each.file !== withFiles.file);
    const onCaseFileChange = vi.fn();
    const answers = withFiles.valid[0]?.answers ?? {};
    await render(
      <CasesPanel
        {...props({ writable: true, caseFiles, previewAnswers: { step, answers }, onCaseFileChange })}
      />,
    );
    await ran();
    const file = caseFileFor(flow.flowType, step);
    expect(document.body.textContent).toContain(
      `This step has no case file yet: recording a case makes ${file}.`,
    );
    await nameTheCase('The first case of this step');
    await click(buttonByName('Record as a valid case'));
    const written = onCaseFileChange.mock.calls[0]?.[0] as StudioTextFile;
    expect(written.file).toBe(file);
    const read = readCaseText(written.file, flow.flowType, written.text);
    expect(!isProblem(read) && read.kind === 'step' && read.step).toBe(step);
    expect(!isProblem(read) && read.kind === 'step' && read.valid.map((each) => each.name)).toEqual([
      'The first case of this step',
    ]);
  });

  it('says the server runs saved files, and waits for a new flow to be saved before running it', async () => {
    const rendered = await render(<CasesPanel {...props({ unsavedFiles: ['schemas/steps/a.json'] })} />);
    await ran();
    expect(document.body.textContent).toContain('1 unsaved file is not in its run until saved.');
    expect(buttonByName('Run on a server')?.disabled).toBe(false);
    await rendered.rerender(<CasesPanel {...props({ unsavedFiles: [`flows/${flow.flowType}.json`] })} />);
    expect(document.body.textContent).toContain('save this flow (Review and save) to run its cases there.');
    expect(buttonByName('Run on a server')?.disabled).toBe(true);
  });

  it('runs the cases on a server and shows each result', async () => {
    const [file] = stepFiles;
    const testCase = file?.valid[0];
    if (!file || !testCase) throw new Error('no case');
    const run: StudioCaseRun = {
      flowType: flow.flowType,
      passed: 1,
      failed: 1,
      durationMs: 4000,
      results: [
        { file: file.file, step: file.step, name: testCase.name, kind: 'valid', passed: true },
        {
          file: 'tests/cases',
          name: 'every step has its cases',
          kind: 'coverage',
          passed: false,
          message: 'no cases for x',
        },
      ],
    };
    post.mockResolvedValue({ data: run });
    await render(<CasesPanel {...props()} />);
    await ran();
    await click(buttonByName('Run on a server'));
    // The working copy's studio (no officer in the address) asks for no token: nobody signs in to it.
    expect(post).toHaveBeenCalledWith(
      '/api/studio/cases/run',
      { flowType: flow.flowType },
      expect.objectContaining({ skipAuth: true }),
    );
    expect(document.body.textContent).toContain('On the server: 1 passed, 1 failed');
    expect(itemOf(testCase.name)?.textContent).toContain('On the server: passes');
    expect(document.body.textContent).toContain(
      'Fails: every step has its cases (tests/cases): no cases for x',
    );
  });

  it('says so when the server is read-only (403)', async () => {
    const refused = Object.assign(new Error('Request failed with status code 403'), {
      isAxiosError: true,
      response: { status: 403 },
    });
    post.mockImplementation(async () => {
      throw refused;
    });
    await render(<CasesPanel {...props()} />);
    await ran();
    await click(buttonByName('Run on a server'));
    expect(document.querySelector('[role=alert], .MuiAlert-message')?.textContent).toContain(
      'read-only here (403)',
    );
  });

  it('passes axe, writable with a case to record', async () => {
    const [file] = stepFiles;
    if (!file) throw new Error('no step file');
    const { container } = await render(
      <CasesPanel {...props({ writable: true, previewAnswers: { step: file.step, answers: {} } })} />,
    );
    await ran();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });
});
