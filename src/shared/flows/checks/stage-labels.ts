/** How the checker names the progress stages of a flow: `borrower's stage "Application"`. */
import type { JourneyName } from '../journey-path.ts';

export const WHOSE: Record<JourneyName, string> = { borrower: "borrower's", coborrower: "co-borrower's" };

export const stageLabel = (name: JourneyName, title: unknown, index: number): string =>
  `${WHOSE[name]} stage ${typeof title === 'string' && title ? `"${title}"` : index + 1}`;
