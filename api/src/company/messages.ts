import type { company } from '@inversiones/contract';

/** The contracts' names, as the client reads them. */
export const contractNames: Record<company.ContractType, string> = {
  marco: 'Contrato Marco',
  generalFondos: 'Contrato General de Fondos',
};

// Spanish answers of the company profile. A refused signature set names the attorney and the
// rule, so the operator knows whom to add or remove.
export const companyMessages = {
  notFound: 'No encontramos los datos de la empresa. Contacte a su Ejecutivo de Inversiones.',
  unknownContract: 'El contrato solicitado no existe.',
  notAttorney: (rut: string) => `El RUT ${rut} no corresponde a un apoderado de la empresa.`,
  noPower: (name: string, contract: string) => `${name} no tiene poder para firmar el ${contract}.`,
  jointAlone: (name: string, contract: string) =>
    `${name} firma el ${contract} en forma conjunta: debe firmar junto a otro apoderado con poder para este contrato.`,
  alreadySigned: (contract: string) => `El ${contract} ya está firmado.`,
  signingStarted: (contract: string) =>
    `La firma del ${contract} ya comenzó con los apoderados validados; no es posible cambiarlos.`,
  notValidated: (contract: string) =>
    `Antes de firmar, valide los apoderados que firmarán el ${contract}.`,
  notSignatory: (contract: string) =>
    `Usted no está entre los apoderados validados para firmar el ${contract}.`,
  authorizationReused: 'Esta autorización de firma ya fue usada. Vuelva a firmar.',
  codeRequired: 'Para firmar, ingrese el código de su método de verificación (clave de seguridad).',
} as const;
