-- The security pass (second factor): the client's methods, the one-time codes sent by SMS or
-- e-mail, and the login step a session must pass when its client has an active method.
-- Times the application compares are epoch milliseconds written by the application (test clock).

CREATE TABLE security_pass_methods (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- 'totp': an authenticator app (RFC 6238); 'sms' and 'email': a code sent to the contact data.
  kind text NOT NULL CHECK (kind IN ('totp', 'sms', 'email')),
  -- 'pending' until the client types a valid code, then 'active'.
  status text NOT NULL CHECK (status IN ('pending', 'active')),
  -- The TOTP secret (base32); never sent again once the method is active.
  secret text,
  -- Where an SMS or e-mail goes (copied from the contact data at enrolment).
  destination text,
  -- The last accepted TOTP time step: a code of that step or earlier is a replay.
  last_step bigint,
  -- Wrong codes in a row (counted before the check), and when the last one was counted.
  failed_attempts integer NOT NULL DEFAULT 0,
  last_failed_at bigint,
  created_at bigint NOT NULL,
  activated_at bigint,
  UNIQUE (client_id, kind),
  CHECK ((kind = 'totp') = (secret IS NOT NULL))
);

-- One-time codes sent by SMS or e-mail: only their hash is kept.
CREATE TABLE security_pass_codes (
  id serial PRIMARY KEY,
  method_id integer NOT NULL REFERENCES security_pass_methods (id) ON DELETE CASCADE,
  -- What the code may be used for: 'ingreso' (login), 'enrolamiento', 'eliminacion'.
  purpose text NOT NULL,
  -- The public id of the session that asked for it: only that session may use it.
  session_id text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX security_pass_codes_method_idx ON security_pass_codes (method_id, created_at);

-- A session whose client has an active method is created with the second factor pending: the
-- access guard refuses every call but the second-factor ones until a code is accepted.
ALTER TABLE sessions ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false;
