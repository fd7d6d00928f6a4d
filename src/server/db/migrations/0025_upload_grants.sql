-- Every upload URL handed out for a loan's condition, until its file is submitted or swept away (issue 19 item 6):
-- what a loan has pending (the loan's quota) and which keys the sweep removes once their URL has lapsed unclaimed.
CREATE TABLE upload_grants (
  storage_key text PRIMARY KEY,
  loan_id bigint NOT NULL,
  max_bytes bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_grants_loan ON upload_grants (loan_id);
CREATE INDEX upload_grants_expires_at ON upload_grants (expires_at);
