// A TEFE instruction's PDF receipt: what the voucher shows, deterministic for one instruction.
import type { tefeInstructions } from '@inversiones/contract';
import { formatCurrency, formatInstant, formatRut } from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { receiptPdf } from '../pdf/receipt-pdf.ts';

/** Portal-spec 4's order statuses, in the design system's words (TransferStatusBadge). */
export const INSTRUCTION_STATUS_NAMES: Readonly<
  Record<tefeInstructions.InstructionStatusId, string>
> = {
  1: 'Ingresada',
  2: 'Rechazada por el usuario',
  3: 'Pendiente de aprobación',
  4: 'Alerta de cumplimiento',
  5: 'Bloqueada por cumplimiento',
  6: 'Ejecutada',
  7: 'Rechazada por el banco',
};

export function instructionPdf(
  instruction: tefeInstructions.Instruction,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const usd = (money: { amount: number }) => formatCurrency(money.amount, 'USD');
  const at = (iso: string) => `${formatInstant(Date.parse(iso))} (hora de Santiago)`;
  return receiptPdf({
    issuer: BROKER,
    title: `Instrucción de transferencia al exterior N° ${instruction.Folio}`,
    rows: [
      ['Folio', instruction.Folio],
      ['Ingresada el', at(instruction.CreatedAt)],
      ['Cliente', `${owner.name} - RUT ${formatRut(owner.rut)}`],
      ['Ingresada por', instruction.EnteredBy],
      ...(instruction.AuthorizedBy
        ? [['Autorizada por', instruction.AuthorizedBy] as [string, string]]
        : []),
      ['Beneficiario', instruction.BeneficiaryName],
      ['Banco', `${instruction.BankName} (SWIFT ${instruction.SwiftCode})`],
      ['Cuenta del beneficiario', `terminada en ${instruction.AccountEnding}`],
      ...(instruction.IntermediaryBankName
        ? [['Banco intermediario', instruction.IntermediaryBankName] as [string, string]]
        : []),
      ['Cuenta de cargo', `Cuenta corriente en dólares N° ${instruction.CuentaId}`],
      ['Monto a transferir', usd(instruction.Monto)],
      ['Comisión', usd(instruction.Comision)],
      ['Total a cargar', usd(instruction.Total)],
      ['Propósito', instruction.Proposito],
      ['Origen de los fondos', instruction.OrigenFondos],
      ['Volumen anual declarado', instruction.VolumenAnual],
      ['Estado', INSTRUCTION_STATUS_NAMES[instruction.Status]],
      [instruction.Status === 6 ? 'Ejecutada el' : 'Ejecución', at(instruction.ExecuteAt)],
    ],
    notes: [
      'La mesa de dinero envía las transferencias al exterior a las 13:00 de cada día hábil bancario; las ingresadas después se envían el día hábil siguiente.',
      'El monto y la comisión quedan retenidos en su cuenta corriente hasta que la transferencia se ejecuta, y se liberan si se anula o la rechaza el banco.',
    ],
    at: new Date(instruction.CreatedAt),
  });
}
