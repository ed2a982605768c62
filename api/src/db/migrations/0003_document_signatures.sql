-- Signed documents get a table of their own: one row per signer and document, first date kept.
-- Until now they were kept in wizard_processed under the context 'firma-documento'; they move here.
CREATE TABLE document_signatures (
  rut text NOT NULL,
  document_key text NOT NULL,
  signed_at bigint NOT NULL,
  PRIMARY KEY (rut, document_key)
);

INSERT INTO document_signatures (rut, document_key, signed_at)
SELECT rut, wizard_id, processed_at FROM wizard_processed WHERE context = 'firma-documento';

DELETE FROM wizard_processed WHERE context = 'firma-documento';
