// Issue 17, item 7: what a borrower has to do from the sign-up page to the first page with priced offers. A screen
// counts when the borrower acts on it (answers or presses its button); an answer counts when it is typed or chosen,
// so a prefilled value left as it is costs nothing; a progress screen moves on by itself and is counted apart, and so
// are the answers typed on the identity-verification service's own hosted page (date of birth, last four of the SSN:
// the vendor's page, not a screen of the flow; they stand in for the date of birth the flow no longer asks later).
import type { Hands } from './hands.ts';

export interface Effort {
  screens: number;
  answers: number;
  progressScreens: number;
  /** Answers typed on an outside service's hosted page (identity verification before the soft pull). */
  serviceAnswers: number;
}

export const noEffort = (): Effort => ({ screens: 0, answers: 0, progressScreens: 0, serviceAnswers: 0 });

/**
 * `hands` that count each answer they give: a fill, a choice, or a box or radio whose state they change; into
 * `serviceAnswers` on an outside service's page.
 */
export function countingHands(
  hands: Hands,
  effort: Effort,
  into: 'answers' | 'serviceAnswers' = 'answers',
): Hands {
  const count = () => {
    effort[into] += 1;
  };
  const counted =
    <A extends unknown[]>(act: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      count();
      await act(...args);
    };
  return {
    ...hands,
    fill: counted(hands.fill),
    fillDate: counted(hands.fillDate),
    select: counted(hands.select),
    check: async (radio) => {
      if (!(await radio.isChecked())) count();
      await hands.check(radio);
    },
    setChecked: async (box, checked) => {
      if ((await box.isChecked()) !== checked) count();
      await hands.setChecked(box, checked);
    },
  };
}

export const effortLine = (flowType: string, { screens, answers, progressScreens, serviceAnswers }: Effort) =>
  `${flowType}: register -> offers in ${screens} screens, ${answers} answers (+${progressScreens} progress screens, +${serviceAnswers} answers on the identity-verification service's page)`;
