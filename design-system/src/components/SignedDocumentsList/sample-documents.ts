import type { SignedDocument } from './SignedDocumentsList.tsx';

/** Fixed sample documents for stories and tests. */
export const signedDocumentsSample: SignedDocument[] = [
  {
    id: 'contrato-general-fondos',
    name: 'Contrato General de Fondos',
    signed: true,
    signedOn: '20240312',
  },
  {
    id: 'mandato-liquidacion',
    name: 'Mandato de Liquidación y Transferencia (MLT)',
    signed: true,
    signedOn: '20240318',
  },
  {
    id: 'contrato-mercado-internacional',
    name: 'Contrato Marco de Mercado Internacional',
    signed: false,
  },
];
