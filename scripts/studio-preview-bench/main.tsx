/**
 * The step preview alone on a page, for scripts/bench-studio-preview.ts: `window.benchEdit(n)` hands it an edited
 * step (a question added and made required) and resolves with the milliseconds until the preview reports it shown.
 */
import { createRoot } from 'react-dom/client';
import addressHistory from '../../schemas/steps/address-history.json';
import { StepPreview } from '../../src/client/studio/preview/step-preview.tsx';
import type { StepDocument } from '../../src/shared/flows/flow-types.ts';

let current = addressHistory as unknown as StepDocument;
const root = createRoot(document.getElementById('root') as HTMLElement);
const show = (step: StepDocument) =>
  root.render(<StepPreview document={step} answers={{}} onAnswersChange={() => {}} />);
show(current);

declare global {
  interface Window {
    benchEdit: (n: number) => Promise<{ reportedMs: number; toPaintMs: number }>;
  }
}

window.benchEdit = (n) =>
  new Promise((resolve) => {
    const started = performance.now();
    const debug = console.debug;
    console.debug = (...args: unknown[]) => {
      const said = String(args[0]);
      const match = /shown in (\d+) ms/.exec(said);
      if (!match) return debug(...args);
      console.debug = debug;
      const shown = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ reportedMs: shown - started, toPaintMs: performance.now() - started }), 0),
      );
    };
    const edited = structuredClone(current);
    edited.title = `${addressHistory.title} (edit ${n})`;
    edited.schema.properties = {
      ...(edited.schema.properties as Record<string, unknown>),
      [`studio${n}`]: { type: 'string', title: `Question added in edit ${n}`, minLength: 1 },
    };
    edited.schema.required = [...((edited.schema.required as string[] | undefined) ?? []), `studio${n}`];
    current = edited;
    show(edited);
  });
