// @vitest-environment jsdom
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flowOf, knownFlowTypes } from '../../../src/client/flow-engine/flow-registry.ts';
import { StepPage } from '../../../src/client/flow-engine/step-page.tsx';
import type { FlowFile, ScreenStep } from '../../../src/shared/flows/flow-types.ts';
import { journeyOf } from '../../../src/shared/flows/journey-path.ts';
import { journeyPlace } from '../../../src/shared/flows/journey-place.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

afterEach(cleanup);

function Step({ flow, step, finished }: { flow: FlowFile; step: ScreenStep; finished?: boolean }) {
  return (
    <StepPage title="A step" journey={{ flow, step, finished }}>
      <p>Questions</p>
    </StepPage>
  );
}

async function renderStep(flow: FlowFile, step: ScreenStep, search = '', finished = false) {
  await render(
    <MemoryRouter initialEntries={[`/1464945/${step.path}${search}`]}>
      <Routes>
        <Route path="/:officerId/*" element={<Step flow={flow} step={step} finished={finished} />} />
      </Routes>
    </MemoryRouter>,
  );
  const bar = document.querySelector('[role="progressbar"]');
  const items = [...document.querySelectorAll('ol li')];
  return { bar, items, current: items.filter((item) => item.getAttribute('aria-current') === 'step') };
}

const flows = knownFlowTypes().map((type) => [type, flowOf(type)] as const);
const withCoborrowers = flows.filter(([, flow]) => journeyOf(flow, 'coborrower'));

describe('the progress indicator on a step', () => {
  it.each(flows)(
    '%s: lists the stages, marks the current one and announces the share once',
    async (_, flow) => {
      const main = journeyOf(flow, 'borrower')?.main ?? [];
      const step = main[2] as ScreenStep;
      const place = journeyPlace(flow, step.path);
      if (!place) throw new Error(`no place for ${step.path}`);
      const { bar, items, current } = await renderStep(flow, step);

      expect(document.querySelector('ol')?.getAttribute('aria-label')).toBe('Stages of your application');
      expect(items.map((item) => item.textContent)).toEqual(
        place.stages.map((stage, index) => `${index + 1}${stage.title}`),
      );
      expect(current).toHaveLength(1);
      expect(current[0]?.textContent).toContain(place.stages[place.current]?.title);
      expect(bar?.getAttribute('aria-label')).toBe('Progress of your application');
      expect(bar?.getAttribute('aria-valuenow')).toBe(String(place.share));
      expect(bar?.getAttribute('aria-valuetext')).toBe(
        `${place.stages[place.current]?.title}, ${place.share}% of your application done`,
      );
      // The figure and the phone's summary are for the eye: the bar says them to a screen reader.
      for (const seen of document.querySelectorAll('[aria-hidden="true"]'))
        expect(seen.closest('[role="progressbar"]')).toBeNull();
      expect(document.body.textContent).toContain(`${place.share}% done`);
      expect(document.body.textContent).not.toContain('Application progress');
    },
  );

  it.each(flows)(
    '%s: an Edit from a later step keeps its share; earlier stages read as done',
    async (_, flow) => {
      const main = journeyOf(flow, 'borrower')?.main ?? [];
      const [step, later] = [main[1] as ScreenStep, main.at(-3) as ScreenStep];
      const atLater = journeyPlace(flow, later.path);
      const { bar, items, current } = await renderStep(
        flow,
        step,
        `?returnTo=${encodeURIComponent(later.path)}`,
      );
      expect(bar?.getAttribute('aria-valuenow')).toBe(String(atLater?.share));
      expect(current[0]).toBe(items[0]);
      expect(items[1]?.textContent).toContain('(done)');
    },
  );

  it.each(withCoborrowers)('%s: the co-borrower reads their own stages', async (_, flow) => {
    const step = journeyOf(flow, 'coborrower')?.main[1] as ScreenStep;
    const { bar } = await renderStep(flow, step);
    expect(document.querySelector('ol')?.getAttribute('aria-label')).toBe('Stages of your part');
    expect(bar?.getAttribute('aria-valuetext')).toMatch(/^.+, \d+% of your part done$/);
  });

  it.each(withCoborrowers)(
    '%s: a co-borrower whose part is sent reads it done, at 100%%',
    async (_, flow) => {
      const welcome = journeyOf(flow, 'coborrower')?.main[0] as ScreenStep;
      const { bar, items, current } = await renderStep(flow, welcome, '', true);
      expect(bar?.getAttribute('aria-valuenow')).toBe('100');
      expect(current[0]).toBe(items.at(-1));
      for (const item of items.slice(0, -1)) expect(item.textContent).toContain('(done)');
    },
  );

  it('a page off the journey shows no indicator', async () => {
    await render(
      <StepPage title="Tester tools">
        <p>Every step</p>
      </StepPage>,
    );
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });
});
