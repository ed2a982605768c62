-- Investment lines (spec 7 "investment lines"): the credit the broker grants a client to buy
-- shares. What a line has lent is read from the purchases paid with it (stock_orders with
-- payment_method 'lineaInversion'; each fill's draw is a ledger movement, key stock:<folio>:linea).
CREATE TABLE investment_lines (
  owner_rut text PRIMARY KEY CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  number text NOT NULL UNIQUE CHECK (number ~ '^[A-Za-z0-9-]{1,40}$'),
  -- Pesos.
  approved bigint NOT NULL CHECK (approved > 0),
  -- Percent per month, 4 decimals (0,85 % is 8500).
  monthly_rate bigint NOT NULL CHECK (monthly_rate >= 0),
  opened_on date NOT NULL,
  expires_on date NOT NULL CHECK (expires_on > opened_on)
);

-- A client's request for a line or a larger one; the credit committee answers outside the portal.
CREATE SEQUENCE investment_line_request_seq START 910001;
CREATE TABLE investment_line_requests (
  folio bigint PRIMARY KEY DEFAULT nextval('investment_line_request_seq'),
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  amount bigint NOT NULL CHECK (amount > 0),
  requested_at bigint NOT NULL,
  state text NOT NULL DEFAULT 'enEvaluacion' CHECK (state IN ('enEvaluacion', 'aprobada', 'rechazada'))
);
-- One request in evaluation at a time: two concurrent requests cannot both enter.
CREATE UNIQUE INDEX investment_line_requests_open_idx ON investment_line_requests (owner_rut)
  WHERE state = 'enEvaluacion';
