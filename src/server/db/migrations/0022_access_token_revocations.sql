-- Access tokens withdrawn before they expire (issue 19, item 14). Log-out records the user: the API refuses that
-- user's access tokens issued before revoked_before. A row is needed only while such a token could still be
-- valid, so it expires with them (expires_at) and is then deleted.
CREATE TABLE access_token_revocations (
  subject text PRIMARY KEY,
  revoked_before timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX access_token_revocations_expires_at ON access_token_revocations (expires_at);
