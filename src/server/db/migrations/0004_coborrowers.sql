-- People the borrower invites onto an application (spec 7.4): today only co-borrowers. The invitation token is
-- never stored, only its SHA-256 hash and an expiry; accepting binds the signed-in identity subject. The
-- co-borrower's own answers (data) live here, apart from the borrower's, with their own version for optimistic
-- writes; SSN and date of birth inside them are encrypted like the borrower's.
CREATE TABLE application_contacts (
  id bigserial PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'coborrower',
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  relationship text NOT NULL,
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'accepted', 'completed')),
  invite_token_hash text NOT NULL UNIQUE,
  invite_expires_at timestamptz NOT NULL,
  subject_sub text,
  accepted_at timestamptz,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_contacts_application_idx ON application_contacts (application_id);
CREATE INDEX application_contacts_subject_idx ON application_contacts (subject_sub);

-- Mail as the outbox simulator keeps it (MAIL_PROVIDER=outbox): shown at /dev/outbox in embedded mode.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  from_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
