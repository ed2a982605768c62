-- Orders the brokerage desk executed by phone or at the desk, waiting for the client's signature
-- (spec 4 and 7 "Order signing"): forwards, international-market orders, liquidation-transfer
-- mandates (MLT) and simultaneous operations. An order never changes once given; its signature
-- is a legal act recorded once, with its evidence, and never changed or removed.
CREATE TABLE signing_orders (
  id bigserial PRIMARY KEY,
  family text NOT NULL CHECK (family IN ('forward', 'internacional', 'mlt', 'simultanea')),
  folio text NOT NULL CHECK (folio ~ '^[0-9]{1,12}$'),
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  -- The client's name as the document prints it (a company's business name).
  owner_name text NOT NULL CHECK (length(owner_name) BETWEEN 1 AND 160),
  ordered_on date NOT NULL,
  -- The last day it can be signed: after it the order is expired (a date rule against the clock).
  expires_on date NOT NULL CHECK (expires_on >= ordered_on),
  instrument text NOT NULL CHECK (length(instrument) BETWEEN 1 AND 120),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
  currency text NOT NULL CHECK (currency IN ('CLP', 'USD', 'EUR')),
  -- Minor units of `currency`.
  amount bigint NOT NULL CHECK (amount > 0),
  document_type text NOT NULL CHECK (document_type IN ('CONTRATO', 'LIQUIDACION_ANTICIPADA', 'OSIM')),
  CHECK ((family = 'simultanea') = (document_type = 'OSIM')),
  -- The desk's suitability check when the order was given.
  matches_profile boolean NOT NULL,
  -- The family's own terms (a forward's rate and maturity, the MLT item of spec 3).
  terms jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (family, folio)
);
CREATE INDEX signing_orders_owner_idx ON signing_orders (owner_rut, family, expires_on);

CREATE FUNCTION signing_orders_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La orden % no cambia ni se borra: es lo que el cliente firma', OLD.folio;
END;
$$;
CREATE TRIGGER signing_orders_never_change
  BEFORE UPDATE OR DELETE ON signing_orders
  FOR EACH ROW EXECUTE FUNCTION signing_orders_never_change();

-- One signature per order (the primary key makes a second one impossible, even concurrently).
CREATE TABLE order_signatures (
  order_id bigint PRIMARY KEY REFERENCES signing_orders (id),
  document_type text NOT NULL,
  signer_rut text NOT NULL CHECK (signer_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  signer_name text NOT NULL,
  -- The profile the signer acted as (its code and the name it shows).
  profile_code text NOT NULL,
  profile_name text NOT NULL,
  method text NOT NULL CHECK (method IN ('cronto', 'sms', 'email')),
  signed_at bigint NOT NULL,
  -- SHA-256 of the exact PDF bytes signed (the document the signer previewed).
  pdf_sha256 text NOT NULL CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  -- The signing act (a UUID per act): a retry of it answers the same documents.
  authorization_id uuid NOT NULL,
  -- The session's public id (never its token).
  session_id text NOT NULL
);
CREATE INDEX order_signatures_authorization_idx ON order_signatures (authorization_id);

CREATE FUNCTION order_signatures_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Una firma no cambia ni se borra (orden %)', OLD.order_id;
END;
$$;
CREATE TRIGGER order_signatures_never_change
  BEFORE UPDATE OR DELETE ON order_signatures
  FOR EACH ROW EXECUTE FUNCTION order_signatures_never_change();

CREATE TABLE order_comments (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES signing_orders (id),
  author_name text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  created_at bigint NOT NULL
);
CREATE INDEX order_comments_order_idx ON order_comments (order_id, created_at);
