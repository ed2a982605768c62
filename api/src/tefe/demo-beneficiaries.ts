// Camila's beneficiary abroad, registered and approved long ago (DOMAIN "Demo clients": each
// feature extends their history): her son Martín, studying in Boston, paid through Bank of America.
import type { Queryable } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';

const DAY_MS = 86_400_000;

export const DEMO_BENEFICIARY = {
  name: 'Martín',
  fatherLastName: 'Pérez',
  motherLastName: 'Rojas',
  bank: {
    BankName: 'Bank of America, N.A.',
    SwiftCode: 'BOFAUS3N',
    AbaCode: '026009593',
    Account: '483012346789',
    Country: 'US',
    City: 'Charlotte',
    Address: '100 North Tryon Street',
  },
} as const;

/** Inserts it once (a seed run again finds it and adds nothing). */
export async function seedDemoBeneficiaries(db: Queryable, now: number): Promise<void> {
  const [existing] = await db.query(
    'SELECT 1 FROM tefe_beneficiaries WHERE owner_rut = $1 AND name = $2 AND father_last_name = $3',
    [CAMILA, DEMO_BENEFICIARY.name, DEMO_BENEFICIARY.fatherLastName],
  );
  if (existing) return;
  const registered = String(now - 60 * DAY_MS);
  await db.query(
    `INSERT INTO tefe_beneficiaries (owner_rut, acted_by, type, dni, name, father_last_name,
       mother_last_name, email, address, origin_country_id, alias, phone_code, phone, currency_id,
       contact_phone_code, contact_phone, contact_email, bank, intermediary_bank, status_id,
       review_status, review_due_at, created_at, updated_at)
     VALUES ($1, $1, 1, '', $2, $3, $4, 'martin.perez@example.com', '77 Massachusetts Avenue, Boston',
       1, 'Martín Boston', 1, 6175550142, 1, 1, 6175550142, 'martin.perez@example.com', $5::jsonb,
       NULL, 1, NULL, NULL, $6::bigint, $6::bigint)`,
    [
      CAMILA,
      DEMO_BENEFICIARY.name,
      DEMO_BENEFICIARY.fatherLastName,
      DEMO_BENEFICIARY.motherLastName,
      JSON.stringify(DEMO_BENEFICIARY.bank),
      registered,
    ],
  );
}
