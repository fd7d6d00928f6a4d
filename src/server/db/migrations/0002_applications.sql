-- A borrower's loan application. Its answers live in `data`; `version` detects concurrent writes.
CREATE SEQUENCE application_id_seq START WITH 1000001;
CREATE TABLE applications (
  id bigint PRIMARY KEY DEFAULT nextval('application_id_seq'),
  owner_sub text NOT NULL,
  nmls_id text NOT NULL,
  flow_type text NOT NULL DEFAULT 'slim-1',
  status text NOT NULL DEFAULT 'draft',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_path text,
  last_paths jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE application_id_seq OWNED BY applications.id;
CREATE INDEX applications_owner_idx ON applications (owner_sub);
