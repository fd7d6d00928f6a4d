-- Languages (issue 22). The language a borrower chose is kept on their account (account_preferences, by the
-- identity's subject) and on each of their applications, for e-mails and documents; a company offers English and,
-- unless it turned it off ('{en}'), Spanish, and keeps per language its note on which version of a translated legal
-- text governs (falling back to the `legal` catalogue's default note).
CREATE TABLE account_preferences (
  subject text PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('en', 'es')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE applications ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));

ALTER TABLE companies
  ADD COLUMN languages text[] NOT NULL DEFAULT '{en,es}'
    CHECK ('en' = ANY (languages) AND languages <@ ARRAY['en', 'es']::text[]),
  ADD COLUMN translation_notes jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translation_notes) = 'object');

-- A consent keeps the English text's version and hash (the record); when the borrower read it in another language,
-- the language and the exact text shown (with the company's governing-version note) are kept beside it.
ALTER TABLE consents
  ADD COLUMN shown_locale text NOT NULL DEFAULT 'en',
  ADD COLUMN shown_text text;

-- A notice of action is kept in English (the record); one shown in another language is kept beside it as shown.
ALTER TABLE notices_of_action
  ADD COLUMN shown_locale text NOT NULL DEFAULT 'en',
  ADD COLUMN shown_notice jsonb;
