-- The investment strategies a profile saved (spec 7 "flow save PUT", "flow delete DELETE"): the
-- plan the simulator took, named, keyed by the UUID the portal made (a repeated PUT replaces it).
CREATE TABLE saved_strategies (
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  plan jsonb NOT NULL,
  saved_at bigint NOT NULL,
  PRIMARY KEY (owner_rut, id)
);
