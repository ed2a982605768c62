import type { DocumentAttorney, SigningDocument } from './signing-document.ts';

// Stories and tests only: a person's documents in every state and a company's waiting ones.

const rodrigo: DocumentAttorney = {
  id: '15432198-5',
  name: 'Rodrigo Ignacio Soto Muñoz',
  rut: '15.432.198-5',
  power: 'conjunta',
  signedAt: null,
};
const patricia: DocumentAttorney = {
  id: '10987654-2',
  name: 'Patricia Elena Lagos Vidal',
  rut: '10.987.654-2',
  power: 'conjunta',
  signedAt: null,
};
const andres: DocumentAttorney = {
  id: '13246857-5',
  name: 'Andrés Felipe Morales Cid',
  rut: '13.246.857-5',
  power: 'conjunta',
  signedAt: null,
};

export const toSign: SigningDocument = {
  id: '1',
  title: 'Anexo al Contrato General de Fondos: nuevas series',
  version: 1,
  issuedOn: '2026-11-20',
  description:
    'Incorpora al Contrato General de Fondos las series APV y B de los fondos que usted mantiene.',
  state: 'toSign',
  canSign: true,
};

export const newVersion: SigningDocument = {
  id: '2',
  title: 'Política de Privacidad y Tratamiento de Datos',
  version: 2,
  issuedOn: '2026-11-18',
  description: 'Actualiza los plazos de conservación de sus datos personales.',
  state: 'newVersion',
  canSign: true,
};

export const rejected: SigningDocument = {
  id: '3',
  title: 'Mandato de Inversión Automática de Dividendos',
  version: 1,
  issuedOn: '2026-10-02',
  description: 'Reinvierte automáticamente los dividendos de sus acciones.',
  state: 'rejected',
  canSign: false,
  rejection: {
    reason: 'Prefiero recibir los dividendos en mi cuenta corriente.',
    rejectedAt: '05/10/2026 16:20',
  },
};

export const signedOnPaper: SigningDocument = {
  id: '4',
  title: 'Declaración de Origen de Fondos',
  version: 1,
  issuedOn: '2026-06-14',
  description: 'Declara el origen de los fondos que invierte con nosotros.',
  state: 'signedOnPaper',
  canSign: false,
};

export const signedDigitally: SigningDocument = {
  id: '5',
  title: 'Política de Privacidad y Tratamiento de Datos',
  version: 1,
  issuedOn: '2025-03-03',
  description: 'Cómo tratamos y protegemos sus datos personales.',
  state: 'signedDigitally',
  canSign: false,
  hasSignatures: true,
};

/** A person's documents as the API lists them, newest first. */
export const personalDocuments: SigningDocument[] = [
  toSign,
  newVersion,
  rejected,
  signedOnPaper,
  signedDigitally,
];

/** A company's document nobody signed yet: two joint powers, or one individual. */
export const companyToSign: SigningDocument = {
  id: '11',
  title: 'Anexo al Contrato General de Fondos: operaciones a plazo',
  version: 1,
  issuedOn: '2026-11-22',
  description: 'Habilita las operaciones a plazo de la empresa.',
  state: 'toSign',
  canSign: true,
  company: {
    attorneys: [rodrigo, patricia, andres],
    missing: 'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.',
  },
};

/** The same document once the logged-in attorney signed with a joint power: it waits for another. */
export const companyAwaitingOther: SigningDocument = {
  ...companyToSign,
  canSign: false,
  hasSignatures: true,
  company: {
    attorneys: [
      { ...rodrigo, signedAt: '27/11/2026 12:00', isCurrentUser: true },
      patricia,
      andres,
    ],
    missing:
      'Falta la firma de otro apoderado: Patricia Elena Lagos Vidal (10.987.654-2) o Andrés Felipe Morales Cid (13.246.857-5).',
  },
};

/** A company's document its attorneys completed. */
export const companySigned: SigningDocument = {
  id: '12',
  title: 'Actualización del Registro de Poderes',
  version: 1,
  issuedOn: '2026-11-10',
  description: 'Registra los poderes vigentes de los apoderados de la empresa.',
  state: 'signedDigitally',
  canSign: false,
  hasSignatures: true,
  company: {
    attorneys: [{ ...rodrigo, power: 'individual', signedAt: '12/11/2026 09:15' }],
    missing: null,
  },
};
