// Who may pay in through the bank buttons (spec 6): the white-launch list, then the product the
// payments credit (a current account in pesos). The API checks both on every payment it starts.
import type { payButtons as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { CAMILA, CORDILLERA, PACIFICO, RODRIGO } from '../ledger/demo-ledger.ts';
import { currentAccount } from '../fund-operations/invest.ts';
import { payButtonMessages as m } from './messages.ts';

/**
 * The white launch: the clients the firm opened the buttons to first (the demo's, with their
 * companies). `null` would open them to every client.
 */
export const WHITE_LAUNCH_RUTS: ReadonlySet<string> | null = new Set([
  CAMILA,
  RODRIGO,
  CORDILLERA,
  PACIFICO,
]);

export async function payButtonAccess(
  db: Queryable,
  ownerRut: string,
): Promise<contract.AccessResponse> {
  const habilitado = WHITE_LAUNCH_RUTS === null || WHITE_LAUNCH_RUTS.has(ownerRut);
  const productoActivo = Boolean(await currentAccount(db, ownerRut, 'CLP'));
  return {
    habilitado,
    productoActivo,
    mensaje: !habilitado ? m.notLaunched : !productoActivo ? m.noCurrentAccount : null,
  };
}
