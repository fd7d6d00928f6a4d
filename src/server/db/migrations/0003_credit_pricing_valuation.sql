-- What the server works out for an application (pricing, AVM value, credit summary). Kept apart from
-- the borrower's answers so no PATCH can write it; the document the SPA reads merges both.
ALTER TABLE applications ADD COLUMN derived jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Consents as given: which text (version and hash), when, by whom, from where (FCRA, E-SIGN).
CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  subject_sub text NOT NULL,
  kind text NOT NULL,
  text_version text NOT NULL,
  text_sha256 text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text
);
CREATE INDEX consents_application_idx ON consents (application_id, kind);

-- The latest soft pull of an application, and the borrower's payoff choices for its debts.
CREATE TABLE credit_reports (
  application_id bigint PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  provider text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL,
  score integer,
  tradelines jsonb NOT NULL,
  payoff_choices jsonb NOT NULL DEFAULT '{}'::jsonb,
  pulled_at timestamptz NOT NULL DEFAULT now()
);

-- Offers shown to and chosen by the borrower, as priced at that moment (an audit trail).
CREATE TABLE offer_events (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
