-- The portal (issue 8): documents uploaded to a loan's conditions, the reason a borrower sees when a processor
-- rejects one, and a notification on every loan event so the event stream reaches portals connected to any
-- API instance (LISTEN/NOTIFY works the same on PGlite and PostgreSQL).
ALTER TABLE loan_tasks ADD COLUMN status_reason text;

CREATE TABLE loan_documents (
  id bigserial PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
  task_id bigint NOT NULL REFERENCES loan_tasks (id) ON DELETE CASCADE,
  -- Where the bytes are in document storage (local disk or S3); unique so one upload is accepted once.
  storage_key text NOT NULL UNIQUE,
  filename text NOT NULL,
  -- The type read from the file's own bytes, not the one the browser claimed.
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED', 'REVIEWED', 'REJECTED')),
  reason text,
  uploaded_by text NOT NULL,
  reviewed_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_documents_task_idx ON loan_documents (task_id);

CREATE FUNCTION notify_loan_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'loan_changes',
    json_build_object(
      'eventId', NEW.id,
      'loanId', NEW.loan_id,
      'ownerSub', (SELECT owner_sub FROM loans WHERE id = NEW.loan_id),
      'kind', NEW.kind
    )::text
  );
  RETURN NEW;
END;
$$;

CREATE TRIGGER loan_events_notify AFTER INSERT ON loan_events FOR EACH ROW EXECUTE FUNCTION notify_loan_change();
