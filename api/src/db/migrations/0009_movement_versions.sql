-- Every write to an account's movements bumps the account's version, in the same transaction, so
-- a balance computed earlier (by any API instance) is checked against the database in one
-- indexed read of the owner's accounts before it is reused, and recomputed when it changed.
ALTER TABLE ledger_accounts ADD COLUMN movements_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION movements_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET movements_version = movements_version + 1
  WHERE id IN (SELECT DISTINCT account_id FROM changed);
  RETURN NULL;
END;
$$;

CREATE TRIGGER movements_version_insert
  AFTER INSERT ON movements REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION movements_bump_version();

CREATE TRIGGER movements_version_update
  AFTER UPDATE ON movements REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION movements_bump_version();
