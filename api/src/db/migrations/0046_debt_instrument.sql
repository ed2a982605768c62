-- Fixed income and pactos (spec 7 "fixed income balances and movements", families `rentafija`
-- and `pactos`), read-only in the portal: the brokerage desk enters them. Their own table, like
-- stock_financing, and no ledger movement: the home's total does not count them (yet). Coupons and
-- maturities are derived from the terms on read (DOMAIN.md "Scale"), never stored.
CREATE TABLE debt_instruments (
  folio bigint PRIMARY KEY,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  kind text NOT NULL CHECK (kind IN ('rentaFija', 'pacto')),
  -- Renta fija: the exchange code, the kind of instrument and its issuer (null for a pacto).
  code text CHECK (code ~ '^[A-Z0-9-]{2,20}$'),
  instrument_type text CHECK (instrument_type IN ('BCP', 'BCU', 'BTP', 'BTU', 'BCO', 'DPF')),
  issuer text,
  currency text NOT NULL CHECK (currency IN ('CLP', 'UF')),
  -- Minor units of currency (pesos, or UF cents): the face value and what the client paid.
  nominal bigint NOT NULL CHECK (nominal > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Percent with 4 decimals (3,2 % is 32000): annual for renta fija, monthly for a pacto.
  rate bigint NOT NULL CHECK (rate >= 0),
  -- Months between coupons (null: everything paid at maturity).
  coupon_months integer CHECK (coupon_months BETWEEN 1 AND 12),
  start_date date NOT NULL,
  maturity_date date NOT NULL CHECK (maturity_date > start_date),
  CHECK ((kind = 'rentaFija') = (code IS NOT NULL AND instrument_type IS NOT NULL
    AND issuer IS NOT NULL)),
  CHECK (kind = 'rentaFija' OR (currency = 'CLP' AND coupon_months IS NULL))
);
CREATE INDEX debt_instruments_owner_idx ON debt_instruments (owner_rut, kind, maturity_date);
