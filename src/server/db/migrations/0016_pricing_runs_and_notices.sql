-- Every pricing run as it was made (issue 18, item 7): what it read, the rate sheet it used, what it offered and
-- why it offered nothing or less, so a credit officer can audit a decision. Never changed after it is written.
CREATE TABLE pricing_runs (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- The route that priced: new, amount, offers, reprice.
  kind text NOT NULL,
  inputs jsonb NOT NULL,
  -- The amounts asked of it (cents), empty for a first pricing.
  amounts jsonb NOT NULL DEFAULT '{}'::jsonb,
  rate_sheet jsonb NOT NULL,
  offers jsonb NOT NULL,
  declines jsonb NOT NULL,
  ineligible_reasons jsonb NOT NULL,
  limited_by text NOT NULL,
  max_limits jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pricing_runs_application_idx ON pricing_runs (application_id, id);

-- Notices of action (Reg B 1002.9, FCRA 615(a), 609(g)), with the decision and its reasons. A counteroffer the
-- borrower has not accepted waits here (status pending) until it is accepted (accepted: no notice) or 90 days
-- pass (issued). due_on is the last day the notice may be given (30 days after a decline, 90 after a
-- counteroffer); retain_until is 25 months after it was given (1002.12(b)); no row is deleted before then, and
-- the application it belongs to cannot be deleted while it is kept.
CREATE TABLE notices_of_action (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id),
  -- denied, incomplete or counteroffer.
  action text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'issued', 'accepted')),
  decided_on date NOT NULL,
  due_on date NOT NULL,
  issued_at timestamptz,
  retain_until date,
  principal_reasons jsonb NOT NULL,
  decision jsonb NOT NULL,
  notice jsonb,
  pricing_run_id bigint REFERENCES pricing_runs (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_of_action_application_idx ON notices_of_action (application_id, id);
CREATE INDEX notices_of_action_due_idx ON notices_of_action (status, due_on);

CREATE FUNCTION notices_of_action_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'issued' OR OLD.retain_until IS NULL OR OLD.retain_until >= current_date THEN
    RAISE EXCEPTION 'notice of action % is kept until %', OLD.id, OLD.retain_until;
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER notices_of_action_kept BEFORE DELETE ON notices_of_action
  FOR EACH ROW EXECUTE FUNCTION notices_of_action_kept();

-- Notices given before this table existed were kept as offer events; they are copied here, retained from their date.
INSERT INTO notices_of_action
  (application_id, action, status, decided_on, due_on, issued_at, retain_until, principal_reasons, decision, notice, created_at)
SELECT
  application_id,
  COALESCE(payload #>> '{notice,action,taken}', 'denied'),
  'issued',
  created_at::date,
  (created_at + interval '30 days')::date,
  created_at,
  (created_at + interval '25 months')::date,
  COALESCE(payload #> '{notice,principalReasons}', '[]'::jsonb),
  COALESCE(payload -> 'run', '{}'::jsonb),
  payload -> 'notice',
  created_at
FROM offer_events WHERE kind = 'notice_of_action';
