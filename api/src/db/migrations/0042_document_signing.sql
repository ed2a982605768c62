-- Documents the firm sends a client or a company to sign (spec 4 and 7 "Documents"): contract
-- annexes, policies, declarations. A document never changes (a change is a new version that
-- points to the one it replaces); each signature and the rejection are recorded once, with the
-- evidence, and never changed or removed.
CREATE TABLE sign_documents (
  id bigserial PRIMARY KEY,
  owner_rut text NOT NULL CHECK (owner_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  owner_name text NOT NULL CHECK (length(owner_name) BETWEEN 1 AND 160),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 400),
  -- The document's text, paragraph by paragraph (what its PDF prints).
  body jsonb NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  replaces bigint REFERENCES sign_documents (id),
  issued_on date NOT NULL,
  -- A company's document: the contract whose attorneys' powers it needs (null: a person's own).
  company_power text CHECK (company_power IN ('marco', 'generalFondos')),
  -- Signed on paper at a branch (the back office records it); null otherwise.
  signed_on_paper date
);
CREATE INDEX sign_documents_owner_idx ON sign_documents (owner_rut, issued_on DESC);

CREATE FUNCTION sign_documents_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El documento % no cambia ni se borra: una versión nueva lo reemplaza', OLD.id;
END;
$$;
CREATE TRIGGER sign_documents_never_change
  BEFORE UPDATE OR DELETE ON sign_documents
  FOR EACH ROW EXECUTE FUNCTION sign_documents_never_change();

-- One signature per signer and document (a company's may need several attorneys).
CREATE TABLE sign_document_signatures (
  document_id bigint NOT NULL REFERENCES sign_documents (id),
  signer_rut text NOT NULL CHECK (signer_rut ~ '^[1-9][0-9]{0,8}-[0-9K]$'),
  signer_name text NOT NULL,
  profile_code text NOT NULL,
  profile_name text NOT NULL,
  method text NOT NULL CHECK (method IN ('cronto', 'sms', 'email')),
  signed_at bigint NOT NULL,
  pdf_sha256 text NOT NULL CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  authorization_id uuid NOT NULL UNIQUE,
  session_id text NOT NULL,
  PRIMARY KEY (document_id, signer_rut)
);

CREATE TABLE sign_document_rejections (
  document_id bigint PRIMARY KEY REFERENCES sign_documents (id),
  rejected_by text NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 10 AND 500),
  rejected_at bigint NOT NULL
);

CREATE FUNCTION sign_document_records_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Una firma o un rechazo no cambia ni se borra (documento %)', OLD.document_id;
END;
$$;
CREATE TRIGGER sign_document_signatures_never_change
  BEFORE UPDATE OR DELETE ON sign_document_signatures
  FOR EACH ROW EXECUTE FUNCTION sign_document_records_never_change();
CREATE TRIGGER sign_document_rejections_never_change
  BEFORE UPDATE OR DELETE ON sign_document_rejections
  FOR EACH ROW EXECUTE FUNCTION sign_document_records_never_change();
