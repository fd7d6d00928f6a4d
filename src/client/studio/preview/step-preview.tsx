/**
 * PLACEHOLDER for the step preview (another engineer builds the real one at this path with these props: the step
 * rendered by the real engine at 375 and 1280 px). Here: the step's title and its answers as JSON.
 */
import type { StepDocument } from '../../../shared/flows/flow-types.ts';

export interface StepPreviewProps {
  document: StepDocument;
  answers: unknown;
  onAnswersChange: (answers: unknown) => void;
}

export function StepPreview({ document, answers }: StepPreviewProps) {
  return (
    <section aria-label={`Preview of ${document.title}`}>
      <p>Preview of “{document.title}”</p>
      <pre>{JSON.stringify(answers ?? {}, null, 2)}</pre>
    </section>
  );
}
