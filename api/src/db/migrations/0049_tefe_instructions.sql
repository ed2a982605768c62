-- TEFE instructions (portal-spec 3, 4 and 7): dollars sent abroad from a current account. The
-- money stays in the ledger until the desk executes the transfer at its cut-off (execute_at,
-- applied on the first read after it); meanwhile amount plus commission are held: every reader of
-- an account's free cash subtracts `cash_holds` (DOMAIN "Operations that move money").
CREATE TABLE tefe_instructions (
  id bigserial PRIMARY KEY,
  folio bigint NOT NULL UNIQUE,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  -- Who entered it: the client, or the company's operator (a mandatary's rut).
  entered_by text NOT NULL CHECK (entered_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  entered_by_name text NOT NULL CHECK (length(entered_by_name) <= 200),
  authorized_by text CHECK (authorized_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  authorized_by_name text CHECK (length(authorized_by_name) <= 200),
  beneficiary_id bigint NOT NULL REFERENCES tefe_beneficiaries (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  -- US cents.
  amount bigint NOT NULL CHECK (amount > 0),
  commission bigint NOT NULL CHECK (commission >= 0),
  purpose_id integer NOT NULL CHECK (purpose_id > 0),
  fund_origin_id integer NOT NULL CHECK (fund_origin_id > 0),
  annual_volume_id integer NOT NULL CHECK (annual_volume_id > 0),
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 7),
  -- The desk's cut-off it executes at (epoch ms), or did.
  execute_at bigint NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX tefe_instructions_owner_idx ON tefe_instructions (owner_rut, created_at);
CREATE INDEX tefe_instructions_due_idx ON tefe_instructions (owner_rut, status, execute_at);
CREATE SEQUENCE tefe_instruction_folio_seq START 880001;

-- Cash an account cannot use although the ledger still counts it: the transfers in course
-- (entered 1, awaiting approval 3, compliance alert 4), as cash units (x 10000) of their currency.
CREATE VIEW cash_holds AS
  SELECT account_id, 'USD'::text AS instrument_id, (amount + commission) * 100 AS units
  FROM tefe_instructions WHERE status IN (1, 3, 4);
