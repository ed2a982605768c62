// Fixed, realistic data for the stories and the composition page (no random or current dates).
import type { BankAccount } from './BankAccountList.tsx';

export const sampleBankAccounts: BankAccount[] = [
  {
    id: 'cta-1',
    bankName: 'Banco de Chile',
    accountType: 'Cuenta Corriente',
    currency: 'Pesos (CLP)',
    accountNumber: '00-123-04321',
  },
  {
    id: 'cta-2',
    bankName: 'Banco Santander',
    accountType: 'Cuenta Vista',
    currency: 'Pesos (CLP)',
    accountNumber: '0-000-71-88776-5',
  },
  {
    id: 'cta-3',
    bankName: 'Banco BCI',
    accountType: 'Cuenta Corriente',
    currency: 'Dólar (USD)',
    accountNumber: '10998877',
  },
];

/** The account a story's 'Agregar' appends (a fixed one: stories must be deterministic). */
export function sampleNewBankAccount(position: number): BankAccount {
  return {
    id: `cta-new-${position}`,
    bankName: 'BancoEstado',
    accountType: 'CuentaRUT',
    currency: 'Pesos (CLP)',
    accountNumber: `12345678${String(position).padStart(2, '0')}`,
  };
}

/** A placement agent (agentesColocadores): read-only in the wizard. */
export interface PlacementAgent {
  rut: string;
  name: string;
  since: string;
}

export const samplePlacementAgents: PlacementAgent[] = [
  { rut: '76.543.210-3', name: 'Valores Andinos Corredores de Bolsa S.A.', since: '15/03/2021' },
  { rut: '96.512.200-1', name: 'Inversiones Cordillera AGF S.A.', since: '02/08/2023' },
];
