-- Webhooks (issue 21, item 3): a transactional outbox. Triggers on the tables whose changes are events write the
-- event, and one delivery per subscribed endpoint, in the transaction of the change itself: a change that rolls
-- back leaves no event, and an event is never lost once its change is committed. The delivery worker
-- (src/server/interop/webhooks) claims due deliveries and POSTs them; NOTIFY webhook_outbox (sent at commit)
-- wakes it at once.

-- Where events go: from WEBHOOK_ENDPOINTS (source env, kept in step at start) or the admin API (source api).
-- Secrets are ciphertexts (data-encryption.ts); the previous secret still signs until previous_secret_expires_at.
CREATE TABLE webhook_endpoints (
  id bigserial PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('env', 'api')),
  url text NOT NULL,
  description text,
  -- The event types sent; empty: every type.
  events text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  secret_rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX webhook_endpoints_env_url_idx ON webhook_endpoints (url) WHERE source = 'env';

-- Every event, once. public_id is the Webhook-Id a receiver deduplicates on; application_id orders a loan's events
-- (an application and the loan it became share it).
CREATE TABLE webhook_events (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE DEFAULT ('evt_' || replace(gen_random_uuid()::text, '-', '')),
  type text NOT NULL,
  application_id bigint NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_application_idx ON webhook_events (application_id, id);

-- One event to one endpoint. pending until a 2xx (delivered) or until retries end (failed, 72 h after
-- window_start by default); lease_until marks a claim by a worker, so a crashed worker's claim expires and the
-- delivery is tried again (at least once, always with the same event id).
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  application_id bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  window_start timestamptz NOT NULL DEFAULT now(),
  last_status integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_chain_idx ON webhook_deliveries (endpoint_id, application_id, event_id)
  WHERE status = 'pending';

-- Every attempt, as the delivery log shows it.
CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  response_status integer,
  response_body text,
  error text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- Writes one event and its deliveries. The transaction-scoped lock per application makes a second transaction
-- for the same application wait for the first's commit before it takes its event id, so a loan's event ids
-- follow commit order and the worker never sees event n+1 committed while n is not yet.
CREATE FUNCTION webhook_emit(event_type text, app_id bigint, payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_event bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7262101, (app_id % 2147483647)::integer);
  INSERT INTO webhook_events (type, application_id, data) VALUES (event_type, app_id, payload)
    RETURNING id INTO new_event;
  INSERT INTO webhook_deliveries (event_id, endpoint_id, application_id)
    SELECT new_event, e.id, app_id FROM webhook_endpoints e
    WHERE e.enabled AND (cardinality(e.events) = 0 OR event_type = ANY (e.events));
  IF FOUND THEN
    PERFORM pg_notify('webhook_outbox', new_event::text);
  END IF;
END;
$$;

CREATE FUNCTION webhook_application_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('application.created', NEW.id,
    jsonb_build_object('applicationId', NEW.id::text, 'flowType', NEW.flow_type, 'nmlsId', NEW.nmls_id));
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_application_created AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION webhook_application_created();

-- A pricing run that priced offers (a run with none is a decline: its notice is the event).
CREATE FUNCTION webhook_application_prequalified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_typeof(NEW.offers) = 'array' AND jsonb_array_length(NEW.offers) > 0 THEN
    PERFORM webhook_emit('application.prequalified', NEW.application_id,
      jsonb_build_object('applicationId', NEW.application_id::text, 'pricingRunId', NEW.id::text,
        'pricingKind', NEW.kind, 'offerCount', jsonb_array_length(NEW.offers)));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_application_prequalified AFTER INSERT ON pricing_runs
  FOR EACH ROW EXECUTE FUNCTION webhook_application_prequalified();

CREATE FUNCTION webhook_application_submitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('application.submitted', NEW.application_id,
    jsonb_build_object('applicationId', NEW.application_id::text, 'loanId', NEW.id::text,
      'loanNumber', NEW.loan_number, 'milestone', NEW.milestone, 'status', NEW.status,
      'amountCents', NEW.amount_cents));
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_application_submitted AFTER INSERT ON loans
  FOR EACH ROW EXECUTE FUNCTION webhook_application_submitted();

CREATE FUNCTION webhook_milestone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('milestone.changed', NEW.application_id,
    jsonb_build_object('applicationId', NEW.application_id::text, 'loanId', NEW.id::text,
      'loanNumber', NEW.loan_number, 'from', OLD.milestone, 'to', NEW.milestone, 'status', NEW.status));
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_milestone_changed AFTER UPDATE OF milestone ON loans
  FOR EACH ROW WHEN (OLD.milestone IS DISTINCT FROM NEW.milestone)
  EXECUTE FUNCTION webhook_milestone_changed();

CREATE FUNCTION webhook_document_uploaded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('document.uploaded', (SELECT application_id FROM loans WHERE id = NEW.loan_id),
    jsonb_build_object('applicationId', (SELECT application_id FROM loans WHERE id = NEW.loan_id)::text,
      'loanId', NEW.loan_id::text, 'documentId', NEW.id::text, 'conditionId', NEW.task_id::text,
      'filename', NEW.filename, 'contentType', NEW.content_type, 'sizeBytes', NEW.size_bytes,
      'sha256', NEW.sha256));
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_document_uploaded AFTER INSERT ON loan_documents
  FOR EACH ROW EXECUTE FUNCTION webhook_document_uploaded();

-- Conditions (kind task) and documents to sign (kind sign), as the admin API's conditions list them.
CREATE FUNCTION webhook_condition_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('condition.status_changed', (SELECT application_id FROM loans WHERE id = NEW.loan_id),
    jsonb_build_object('applicationId', (SELECT application_id FROM loans WHERE id = NEW.loan_id)::text,
      'loanId', NEW.loan_id::text, 'conditionId', NEW.id::text, 'kind', NEW.kind, 'code', NEW.code,
      'from', OLD.status, 'to', NEW.status));
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_condition_status_changed AFTER UPDATE OF status ON loan_tasks
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION webhook_condition_status_changed();

CREATE FUNCTION webhook_notice_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'issued' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'issued') THEN
    PERFORM webhook_emit('notice_of_action.issued', NEW.application_id,
      jsonb_build_object('applicationId', NEW.application_id::text, 'noticeId', NEW.id::text,
        'action', NEW.action, 'decidedOn', NEW.decided_on, 'issuedAt', NEW.issued_at,
        'principalReasons', NEW.principal_reasons));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER webhook_notice_issued AFTER INSERT OR UPDATE OF status ON notices_of_action
  FOR EACH ROW EXECUTE FUNCTION webhook_notice_issued();
