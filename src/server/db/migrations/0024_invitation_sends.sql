-- Every co-borrower invitation mail sent (first, changed or resent), so a borrower's account can be held to a
-- number a day whatever instance sends it (issue 19 item 5). Only the recipient's domain is kept, not the address.
CREATE TABLE invitation_sends (
  id bigserial PRIMARY KEY,
  sender_sub text NOT NULL,
  application_id bigint NOT NULL,
  recipient_domain text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitation_sends_sender_sent_at ON invitation_sends (sender_sub, sent_at);
