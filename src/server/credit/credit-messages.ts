/** What a borrower reads about the result of the soft pull. */
export const CREDIT_MESSAGES = {
  ok: 'We checked your credit.',
  thin: 'Your credit file does not have enough history for us to score it yet, so we cannot show offers online. Your loan officer can help.',
  frozen:
    'Your credit file is frozen. Lift the freeze with the credit bureaus, then try again; your answers are saved.',
} as const;
