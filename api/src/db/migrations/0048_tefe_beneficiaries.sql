-- TEFE beneficiaries (portal-spec 3 and 4): who a client sends dollars abroad to. The compliance
-- review is simulated: its outcome is decided at save and applied on the first read after
-- review_due_at (DOMAIN "Scale": scheduled effects as due-at rows, never in memory).
CREATE TABLE tefe_beneficiaries (
  id bigserial PRIMARY KEY,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  dni text NOT NULL CHECK (length(dni) <= 20),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  father_last_name text NOT NULL CHECK (length(father_last_name) <= 60),
  mother_last_name text NOT NULL CHECK (length(mother_last_name) <= 60),
  email text NOT NULL CHECK (length(email) <= 80),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 120),
  origin_country_id integer NOT NULL CHECK (origin_country_id > 0),
  alias text NOT NULL CHECK (length(alias) <= 30),
  phone_code bigint NOT NULL,
  phone bigint NOT NULL,
  currency_id integer NOT NULL CHECK (currency_id > 0),
  contact_phone_code bigint NOT NULL,
  contact_phone bigint NOT NULL,
  contact_email text NOT NULL CHECK (length(contact_email) <= 80),
  bank jsonb NOT NULL,
  intermediary_bank jsonb,
  status_id smallint NOT NULL CHECK (status_id IN (1, 3, 4, 5, 6, 7, 8, 9)),
  -- While pending (status 3): the review's outcome and when it is known.
  review_status smallint CHECK (review_status IN (1, 5, 6, 8)),
  review_due_at bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX tefe_beneficiaries_owner_idx ON tefe_beneficiaries (owner_rut, status_id);

-- Clients the firm keeps out of TEFE (spec 6: 'usted no posee la autorización...').
CREATE TABLE tefe_blocked_clients (
  rut text PRIMARY KEY CHECK (rut ~ '^[1-9][0-9]{0,8}-[0-9K]$')
);
