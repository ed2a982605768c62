-- Financed share positions (spec 7 "simultaneas" and "ventacorta"), read-only in the portal: the
-- brokerage desk enters them. A simultánea is a spot purchase and a forward sale of the same
-- shares (its signature state is read from signing_orders by folio); a venta corta is a sale of
-- borrowed shares with its lending fee and collateral. They move no ledger movement here.
CREATE TABLE stock_financing (
  folio bigint PRIMARY KEY,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  kind text NOT NULL CHECK (kind IN ('simultanea', 'ventaCorta')),
  ticker text NOT NULL CHECK (ticker ~ '^[A-Z][A-Z0-9-]{0,19}$'),
  quantity integer NOT NULL CHECK (quantity > 0),
  start_date date NOT NULL,
  -- The forward sale's date (simultánea) or the loan's due date (venta corta).
  due_date date NOT NULL CHECK (due_date > start_date),
  -- PRICE_DECIMALS (4), on the 0,01 tick: the spot purchase's or the short sale's price.
  price bigint NOT NULL CHECK (price > 0),
  -- Simultánea: the forward sale's price (PRICE_DECIMALS).
  forward_price bigint CHECK (forward_price > 0),
  -- Venta corta: the lending fee, annual percent with 4 decimals (3,5 % is 35000), and the
  -- collateral in pesos.
  fee_rate bigint CHECK (fee_rate >= 0),
  collateral bigint CHECK (collateral >= 0),
  CHECK ((kind = 'simultanea') = (forward_price IS NOT NULL)),
  CHECK ((kind = 'ventaCorta') = (fee_rate IS NOT NULL AND collateral IS NOT NULL))
);
CREATE INDEX stock_financing_owner_idx ON stock_financing (owner_rut, kind, due_date);
