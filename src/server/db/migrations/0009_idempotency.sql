-- Idempotency-Key (issue 9): the first answer to a mutating POST, kept 24 hours so a retry with the same key from
-- the same caller to the same method and path gets that answer back, whichever API instance it reaches. A row
-- with no status is a request still being handled: a concurrent duplicate waits for it.
CREATE TABLE idempotency_keys (
  caller text NOT NULL,
  idempotency_key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body_hash text NOT NULL,
  status_code integer,
  response_body text,
  content_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, idempotency_key, method, path)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
