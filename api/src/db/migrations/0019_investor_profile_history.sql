-- Every change of a client's investor profile (issue 24: the profile page shows its history).
-- Append-only: the current profile is the newest row; the client record keeps a copy for the
-- session cache (spec 3).
CREATE TABLE investor_profile_history (
  id bigserial PRIMARY KEY,
  rut text NOT NULL,
  perfil_id smallint NOT NULL CHECK (perfil_id IN (1, 2, 3)),
  -- 'encuesta': the client answered the poll; 'ejecutivo': set by the firm at account opening.
  source text NOT NULL CHECK (source IN ('encuesta', 'ejecutivo')),
  decided_at bigint NOT NULL
);
CREATE INDEX investor_profile_history_rut ON investor_profile_history (rut, decided_at DESC, id DESC);
