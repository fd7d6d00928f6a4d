/**
 * Which step of a flow asks an answer: the first screen step, in the flow file's order, whose step file asks the
 * path (or a whole answer it lies in). Code finds where to send a borrower to change an answer this way, by the
 * fact's path, never by naming a step.
 */
import { answerPathIndex } from './flow-answers.ts';
import type { FlowFile, ScreenStep, StepDocument } from './flow-types.ts';
import { isScreen } from './flow-types.ts';
import { askedPaths } from './step-answers.ts';

export function documentAsks(document: StepDocument, path: string): boolean {
  return answerPathIndex(askedPaths(document.schema))(path) !== undefined;
}

/** With every step document at hand (the server, the checker): a lookup by screen id. */
export function stepAsking(
  flow: FlowFile,
  path: string,
  documentOf: (screen: string) => StepDocument | undefined,
): ScreenStep | undefined {
  return flow.steps.filter(isScreen).find((step) => {
    const document = documentOf(step.screen);
    return document !== undefined && documentAsks(document, path);
  });
}

/**
 * The same where step documents are fetched on demand (the browser loads each as a chunk): they are read in the
 * flow's order and the search stops at the first that asks, so only the steps up to it are fetched.
 */
export async function findStepAsking(
  flow: FlowFile,
  path: string,
  load: (screen: string) => Promise<StepDocument | undefined>,
): Promise<ScreenStep | undefined> {
  const seen = new Map<string, boolean>();
  for (const step of flow.steps.filter(isScreen)) {
    let asks = seen.get(step.screen);
    if (asks === undefined) {
      const document = await load(step.screen);
      asks = document !== undefined && documentAsks(document, path);
      seen.set(step.screen, asks);
    }
    if (asks) return step;
  }
  return undefined;
}
