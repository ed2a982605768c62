-- PAC (plan de aporte continuo, spec 7 and 9): a monthly contribution debited from the client's
-- bank account on day 5, in force once its mandate is signed. Each debit is an `aporte` movement
-- whose key names the PAC and the month, written when the day has come (derived from dates on
-- read, DOMAIN.md "Scale"), so no debit depends on a process being up on the 5th.
CREATE TABLE pac_mandates (
  id uuid PRIMARY KEY,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  instrument_id text NOT NULL REFERENCES instruments (id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('CLP', 'USD', 'EUR')),
  payment_way text NOT NULL CHECK (payment_way IN ('cargoCuentaBancaria')),
  status text NOT NULL CHECK (status IN ('pendienteFirma', 'vigente', 'anulado')),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  created_at bigint NOT NULL,
  signed_at bigint,
  cancelled_at bigint,
  -- While in force: the date of the next debit.
  next_debit date,
  debits integer NOT NULL DEFAULT 0,
  CHECK ((status = 'vigente') = (next_debit IS NOT NULL))
);
CREATE INDEX pac_mandates_due_idx ON pac_mandates (owner_rut, status, next_debit);

-- Operations that record no movement (a PAC created, signed or cancelled) are audited too.
ALTER TABLE operations ALTER COLUMN folio DROP NOT NULL;
