-- Issue 19 item 13: an authorization code and the refresh tokens it starts remember the provider session (the
-- hash of its id) they came from, so logging out of one browser ends that browser's tokens only; "sign out
-- everywhere" still ends every token of the user. Null for password grants and for rows older than this.
ALTER TABLE idp_authorization_codes ADD COLUMN session_hash text;
ALTER TABLE idp_refresh_tokens ADD COLUMN session_hash text;
CREATE INDEX idp_refresh_tokens_session_hash ON idp_refresh_tokens (session_hash) WHERE session_hash IS NOT NULL;
