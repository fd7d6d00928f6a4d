import { useMemo } from 'react';
import { useMessages } from '../i18n/messages.ts';
import { type AnswerWords, wordsOf } from './answer-summary.ts';
import { useLocaleFormat } from './locale-format.ts';

/** Yes, No and a day in the page's language, for summarizeAnswers (the review, a closed step). */
export function useAnswerWords(): AnswerWords {
  const t = useMessages('loans');
  const { longDate } = useLocaleFormat();
  return useMemo(
    () => ({
      yes: t('answer.yes'),
      no: t('answer.no'),
      longDate,
      unnamedField: (key: string) => t('answer.unnamedField', { key, words: wordsOf(key) }),
    }),
    [t, longDate],
  );
}
