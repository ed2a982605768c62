-- The lockout is temporary (issue 19): the time of the last counted attempt tells when a lock
-- of `failed_attempts` >= 5 ends. `locked` stays the administrative lock (unlock flow).
ALTER TABLE clients ADD COLUMN last_failed_at bigint;

-- Accounts the old lockout locked for good become expired temporary locks.
UPDATE clients SET locked = false, failed_attempts = 0 WHERE locked AND failed_attempts >= 5;
