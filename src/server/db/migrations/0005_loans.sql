-- A submitted application becomes one loan (application_id is unique: submitting twice, or twice at once,
-- yields the same loan). Amounts are integer cents; milestone 0..5 follows spec 4.9.
CREATE SEQUENCE loan_number_seq START WITH 1;
CREATE TABLE loans (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL UNIQUE REFERENCES applications (id) ON DELETE CASCADE,
  owner_sub text NOT NULL,
  loan_number text NOT NULL UNIQUE,
  milestone integer NOT NULL DEFAULT 0 CHECK (milestone BETWEEN 0 AND 5),
  status text NOT NULL,
  amount_cents bigint NOT NULL,
  total_line_amount_cents bigint,
  monthly_payment_cents bigint NOT NULL,
  product jsonb NOT NULL,
  closing_appointment jsonb,
  appraisal_appointment jsonb,
  -- How funds are paid out; a bank account number inside is a ciphertext (data-encryption.ts).
  disbursement jsonb,
  rate_lock_date date,
  rate_lock_expiration date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loans_owner_idx ON loans (owner_sub);

-- Conditions (kind task) and documents to sign (kind sign). `code` names the rule that created the item, so
-- the same condition is never added twice to a loan.
CREATE TABLE loan_tasks (
  id bigserial PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('task', 'sign')),
  code text NOT NULL,
  description text NOT NULL,
  status text NOT NULL,
  link text,
  completion_date date,
  submitted_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (loan_id, code)
);

-- Every change to a loan: who, when, what.
CREATE TABLE loan_events (
  id bigserial PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  actor text NOT NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_events_loan_idx ON loan_events (loan_id, created_at);

-- Links to the disclosures page, opened in a new tab without the bearer token: only a hash of the link's token
-- is kept, and `viewed_at` records that the borrower could open the format (E-SIGN, 15 USC 7001(c)(1)(C)(ii)).
CREATE TABLE disclosure_links (
  token_hash text PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  subject_sub text NOT NULL,
  expires_at timestamptz NOT NULL,
  viewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disclosure_links_application_idx ON disclosure_links (application_id);
