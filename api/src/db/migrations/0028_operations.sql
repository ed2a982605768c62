-- Every operation that moves money (DOMAIN.md): its idempotency key and first answer, so a retry
-- returns that answer and records nothing new; and its audit record: who (acted_by), as which
-- profile, what (action and details, the profile-fit acceptance among them), when, from which
-- session. Append-only, like the movements it records.
CREATE TABLE operations (
  id bigserial PRIMARY KEY,
  -- Whose money: the rut the session acts for (the client's own, or the company's).
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  -- 'ffmm.invertir', 'ffmm.rescatar', 'ffmm.anular'...
  action text NOT NULL,
  -- SHA-256 of the action and its request: the same key with another request is refused.
  fingerprint text NOT NULL,
  acted_by text NOT NULL CHECK (acted_by ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  profile_code text NOT NULL,
  -- The session's public id (never its token).
  session_id text NOT NULL,
  -- The movement the operation recorded or cancelled.
  folio bigint NOT NULL,
  details jsonb NOT NULL,
  response jsonb NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (owner_rut, idempotency_key)
);
CREATE INDEX operations_owner_folio_idx ON operations (owner_rut, folio);

CREATE FUNCTION operations_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las operaciones no se modifican ni se eliminan (id %)', OLD.id;
END;
$$;

CREATE TRIGGER operations_append_only
  BEFORE UPDATE OR DELETE ON operations
  FOR EACH ROW EXECUTE FUNCTION operations_append_only();
