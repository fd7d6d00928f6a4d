// @vitest-environment jsdom
// The studio's step preview: a real step from disk rendered by the engine in two real viewports (iframes of 375 and
// 1280 px), filled from answers, with the borrower's messages in the Errors state, and quick to follow an edit.
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserVerdict } from '../../../src/client/flow-engine/form/browser-verdict.ts';
import { compileStepValidator } from '../../../src/client/flow-engine/form/runtime-validator.ts';
import {
  desktopScale,
  PREVIEW_WIDTHS,
  StepPreview,
  stackedDesktopScale,
} from '../../../src/client/studio/preview/step-preview.tsx';
import { createBrandTheme } from '../../../src/client/theme.ts';
import type { StepDocument } from '../../../src/shared/flows/flow-types.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';
import { studioSources } from './studio-sources.ts';

const get = vi.fn();
vi.mock('../../../src/client/api/api-provider.tsx', () => ({ useHttpClient: () => ({ get }) }));

const { documents } = studioSources();

type Node = Record<string, unknown>;

/** The questions of a schema, by dotted path: each property with a title that is not a group of questions. */
function questionsOf(schema: Node, at: string[] = []): { path: string[]; schema: Node }[] {
  return Object.entries((schema.properties ?? {}) as Record<string, Node>).flatMap(([key, property]) =>
    property.type === 'object'
      ? questionsOf(property, [...at, key])
      : [{ path: [...at, key], schema: property }],
  );
}

const isText = (question: { schema: Node }) =>
  question.schema.type === 'string' &&
  !question.schema.enum &&
  !question.schema.format &&
  !question.schema.oneOf;

/** A step from disk that asks titled questions, one of them required: the first such, whatever they are. */
function askingStep(): { document: StepDocument; required: { field: string; message: string } } {
  for (const document of documents.values()) {
    const questions = questionsOf(document.schema);
    if (document.panel || questions.length === 0) continue;
    // A plain text question too, to type into.
    if (!questions.some(isText)) continue;
    if (!questions.every((question) => typeof question.schema.title === 'string')) continue;
    const { messages } = browserVerdict(document, compileStepValidator(), {});
    const [first] = messages.filter((shown) => shown.field !== '');
    if (first) return { document, required: first };
  }
  throw new Error('No step on disk asks a required, titled question');
}

const frames = () => [...document.querySelectorAll('iframe')];
const frameText = (frame: HTMLIFrameElement) => frame.contentDocument?.body.textContent ?? '';

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(cleanup);

describe('the step preview', () => {
  const { document: step, required } = askingStep();
  const questions = questionsOf(step.schema);
  const titles = questions.map((question) => String(question.schema.title));

  it('renders the step in a 375 px and a 1280 px frame, every question labelled', async () => {
    await render(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
    await settle();
    expect(frames().map((frame) => frame.style.width)).toEqual(['375px', '1280px']);
    for (const frame of frames()) {
      const inside = frame.contentDocument as Document;
      expect(inside.querySelector('h1')?.textContent).toBe(step.title);
      const labels = [...inside.querySelectorAll('label, legend')].map((label) => label.textContent ?? '');
      for (const title of titles) expect(labels.some((label) => label.includes(title))).toBe(true);
      for (const input of inside.querySelectorAll('input:not([type=hidden]), select, textarea')) {
        const labelled =
          (input as HTMLInputElement).labels?.length ||
          input.getAttribute('aria-label') ||
          input.getAttribute('aria-labelledby');
        expect(labelled, input.outerHTML).toBeTruthy();
      }
    }
  });

  it("shows the borrower's required-field message in the Errors state", async () => {
    await render(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
    await settle();
    for (const frame of frames()) expect(frameText(frame)).not.toContain(required.message);
    await click(buttonByName('Errors'));
    await settle();
    for (const frame of frames()) {
      expect(frameText(frame)).toContain(required.message);
      expect(frame.contentDocument?.querySelector('[role=alert], .MuiAlert-root')).not.toBeNull();
    }
  });

  it('follows an edit within 200 ms: a question added and made required shows, with its message', async () => {
    const rendered = await render(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
    await click(buttonByName('Errors'));
    await settle();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const edited: StepDocument = structuredClone(step);
    edited.title = `${step.title} (edited)`;
    edited.schema.properties = {
      ...(edited.schema.properties as Record<string, unknown>),
      studioNote: { type: 'string', title: 'A question added in the studio', minLength: 1 },
    };
    edited.schema.required = [...((step.schema.required as string[] | undefined) ?? []), 'studioNote'];
    const added = browserVerdict(edited, compileStepValidator(), {}).messages.find(
      (shown) => shown.field === 'studioNote',
    );
    // Three edits (each a new document, so a new validator compiled from it); the median is the figure.
    const times: number[] = [];
    for (const round of [1, 2, 3]) {
      const version: StepDocument = {
        ...edited,
        title: round === 3 ? edited.title : `${edited.title} ${round}`,
      };
      const started = performance.now();
      await rendered.rerender(<StepPreview document={version} answers={{}} onAnswersChange={() => {}} />);
      await settle();
      times.push(performance.now() - started);
    }
    const took = [...times].sort((a, b) => a - b)[1] as number;
    console.info(
      `[studio preview] an edit showed in both frames in ${times.map(Math.round).join(', ')} ms (jsdom; median ${Math.round(took)})`,
    );
    expect(added).toBeDefined();
    for (const frame of frames()) {
      expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(edited.title);
      expect(frame.contentDocument?.querySelector('label[for="root_studioNote"]')?.textContent).toContain(
        'A question added in the studio',
      );
      expect(frameText(frame)).toContain(added?.message);
      expect(frameText(frame)).toContain(required.message);
    }
    expect(took).toBeLessThan(200);
    expect(debug).toHaveBeenCalledWith(expect.stringMatching(/shown in \d+ ms/));
    debug.mockRestore();
  });

  it('says so in place of the step when its schema cannot be shown, and shows it again once mended', async () => {
    const broken: StepDocument = structuredClone(step);
    broken.schema.properties = { nowhere: { $ref: '#/definitions/nowhere' } };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = await render(<StepPreview document={broken} answers={{}} onAnswersChange={() => {}} />);
    await settle();
    for (const frame of frames()) expect(frameText(frame)).toContain('This step cannot be shown as it is');
    await rendered.rerender(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
    await settle();
    for (const frame of frames())
      expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(step.title);
    quiet.mockRestore();
  });

  it('fills the form from answers and reports what is typed', async () => {
    const onAnswersChange = vi.fn();
    const text = questions.find(isText);
    if (!text) throw new Error('askingStep finds a step with a text question');
    const answers = text.path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'Rosa');
    await render(<StepPreview document={step} answers={answers} onAnswersChange={onAnswersChange} />);
    await settle();
    for (const frame of frames()) {
      const input = frame.contentDocument?.querySelector<HTMLInputElement>(`#root_${text.path.join('_')}`);
      expect(input?.value).toBe('Rosa');
    }
    const phone = frames()[0]?.contentDocument?.querySelector<HTMLInputElement>(
      `#root_${text.path.join('_')}`,
    );
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(phone), 'value')?.set;
      setValue?.call(phone, 'Rosalind');
      phone?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const typed = text.path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'Rosalind');
    expect(onAnswersChange).toHaveBeenLastCalledWith(expect.objectContaining(typed as object));
  });

  it('shows the step under an officer’s branding, by id', async () => {
    const colors = { primary: '#0B5394', secondary: '#B45F06' };
    get.mockResolvedValue({
      data: {
        companyName: 'Harborview Mortgage',
        primaryColor: colors.primary,
        secondaryColor: colors.secondary,
      },
    });
    await render(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
    await settle();
    const officer = document.querySelector<HTMLInputElement>('input[id$="-officer"]') as HTMLInputElement;
    expect(officer.labels?.[0]?.textContent).toContain('Officer ID for branding');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(officer, '2000001');
      officer.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonByName('Apply branding'));
    await settle();
    expect(get).toHaveBeenCalledWith('/v2/branding/lo/2000001/company/branding', expect.any(Object));
    expect(document.body.textContent).toContain('Branding: Harborview Mortgage (officer 2000001).');
    const brand = createBrandTheme(colors).palette.primary.main.toLowerCase();
    for (const frame of frames()) {
      const styles = [...(frame.contentDocument?.head.querySelectorAll('style') ?? [])]
        .map((style) => style.textContent)
        .join('');
      expect(styles.toLowerCase()).toContain(brand);
    }
  });

  it('draws the desktop frame smaller beside the phone’s where it fits at half size or more, else stacks them', () => {
    const [phone, desktop] = PREVIEW_WIDTHS;
    const both = phone.width + desktop.width;
    expect(desktopScale(both + 100)).toBe(1);
    const squeezed = desktopScale(phone.width + desktop.width * 0.75 + 40);
    expect(squeezed).toBeGreaterThan(0.5);
    expect(squeezed).toBeLessThan(1);
    expect(desktopScale(phone.width + desktop.width * 0.4)).toBeNull();
    expect(desktopScale(null)).toBeNull();
  });

  it('draws the stacked desktop frame to the width there is, down to a quarter, then lets it scroll', () => {
    const [, desktop] = PREVIEW_WIDTHS;
    expect(stackedDesktopScale(desktop.width + 100)).toBe(1);
    const fitted = stackedDesktopScale(desktop.width * 0.46 + 4);
    expect(fitted * desktop.width).toBeLessThanOrEqual(desktop.width * 0.46);
    expect(fitted).toBeGreaterThan(0.44);
    expect(stackedDesktopScale(desktop.width * 0.2)).toBe(1);
    expect(stackedDesktopScale(null)).toBe(1);
  });

  it('passes axe, in the studio and in each frame', async () => {
    const { container } = await render(
      <StepPreview document={step} answers={{}} onAnswersChange={() => {}} />,
    );
    await click(buttonByName('Errors'));
    await settle();
    const rules = { iframes: false, rules: { 'color-contrast': { enabled: false } } };
    const outside = await axe.run(container, rules);
    expect(outside.violations.map((violation) => violation.id)).toEqual([]);
    // axe cannot run across realms in jsdom: each frame's rendered page is checked as a copy in the studio's document.
    for (const frame of frames()) {
      const copy = document.createElement('main');
      copy.innerHTML = frame.contentDocument?.body.innerHTML ?? '';
      document.body.append(copy);
      const inside = await axe.run(copy, rules);
      copy.remove();
      expect(inside.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual(
        [],
      );
    }
  });
});
