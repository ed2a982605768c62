-- Share orders (spec 7 "Stock and others"): what the client entered, and what became of it. The
-- money and the shares of a fill are movements of the ledger (idempotency keys stock:<folio>:*);
-- this row keeps the order's life: pending until its price comes (read from the seeded market
-- and the clock when the owner's orders are next read), filled, cancelled or rejected.
CREATE SEQUENCE stock_order_folio_seq START 5000001;

CREATE TABLE stock_orders (
  folio bigint PRIMARY KEY DEFAULT nextval('stock_order_folio_seq'),
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  -- The idempotency key of the operation that entered it (operations.owner_rut = owner_rut).
  operation_key text NOT NULL,
  side text NOT NULL CHECK (side IN ('compra', 'venta')),
  ticker text NOT NULL CHECK (ticker ~ '^[A-Z][A-Z0-9-]{0,19}$'),
  order_type text NOT NULL CHECK (order_type IN ('mercado', 'limite')),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- PRICE_DECIMALS (4), on the 0,01 tick.
  limit_price bigint CHECK (limit_price > 0),
  payment_method text CHECK (payment_method IN ('cuentaCorriente', 'lineaInversion')),
  -- The exchange day the order lives in, and the first 10-second step it can fill at.
  session_date date NOT NULL,
  first_step integer NOT NULL CHECK (first_step >= 0),
  placed_at bigint NOT NULL,
  -- Pesos a pending purchase sets aside from the current account (its estimated total).
  reserved bigint NOT NULL CHECK (reserved >= 0),
  -- The figures the order was entered with (the estimate), then those of its fill.
  estimate jsonb NOT NULL,
  fill jsonb,
  state text NOT NULL CHECK (state IN ('pendiente', 'parcial', 'ejecutada', 'anulada', 'rechazada')),
  reason text,
  filled_quantity integer NOT NULL DEFAULT 0 CHECK (filled_quantity BETWEEN 0 AND quantity),
  fill_price bigint,
  filled_at bigint,
  cancelled_at bigint,
  custody_account_id integer NOT NULL REFERENCES ledger_accounts (id),
  current_account_id integer NOT NULL REFERENCES ledger_accounts (id),
  CHECK ((order_type = 'limite') = (limit_price IS NOT NULL)),
  CHECK ((side = 'compra') = (payment_method IS NOT NULL)),
  CHECK ((state = 'ejecutada') = (filled_at IS NOT NULL AND fill IS NOT NULL)),
  UNIQUE (owner_rut, operation_key)
);
CREATE INDEX stock_orders_owner_idx ON stock_orders (owner_rut, session_date DESC);
CREATE INDEX stock_orders_pending_idx ON stock_orders (owner_rut) WHERE state = 'pendiente';

CREATE FUNCTION stock_orders_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las órdenes no se eliminan (%): se anulan', OLD.folio;
END;
$$;
CREATE TRIGGER stock_orders_kept
  BEFORE DELETE ON stock_orders
  FOR EACH ROW EXECUTE FUNCTION stock_orders_kept();
