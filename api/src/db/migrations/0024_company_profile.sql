-- The company profile: a legal-entity client's data, its legal representatives, its signing
-- attorneys (apoderados) with their power per contract, and the signing of its two contracts.
-- Times are epoch milliseconds written by the application (test clock).

CREATE TABLE companies (
  rut text PRIMARY KEY,
  razon_social text NOT NULL,
  giro text NOT NULL,
  calle text NOT NULL,
  comuna text NOT NULL,
  region text NOT NULL
);

CREATE TABLE company_legal_representatives (
  company_rut text NOT NULL REFERENCES companies (rut) ON DELETE CASCADE,
  rut text NOT NULL,
  nombre text NOT NULL,
  cargo text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (company_rut, rut)
);

-- Power per contract: 'individual' signs alone, 'conjunta' only with another attorney; NULL none.
CREATE TABLE company_attorneys (
  company_rut text NOT NULL REFERENCES companies (rut) ON DELETE CASCADE,
  rut text NOT NULL,
  nombre text NOT NULL,
  power_marco text CHECK (power_marco IN ('individual', 'conjunta')),
  power_general_fondos text CHECK (power_general_fondos IN ('individual', 'conjunta')),
  position integer NOT NULL,
  PRIMARY KEY (company_rut, rut)
);

-- One row per company and contract. `signers` is the validated signature set; the signing
-- statement locks this row and counts into `signature_count`, so parallel signatures never
-- miss each other's and the last one marks `signed_at`.
CREATE TABLE company_contracts (
  company_rut text NOT NULL REFERENCES companies (rut) ON DELETE CASCADE,
  contract_type text NOT NULL CHECK (contract_type IN ('marco', 'generalFondos')),
  signers text[] NOT NULL DEFAULT '{}',
  signature_count integer NOT NULL DEFAULT 0,
  validated_at bigint,
  signed_at bigint,
  PRIMARY KEY (company_rut, contract_type)
);

-- One signature per attorney and contract; the portal's authorizationId makes a retry harmless.
CREATE TABLE company_contract_signatures (
  company_rut text NOT NULL,
  contract_type text NOT NULL,
  attorney_rut text NOT NULL,
  authorization_id uuid NOT NULL UNIQUE,
  signed_at bigint NOT NULL,
  PRIMARY KEY (company_rut, contract_type, attorney_rut),
  FOREIGN KEY (company_rut, contract_type)
    REFERENCES company_contracts (company_rut, contract_type) ON DELETE CASCADE
);
