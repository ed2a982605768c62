-- The FX desk's quotes (spec 7 "Currency spot"): a firm price for an amount, given to one client
-- and confirmable until it expires. Kept here, never in a process's memory, so any API instance
-- confirms what another quoted; expiry is read from expires_at. A quote is used by one operation
-- at most (the operation itself is in `operations`, its money in `movements`).
CREATE TABLE currency_spot_quotes (
  -- 16 random bytes, base64url.
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  -- The session's public id (never its token).
  session_id text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('compra', 'venta')),
  currency text NOT NULL CHECK (currency = 'USD'),
  -- Minor units: cents of `currency`.
  amount bigint NOT NULL CHECK (amount > 0),
  -- Pesos per unit of `currency`, in cents: the dólar observado of observed_date, and the price.
  observed_rate bigint NOT NULL CHECK (observed_rate > 0),
  observed_date date NOT NULL,
  spread_bp integer NOT NULL CHECK (spread_bp BETWEEN 0 AND 1000),
  rate bigint NOT NULL CHECK (rate > 0),
  -- Whole pesos.
  clp_amount bigint NOT NULL CHECK (clp_amount > 0),
  quoted_at bigint NOT NULL,
  expires_at bigint NOT NULL CHECK (expires_at > quoted_at),
  -- The idempotency key of the operation that confirmed it (operations.owner_rut = owner_rut).
  used_by_operation text,
  used_at bigint,
  CHECK ((used_by_operation IS NULL) = (used_at IS NULL))
);
CREATE INDEX currency_spot_quotes_owner_idx ON currency_spot_quotes (owner_rut, quoted_at DESC);

-- A quote never changes its price, and is used once: only the use is written, from nothing.
CREATE FUNCTION currency_spot_quotes_use_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.used_by_operation IS NOT NULL THEN
    RAISE EXCEPTION 'La cotización % ya se usó', OLD.id;
  END IF;
  IF (NEW.id, NEW.owner_rut, NEW.acted_by, NEW.session_id, NEW.tipo, NEW.currency, NEW.amount,
      NEW.observed_rate, NEW.observed_date, NEW.spread_bp, NEW.rate, NEW.clp_amount,
      NEW.quoted_at, NEW.expires_at)
     IS DISTINCT FROM
     (OLD.id, OLD.owner_rut, OLD.acted_by, OLD.session_id, OLD.tipo, OLD.currency, OLD.amount,
      OLD.observed_rate, OLD.observed_date, OLD.spread_bp, OLD.rate, OLD.clp_amount,
      OLD.quoted_at, OLD.expires_at) THEN
    RAISE EXCEPTION 'La cotización % no cambia de precio ni de monto', OLD.id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER currency_spot_quotes_use_once
  BEFORE UPDATE ON currency_spot_quotes
  FOR EACH ROW EXECUTE FUNCTION currency_spot_quotes_use_once();

CREATE FUNCTION currency_spot_quotes_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las cotizaciones no se eliminan (%)', OLD.id;
END;
$$;
CREATE TRIGGER currency_spot_quotes_kept
  BEFORE DELETE ON currency_spot_quotes
  FOR EACH ROW EXECUTE FUNCTION currency_spot_quotes_kept();
