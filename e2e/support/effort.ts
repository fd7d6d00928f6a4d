// Issue 17, item 7: what a borrower has to do from the sign-up page to the first page with priced offers. A screen
// counts when the borrower acts on it (answers or presses its button); an answer counts when it is typed or chosen,
// so a prefilled value left as it is costs nothing; a progress screen moves on by itself and is counted apart.
import type { Hands } from './hands.ts';

export interface Effort {
  screens: number;
  answers: number;
  progressScreens: number;
}

export const noEffort = (): Effort => ({ screens: 0, answers: 0, progressScreens: 0 });

/** `hands` that count each answer they give: a fill, a choice, or a box or radio whose state they change. */
export function countingHands(hands: Hands, effort: Effort): Hands {
  const counted =
    <A extends unknown[]>(act: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      effort.answers += 1;
      await act(...args);
    };
  return {
    ...hands,
    fill: counted(hands.fill),
    fillDate: counted(hands.fillDate),
    select: counted(hands.select),
    check: async (radio) => {
      if (!(await radio.isChecked())) effort.answers += 1;
      await hands.check(radio);
    },
    setChecked: async (box, checked) => {
      if ((await box.isChecked()) !== checked) effort.answers += 1;
      await hands.setChecked(box, checked);
    },
  };
}

export const effortLine = (flowType: string, { screens, answers, progressScreens }: Effort) =>
  `${flowType}: register -> offers in ${screens} screens, ${answers} answers (+${progressScreens} progress screens)`;
