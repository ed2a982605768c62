-- The ledger (DOMAIN.md): accounts, instruments and movements, the only source of balances.
-- Amounts are BIGINT minor units (CLP pesos, USD/EUR cents); units and prices BIGINT with
-- 4 decimals (x 10000). Dates are calendar dates in America/Santiago.

-- A client's (person or company) numbered accounts per product line. The owner is the rut the
-- session acts as (its own, or the company of the contextualised profile).
CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  product text NOT NULL CHECK (product IN ('ffmm', 'apv', 'acciones', 'ccm', 'ulla')),
  -- APV only: tax regime A or B.
  regime text CHECK (regime IN ('A', 'B')),
  -- Current accounts (CCM) hold one currency; the other lines hold instruments of several.
  currency text CHECK (currency IN ('CLP', 'USD')),
  opened_on date NOT NULL,
  CHECK ((product = 'apv') = (regime IS NOT NULL)),
  CHECK ((product = 'ccm') = (currency IS NOT NULL))
);
CREATE INDEX ledger_accounts_owner_idx ON ledger_accounts (owner_rut);

-- What a movement moves: a fund series (from the catalogue), cash, later stocks and fixed income.
CREATE TABLE instruments (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('fondo', 'moneda', 'accion', 'renta_fija')),
  name text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('CLP', 'USD', 'EUR')),
  fund_id text,
  series text,
  CHECK ((kind = 'fondo') = (fund_id IS NOT NULL AND series IS NOT NULL))
);

CREATE SEQUENCE movement_folio_seq START 1000001;

CREATE TABLE movements (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  instrument_id text NOT NULL REFERENCES instruments (id),
  kind text NOT NULL CHECK (kind IN
    ('aporte', 'rescate', 'dividendo', 'compra', 'venta', 'comision', 'traspaso', 'abono', 'cargo')),
  trade_date date NOT NULL,
  settlement_date date NOT NULL CHECK (settlement_date >= trade_date),
  -- Signed change of the holding (x 10000): positive in, negative out.
  units bigint NOT NULL,
  -- Price per unit (x 10000) of the trade date; 1.0000 for cash.
  price bigint NOT NULL CHECK (price > 0),
  -- The operation's money, minor units of `currency`, never negative (the sign is in `units`).
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('CLP', 'USD', 'EUR')),
  status text NOT NULL CHECK (status IN ('en_transito', 'liquidado', 'anulado')),
  folio bigint NOT NULL UNIQUE DEFAULT nextval('movement_folio_seq'),
  idempotency_key text NOT NULL UNIQUE,
  -- Rut of who gave the order: the owner, or the mandatary acting for a company.
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  created_at bigint NOT NULL
);
CREATE INDEX movements_account_trade_idx ON movements (account_id, trade_date);
CREATE INDEX movements_settlement_idx ON movements (settlement_date);

-- A movement is never rewritten nor deleted: only its status changes, and `anulado` is final.
-- A cancelled order stays as an `anulado` record, not a gap.
CREATE FUNCTION movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Los movimientos no se eliminan (folio %)', OLD.folio;
  END IF;
  IF (NEW.id, NEW.account_id, NEW.instrument_id, NEW.kind, NEW.trade_date, NEW.settlement_date,
      NEW.units, NEW.price, NEW.amount, NEW.currency, NEW.folio, NEW.idempotency_key,
      NEW.acted_by, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.account_id, OLD.instrument_id, OLD.kind, OLD.trade_date, OLD.settlement_date,
      OLD.units, OLD.price, OLD.amount, OLD.currency, OLD.folio, OLD.idempotency_key,
      OLD.acted_by, OLD.created_at) THEN
    RAISE EXCEPTION 'Un movimiento solo cambia de estado (folio %)', OLD.folio;
  END IF;
  IF OLD.status = 'anulado' AND NEW.status <> 'anulado' THEN
    RAISE EXCEPTION 'Un movimiento anulado no vuelve a otro estado (folio %)', OLD.folio;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER movements_append_only
  BEFORE UPDATE OR DELETE ON movements
  FOR EACH ROW EXECUTE FUNCTION movements_append_only();
