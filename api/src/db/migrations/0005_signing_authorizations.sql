-- Signing authorizations: issued by the server for one session, contract and set of documents,
-- used once (the signing deletes the row) and short-lived.
CREATE TABLE signing_authorizations (
  id text PRIMARY KEY,
  token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE ON UPDATE CASCADE,
  rut text NOT NULL,
  context text NOT NULL,
  contract_id text NOT NULL,
  document_keys text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX signing_authorizations_token ON signing_authorizations (token_hash);
