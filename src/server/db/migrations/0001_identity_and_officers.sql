-- Users of the embedded identity provider, its sessions, authorization codes and refresh tokens.
CREATE TABLE idp_users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX idp_users_email_key ON idp_users (lower(email));

CREATE TABLE idp_sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE idp_authorization_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  scope text NOT NULL,
  audience text NOT NULL,
  nonce text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE idp_refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  scope text NOT NULL,
  audience text NOT NULL,
  family_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX idp_refresh_tokens_family ON idp_refresh_tokens (family_id);

-- Lender companies (the provider and brokers) and their loan officers, selected by the NMLS id in the URL.
CREATE TABLE companies (
  nmls_id text PRIMARY KEY,
  name text NOT NULL,
  phone text,
  address_line_one text,
  address_line_two text,
  city text,
  state text,
  postal_code text,
  primary_color text,
  secondary_color text,
  logo bytea,
  logo_content_type text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan_officers (
  nmls_id text PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  office_hour text,
  channel_type text NOT NULL,
  company_nmls_id text NOT NULL REFERENCES companies (nmls_id),
  headshot bytea,
  headshot_content_type text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
