-- What the firm would send by SMS or e-mail (second-factor codes, PINs of the public flows). The
-- reference API cannot send either, so messages land here and a demo-only page shows them.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  rut text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The destination as the client would recognise it, already masked.
  destination text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX outbox_rut_id ON outbox (rut, id DESC);
