import type { ContractGroup } from './contract-documents.ts';

const longDescription =
  '<p>Contrato que regula la relación entre el partícipe y la administradora para invertir en los fondos mutuos administrados. ' +
  'Establece los derechos y obligaciones de las partes, las comisiones, los plazos de rescate y la forma de comunicar los cambios en los reglamentos internos.</p>' +
  '<p>Los reglamentos internos y folletos informativos de cada fondo están disponibles en el sitio web de la administradora y de la Comisión para el Mercado Financiero. ' +
  'El partícipe declara conocer el reglamento interno del fondo en el que invierte.</p>';

/** Fixed contract groups for stories and tests (one hidden document, not displayed). */
export const contractGroupsSample: ContractGroup[] = [
  {
    title: 'Contratos generales',
    documents: [
      {
        id: 'CGF',
        name: 'Contrato General de Fondos',
        description: longDescription,
        mandatory: true,
        display: true,
      },
      {
        id: 'CAC',
        name: 'Contrato de Administración de Cartera',
        description: 'Mandato para que la administradora gestione una cartera a su nombre.',
        display: true,
      },
      { id: 'OCULTO', name: 'Anexo interno de control', display: false },
    ],
  },
  {
    title: 'Mandatos y declaraciones',
    documents: [
      {
        id: 'MLT',
        name: 'Mandato de Liquidación y Transferencia',
        description:
          'Autoriza a liquidar sus operaciones y transferir los fondos a la cuenta bancaria registrada.',
        selected: true,
        display: true,
      },
      {
        id: 'FATCA',
        name: 'Declaración FATCA y CRS',
        description: 'Declaración de residencia tributaria exigida por la normativa vigente.',
        mandatory: true,
        display: true,
      },
    ],
  },
];

/** The same groups as already signed or not, with their authorisation dates. */
export const signedContractGroupsSample: ContractGroup[] = [
  {
    title: 'Contratos generales',
    documents: [
      {
        id: 'CGF',
        name: 'Contrato General de Fondos',
        description: longDescription,
        display: true,
        signed: true,
        authorizedOn: '20240312',
      },
      {
        id: 'CAC',
        name: 'Contrato de Administración de Cartera',
        description: 'Mandato para que la administradora gestione una cartera a su nombre.',
        display: true,
        signed: false,
      },
    ],
  },
  {
    title: 'Mandatos y declaraciones',
    documents: [
      {
        id: 'MLT',
        name: 'Mandato de Liquidación y Transferencia',
        display: true,
        signed: true,
        authorizedOn: '20240318',
      },
    ],
  },
];
