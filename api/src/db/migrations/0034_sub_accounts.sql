-- Sub-accounts (spec 7): a client opens more mutual fund accounts under their client number and
-- names each one ("Vacaciones"). The name is the client's, unique among their accounts whatever
-- its case, so two sub-accounts are never told apart by capitals alone.
ALTER TABLE ledger_accounts
  ADD COLUMN alias text CHECK (alias IS NULL OR char_length(alias) BETWEEN 1 AND 30);
CREATE UNIQUE INDEX ledger_accounts_alias_idx
  ON ledger_accounts (owner_rut, lower(alias)) WHERE alias IS NOT NULL;
