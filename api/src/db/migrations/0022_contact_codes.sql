-- Contact validation after login (issue 24): the codes sent to the e-mail and the mobile phone a
-- client wants on record. One row per request; only the codes' hashes are kept, and the new
-- contact data waits here until both codes come back.
CREATE TABLE contact_codes (
  id bigserial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- The public id of the session that asked: only that session may confirm.
  session_id text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  email_code_hash text NOT NULL,
  phone_code_hash text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  -- Set when confirmed, replaced by a newer request, or voided by too many wrong tries.
  used_at bigint
);
CREATE INDEX contact_codes_client_idx ON contact_codes (client_id, session_id, id DESC);
