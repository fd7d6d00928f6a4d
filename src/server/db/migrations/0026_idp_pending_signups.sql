-- Issue 19 item 12: a sign-up through the provider's form confirms the email with a one-time code before the account
-- exists, and answers a taken email the same way. One row per sign-up started (never unique per email, so a pending
-- sign-up reserves nothing); the id and the code are kept only as hashes. owner_id is set when the email already had
-- an account: no code is sent and none is accepted. Rows are deleted when used and an hour after they were started.
CREATE TABLE idp_pending_signups (
  id_hash text PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  given_name text,
  family_name text,
  owner_id uuid,
  code_hash text,
  code_expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX idp_pending_signups_expires_at ON idp_pending_signups (expires_at);
-- Accounts whose email was confirmed with a code (form sign-up); /dbconnections/signup creates them unconfirmed, as Auth0 does.
ALTER TABLE idp_users ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
