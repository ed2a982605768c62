-- Demo logins and the profiles each one can act as. Plain SQL for PGlite and PostgreSQL alike.

CREATE TABLE clients (
  id serial PRIMARY KEY,
  -- Without dots, hyphen before the check digit: '12345678-5'.
  rut text NOT NULL UNIQUE CHECK (rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  nombre text NOT NULL,
  apellido_paterno text NOT NULL,
  apellido_materno text NOT NULL DEFAULT '',
  -- 'scrypt$<salt>$<hash>' (base64), never the password.
  password_hash text NOT NULL,
  tipo_persona text NOT NULL CHECK (tipo_persona IN ('natural', 'juridica')),
  locked boolean NOT NULL DEFAULT false,
  pending_wizards boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Spec "Mandatary profile": code, nombre, Rut, HasTEFE, IsActive, MandataryTypes
-- (list of { Id, Description }; ids 0 natural person, 2 operator, 3 supervisor).
CREATE TABLE mandatary_profiles (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  code text NOT NULL,
  nombre text NOT NULL,
  rut text NOT NULL,
  has_tefe boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  mandatary_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  UNIQUE (client_id, code)
);

CREATE INDEX mandatary_profiles_client_id_idx ON mandatary_profiles (client_id);
