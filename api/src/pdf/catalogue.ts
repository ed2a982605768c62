// The demo's contract documents and the contracts that bundle them (wizard-spec 3: Document).

export interface CatalogueDocument {
  key: string;
  nombre: string;
  /** The body of the PDF: one paragraph per entry. */
  texto: readonly string[];
  /** Shown in the '+' overlay of the contract step. */
  descripcion: string;
  obligatorio: boolean;
}

export const catalogueDocuments: readonly CatalogueDocument[] = [
  {
    key: 'CONTRATO_GENERAL_FONDOS',
    nombre: 'Contrato General de Fondos',
    descripcion: 'Regula la inversión en fondos mutuos de la administradora.',
    obligatorio: true,
    texto: [
      'El partícipe y la administradora acuerdan las condiciones generales para invertir en los fondos mutuos administrados.',
      'Los aportes y rescates se rigen por el reglamento interno de cada fondo, disponible en el sitio web de la administradora y de la Comisión para el Mercado Financiero.',
      'El partícipe declara conocer las comisiones, los plazos de rescate y los riesgos de cada fondo en que invierta.',
    ],
  },
  {
    key: 'USO_CANAL_DIGITAL',
    nombre: 'Contrato de Uso de Canal Digital',
    descripcion: 'Autoriza operar por el portal con su clave y la firma electrónica.',
    obligatorio: true,
    texto: [
      'El cliente autoriza a operar por el portal de inversiones con su RUT y su clave personal, intransferible.',
      'Las instrucciones dadas por el portal tienen el mismo valor que las firmadas en papel y quedan registradas con su fecha y hora.',
      'El cliente se obliga a mantener su clave en reserva y a informar de inmediato cualquier uso no autorizado.',
    ],
  },
  {
    key: 'MANDATO_LIQUIDACION',
    nombre: 'Mandato de Liquidación y Transferencia',
    descripcion:
      'Autoriza a liquidar sus operaciones y transferir los fondos a la cuenta bancaria registrada.',
    obligatorio: false,
    texto: [
      'El cliente otorga mandato para liquidar sus operaciones y transferir el producto a la cuenta bancaria que tenga registrada.',
      'Este mandato es voluntario y puede revocarse en cualquier momento por escrito.',
    ],
  },
];

/** Contract ids (jsonData.contratoId) and the documents each bundles. */
export const contracts: Readonly<
  Record<string, { titulo: string; documentos: readonly string[] }>
> = {
  'UCD-2026': {
    titulo: 'Contratos de uso de canal digital',
    documentos: ['CONTRATO_GENERAL_FONDOS', 'USO_CANAL_DIGITAL', 'MANDATO_LIQUIDACION'],
  },
  'CGF-2026': { titulo: 'Contratos generales', documentos: ['CONTRATO_GENERAL_FONDOS'] },
};

/** The contract whose signing is the digital-channel use (the demo's failure for Tomás). */
export const DIGITAL_CHANNEL_DOCUMENT = 'USO_CANAL_DIGITAL';

export const catalogueDocument = (key: string) => catalogueDocuments.find((d) => d.key === key);
