-- The public access flows (issue 24): security questions, reset and unlock flows, spent challenges.

-- A client's answers to the security questions: scrypt hashes of the normalised answer.
CREATE TABLE security_answers (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  answer_hash text NOT NULL,
  PRIMARY KEY (client_id, question_id)
);

-- One reset or unlock in progress. An unknown rut gets a row too (client_id NULL), so both take
-- the same path; the browser holds only the token, the row its sha256.
CREATE TABLE public_flows (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'unlock')),
  rut text NOT NULL,
  client_id integer REFERENCES clients (id) ON DELETE CASCADE,
  question_ids jsonb NOT NULL,
  -- questions -> pin -> password -> ready -> done (reset); questions -> done (unlock); dead.
  step text NOT NULL DEFAULT 'questions',
  answer_failures integer NOT NULL DEFAULT 0,
  pin_hash text,
  pin_expires_at bigint,
  pin_attempts integer NOT NULL DEFAULT 0,
  pins_sent integer NOT NULL DEFAULT 0,
  new_password_hash text,
  expires_at bigint NOT NULL
);
CREATE INDEX public_flows_expires_at_idx ON public_flows (expires_at);

-- Proof-of-work challenges already used: each is accepted once, until it expires anyway.
CREATE TABLE spent_challenges (
  signature text PRIMARY KEY,
  expires_at bigint NOT NULL
);
