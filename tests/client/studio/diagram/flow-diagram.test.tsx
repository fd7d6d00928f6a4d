// @vitest-environment jsdom
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowDiagram } from '../../../../src/client/studio/diagram/flow-diagram.tsx';
import { type FlowFile, isScreen } from '../../../../src/shared/flows/flow-types.ts';
import { buttonByName, cleanup, click, pressKey, render } from '../../layout/render.tsx';
import { flowsOnDisk, loopingFlow, ORPHAN } from './diagram-fixtures.ts';

afterEach(cleanup);

/** The diagram's step buttons by their accessible name. */
const stepButtons = () => [...document.querySelectorAll<SVGGElement>('svg [role="button"]')];
const stepButton = (path: string) =>
  stepButtons().find((element) =>
    element.getAttribute('aria-label')?.includes(`. Step ${path || '(flow start)'},`),
  ) ?? null;

describe.each(flowsOnDisk())('the diagram of $file', ({ flow, problems }) => {
  it('has a button for every step, named with its path, screen and section, reached by Tab', async () => {
    await render(<FlowDiagram flow={flow} problems={problems} onOpenStep={() => {}} />);
    expect(stepButtons()).toHaveLength(flow.steps.length);
    for (const step of flow.steps) {
      const button = stepButton(step.path);
      expect(button, step.path).not.toBeNull();
      expect(button?.getAttribute('tabindex')).toBe('0');
      if (isScreen(step))
        expect(button?.getAttribute('aria-label')).toContain(
          `Step ${step.path || '(flow start)'}, screen ${step.screen}, section ${step.section}`,
        );
      else expect(button?.getAttribute('aria-label')).toContain(`redirects to ${step.to || '(flow start)'}`);
    }
  });

  it('lists every step in words with where it leads, and counts the checker’s problems', async () => {
    await render(<FlowDiagram flow={flow} problems={problems} onOpenStep={() => {}} />);
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(flow.steps.length);
    expect(document.body.textContent).toContain(`Problems (${problems.length})`);
    const branching = flow.steps.find((step) => isScreen(step) && Array.isArray(step.next));
    if (branching) expect(document.body.textContent).toMatch(/otherwise /);
  });
});

describe('opening a step', () => {
  const [first] = flowsOnDisk();
  if (!first) throw new Error('no flows');
  const step = first.flow.steps.find(isScreen);
  if (!step) throw new Error('no screen');

  it('opens with Enter, Space, a click, and from the steps list', async () => {
    const onOpenStep = vi.fn();
    await render(<FlowDiagram flow={first.flow} problems={first.problems} onOpenStep={onOpenStep} />);
    await pressKey(stepButton(step.path), 'Enter');
    expect(onOpenStep).toHaveBeenLastCalledWith(step.path);
    await pressKey(stepButton(step.path), ' ');
    await pressKey(stepButton(step.path), 'a');
    await act(async () => {
      stepButton(step.path)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await click(buttonByName(`Open step ${step.path || '(flow start)'}`));
    expect(onOpenStep.mock.calls).toEqual([[step.path], [step.path], [step.path], [step.path]]);
  });

  it('follows Continue with Arrow Down and goes back with Arrow Up', async () => {
    const from = first.flow.steps.find(
      (candidate) => isScreen(candidate) && typeof candidate.next === 'string',
    );
    if (!from || !isScreen(from)) throw new Error('no screen with a next');
    await render(<FlowDiagram flow={first.flow} problems={first.problems} onOpenStep={() => {}} />);
    await pressKey(stepButton(from.path), 'ArrowDown');
    expect(document.activeElement).toBe(stepButton(from.next as string));
    await pressKey(document.activeElement, 'ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Step /);
  });

  it('marks the selected step as current', async () => {
    await render(
      <FlowDiagram
        flow={first.flow}
        problems={first.problems}
        selectedPath={step.path}
        onOpenStep={() => {}}
      />,
    );
    expect(stepButton(step.path)?.getAttribute('aria-current')).toBe('true');
    expect(stepButtons().filter((element) => element.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('zooms in and out with labelled buttons, and says the zoom', async () => {
    await render(<FlowDiagram flow={first.flow} problems={first.problems} onOpenStep={() => {}} />);
    const svg = document.querySelector('svg[role="group"]');
    const width = Number(svg?.getAttribute('width'));
    await click(buttonByName('Zoom out'));
    expect(Number(svg?.getAttribute('width'))).toBeLessThan(width);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Zoom 80%');
    await click(buttonByName('Actual size'));
    await click(buttonByName('Zoom in'));
    expect(Number(svg?.getAttribute('width'))).toBeGreaterThan(width);
  });
});

describe('a flow with a loop and a step nothing reaches', () => {
  const { flow, problems, loop } = loopingFlow();

  it('says so on the steps, not by colour alone, and lists the checker’s problems with their fixes', async () => {
    await render(<FlowDiagram flow={flow} problems={problems} onOpenStep={() => {}} />);
    for (const path of loop) expect(stepButton(path)?.getAttribute('aria-label')).toContain('on a loop');
    expect(stepButton(ORPHAN)?.getAttribute('aria-label')).toContain('cannot be reached');
    const texts = [...document.querySelectorAll('svg text')].map((text) => text.textContent?.trim());
    expect(texts).toContain('on a loop');
    expect(texts).toContain('cannot be reached');
    const list = document.querySelector('section ul');
    expect(document.body.textContent).toContain(`Problems (${problems.length})`);
    for (const problem of problems) {
      expect(list?.textContent).toContain(problem.problem);
      expect(list?.textContent).toContain(`Fix: ${problem.fix}`);
    }
  });

  it('brings a problem’s step into view and focus from the list', async () => {
    await render(<FlowDiagram flow={flow} problems={problems} onOpenStep={() => {}} />);
    await click(buttonByName(`Show step ${ORPHAN} in the diagram`));
    expect(document.activeElement).toBe(stepButton(ORPHAN));
  });

  it('passes axe', async () => {
    const { container } = await render(
      <main>
        <h1>Flow studio</h1>
        <h2>Diagram</h2>
        <FlowDiagram flow={flow} problems={problems} selectedPath={loop[0]} onOpenStep={() => {}} />
      </main>,
    );
    // jsdom lays nothing out, so contrast is checked by hand (the colours in flow-diagram.tsx), not by axe here.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  }, 30_000);
});

describe('a flow file half-way through an edit', () => {
  it('draws the steps it can read instead of failing', async () => {
    const flow = {
      steps: [
        {
          path: 'a',
          kind: 'unprotected',
          screen: 's',
          section: 'one',
          next: [{ when: { all: 3 }, to: 'b' }, 7],
        },
        { path: 'b', kind: 'unprotected', screen: { id: 's' }, section: 4, next: 12 },
        null,
      ],
    } as unknown as FlowFile;
    await render(<FlowDiagram flow={flow} problems={[]} onOpenStep={() => {}} />);
    expect(stepButtons().map((element) => element.getAttribute('data-path'))).toEqual(['a', 'b']);
    expect(document.body.textContent).toContain('b when (a condition written wrongly)');
  });
});
