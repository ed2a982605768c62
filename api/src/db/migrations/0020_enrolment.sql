-- Enrolment (issue 24): a client of the firm without web access has no password yet, and proves
-- identity in a public flow of its own kind before creating one.
ALTER TABLE clients ALTER COLUMN password_hash DROP NOT NULL;

ALTER TABLE public_flows DROP CONSTRAINT public_flows_kind_check;
ALTER TABLE public_flows ADD CONSTRAINT public_flows_kind_check
  CHECK (kind IN ('reset', 'unlock', 'enrol'));
