-- The home shortcuts each user chose, per profile they act as (issue 20). One row per user and
-- profile: a save replaces the choice in one upsert, so concurrent saves leave the last one.
CREATE TABLE shortcut_choices (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- The profile's mandatary code ('' for a user without profiles).
  profile_code text NOT NULL,
  shortcut_ids jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (client_id, profile_code)
);
