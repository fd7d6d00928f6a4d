-- The embedded verification simulator's records (VERIFICATION_PROVIDER=simulator): its open link tokens, finished
-- sessions and identity attempts, kept in the database as a vendor keeps them on its side, so that every API
-- instance serves the hosted pages and the results of one and the same simulated service.
CREATE TABLE verification_simulator_records (
  kind text NOT NULL,
  record_key text NOT NULL,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, record_key)
);
