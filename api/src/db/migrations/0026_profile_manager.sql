-- Administrador de perfiles: the changes a company supervisor asks for, each confirmed with a
-- one-time code bound to it; the wrong-code block per supervisor and company; and a version per
-- company that serialises changes to its mandataries (every change bumps it conditionally).
-- Times the application compares are epoch milliseconds written by the application (test clock).

-- The name the supervisor typed for a mandatary he added (NULL: the person's name on record).
ALTER TABLE mandatary_profiles ADD COLUMN mandatary_name text;
CREATE INDEX mandatary_profiles_rut_idx ON mandatary_profiles (rut);

CREATE TABLE mandatary_change_requests (
  -- The request id the portal generated: a double click or a retry is the same request.
  id uuid PRIMARY KEY,
  -- Who asked (the supervisor's client) and for which company (its rut).
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  company_rut text NOT NULL,
  -- The change, canonical JSON: the code confirms exactly this.
  change jsonb NOT NULL,
  -- sha256 of the live code (bound to the id); NULL once voided.
  code_hash text,
  expires_at bigint NOT NULL,
  sent_at bigint NOT NULL,
  sends integer NOT NULL DEFAULT 1,
  -- 'pendiente' until confirmed ('aplicado') or voided ('anulado': a block or a refused rule).
  status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'aplicado', 'anulado')),
  created_at bigint NOT NULL,
  applied_at bigint
);
CREATE INDEX mandatary_change_requests_client_idx
  ON mandatary_change_requests (client_id, company_rut, status);

-- Wrong codes in a row of one supervisor for one company (counted before the check).
CREATE TABLE mandatary_code_failures (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  company_rut text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  last_failed_at bigint,
  PRIMARY KEY (client_id, company_rut)
);

-- One row per company whose mandataries changed through the profile manager.
CREATE TABLE company_mandatary_versions (
  company_rut text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
