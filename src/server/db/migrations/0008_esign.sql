-- E-signing of a loan's sign items (issue 8). A sign item's link carries an HMAC of the item id under a key
-- generated once and kept here, so every API instance makes and checks the same links and no link is stored.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- With a real e-sign vendor (ESIGN_PROVIDER=http): the vendor's envelope for a sign item, made when the
-- borrower first opens the link, and found again by the vendor's completion callback.
CREATE TABLE esign_envelopes (
  item_id bigint PRIMARY KEY REFERENCES loan_tasks (id) ON DELETE CASCADE,
  provider text NOT NULL,
  envelope_id text NOT NULL,
  signing_url text NOT NULL,
  signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, envelope_id)
);
