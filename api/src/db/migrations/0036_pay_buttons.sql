-- Payments through a bank's payment button (spec 7 "Pay buttons"). A transaction is what the
-- client started: its amount is the only one ever credited, whatever a redirect claims.
CREATE SEQUENCE pay_button_transaction_seq START 700001;

CREATE TABLE pay_button_transactions (
  id bigint PRIMARY KEY DEFAULT nextval('pay_button_transaction_seq'),
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  profile_code text NOT NULL,
  -- The session's public id: the session that started it.
  session_id text NOT NULL,
  pay_button_id smallint NOT NULL CHECK (pay_button_id BETWEEN 1 AND 6),
  -- The current account in pesos the payment credits.
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The fund investment it pays, when started from the invest flow (fundId, seriesId,
  -- accountId, acceptsProfileMismatch); null for a plain credit.
  investment jsonb,
  -- Spec 4: 1 pending ... 8 not implemented (a client's cancel).
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 8),
  response_code smallint CHECK (response_code BETWEEN 1 AND 8),
  -- SHA-256 of the one-time state the starting window echoes (never the state itself).
  auth_state_hash text NOT NULL,
  credit_folio bigint,
  investment_folio bigint,
  investment_error text CHECK (char_length(investment_error) <= 300),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX pay_button_transactions_owner_idx ON pay_button_transactions (owner_rut, id DESC);

-- A transaction leaves 'pending' once and for all: a settled one never changes again.
CREATE FUNCTION pay_button_transactions_settle_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 1 AND NEW.status <> OLD.status THEN
    RAISE EXCEPTION 'La transacción % ya no está pendiente', OLD.id;
  END IF;
  IF (NEW.owner_rut, NEW.amount, NEW.account_id, NEW.pay_button_id, NEW.investment)
     IS DISTINCT FROM (OLD.owner_rut, OLD.amount, OLD.account_id, OLD.pay_button_id, OLD.investment) THEN
    RAISE EXCEPTION 'La transacción % no cambia de monto, cuenta ni banco', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER pay_button_transactions_settle_once
  BEFORE UPDATE ON pay_button_transactions
  FOR EACH ROW EXECUTE FUNCTION pay_button_transactions_settle_once();

-- Bank answers the server refused or that changed nothing (a replayed, forged or tampered
-- redirect): kept for the firm's fraud review.
CREATE TABLE pay_button_events (
  id bigserial PRIMARY KEY,
  -- The transaction the redirect named, when it names one.
  transaction_id bigint,
  owner_rut text NOT NULL,
  session_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN
    ('replay', 'unknown_transaction', 'wrong_bank', 'amount_mismatch', 'code_mismatch',
     'bad_state', 'malformed')),
  details jsonb NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX pay_button_events_owner_idx ON pay_button_events (owner_rut, id);

-- The demo banks' own records (DEMO_MODE only): what the payer decided on the bank's page. The
-- server settles a transaction with this, as it would ask a real bank.
CREATE TABLE demo_bank_payments (
  token text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),
  transaction_id bigint NOT NULL UNIQUE REFERENCES pay_button_transactions (id),
  bank_code smallint NOT NULL CHECK (bank_code BETWEEN 1 AND 6),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The bank's own reference of the payment.
  bank_reference text NOT NULL,
  decision text NOT NULL DEFAULT 'pendiente'
    CHECK (decision IN ('pendiente', 'aprobado', 'rechazado', 'expirado')),
  decided_at bigint
);
