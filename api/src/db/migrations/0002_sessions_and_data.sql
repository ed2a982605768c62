-- Sessions, lockout, client records, notifications and wizard storage.
-- Times the application compares (idle timeout, absolute lifetime) are epoch milliseconds written
-- by the application, so tests can inject a clock.

-- The first skeleton's demo clients (other names and password): removed so that the seed puts the
-- current ones in their place in an existing api/.data/pglite.
DELETE FROM clients
WHERE rut IN ('15678432-K', '16234987-2')
   OR (rut = '12345678-5' AND nombre = 'María José')
   OR (rut = '9876543-3' AND nombre = 'Jorge Luis');

ALTER TABLE clients ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE clients ADD COLUMN previous_password_hash text;
ALTER TABLE clients ADD COLUMN password_changed_at bigint;

-- The Client record (portal-spec section 3) of every rut the portal can act as: persons and
-- companies. Kept as JSON: it is a cache-shaped read model.
CREATE TABLE client_records (
  rut text PRIMARY KEY CHECK (rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  data jsonb NOT NULL
);

CREATE TABLE sessions (
  -- sha256 (hex) of the cookie secret: a stolen database does not give usable cookies.
  token_hash text PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  xsrf_token text NOT NULL,
  -- Mandatary code chosen with contextualize (NULL: the client's own profile).
  profile_code text,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL
);
CREATE INDEX sessions_client_id_idx ON sessions (client_id);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  rut text NOT NULL,
  route text NOT NULL,
  message text NOT NULL,
  read boolean NOT NULL DEFAULT false
);
CREATE INDEX notifications_rut_idx ON notifications (rut);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  -- NULL: for every client.
  rut text,
  priority integer NOT NULL CHECK (priority BETWEEN 1 AND 3),
  text text NOT NULL
);

-- Wizard templates, loaded from api/wizards/*.json.
CREATE TABLE wizard_templates (
  id text PRIMARY KEY,
  version integer NOT NULL,
  body jsonb NOT NULL,
  loaded_at bigint NOT NULL
);

-- The user data record of a wizard: { rut, templateVersion, jsonData }.
CREATE TABLE wizard_data (
  rut text NOT NULL,
  context text NOT NULL,
  wizard_id text NOT NULL,
  template_version integer NOT NULL,
  json_data jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (rut, context, wizard_id)
);

-- Jarvis rules: ordered answers per client and context ('open wizard X', 'none', 'ask ...',
-- 'redirect_onboarding'); the first rule whose wizard is not yet processed answers.
CREATE TABLE jarvis_rules (
  id serial PRIMARY KEY,
  rut text NOT NULL,
  context text NOT NULL,
  position integer NOT NULL,
  response text NOT NULL,
  -- The rule no longer applies once this wizard is processed.
  wizard_id text,
  UNIQUE (rut, context, position)
);

CREATE TABLE wizard_processed (
  rut text NOT NULL,
  context text NOT NULL,
  wizard_id text NOT NULL,
  processed_at bigint NOT NULL,
  PRIMARY KEY (rut, context, wizard_id)
);
