-- Optimistic concurrency of the wizard data's full replace (PUT .../data with If-Match): every
-- write adds one; 0 stands for "nothing stored yet" and is never a stored row's version.
ALTER TABLE wizard_data ADD COLUMN version integer NOT NULL DEFAULT 1;
