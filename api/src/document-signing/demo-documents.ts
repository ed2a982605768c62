// Documents the demo clients have received to sign: to sign, a new version of one already
// signed, signed on paper at a branch, rejected; and the companies' annexes that need their
// attorneys' powers. Dates relative to the seed's today.
import { randomUUID } from 'node:crypto';
import type { company } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { CAMILA, CORDILLERA, PACIFICO } from '../ledger/demo-ledger.ts';
import { santiagoInstant } from '../market/clock.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { sha256 } from '../pdf/signature-page.ts';
import { documentPdf } from './document-pdf.ts';
import type { SignDocumentRow } from './documents.ts';

interface DemoDocument {
  key: string;
  owner: { rut: string; name: string };
  title: string;
  description: string;
  body: string[];
  version?: number;
  /** The key of the version it replaces. */
  replaces?: string;
  issued: number;
  companyPower?: company.ContractType;
  paperDaysAgo?: number;
  signedDaysAgo?: number;
  rejected?: { daysAgo: number; reason: string };
}

const camila = { rut: CAMILA, name: 'Camila Andrea Rojas Fuentes' };
const pacifico = { rut: PACIFICO, name: 'Comercial Pacífico Ltda.' };
const cordillera = { rut: CORDILLERA, name: 'Inversiones Cordillera SpA' };

const privacy = (version: number) => [
  'La administradora trata los datos personales del cliente solo para administrar sus inversiones, cumplir la normativa de la Comisión para el Mercado Financiero y prevenir el lavado de activos.',
  version > 1
    ? 'Esta versión agrega el envío de sus cartolas y certificados por medios electrónicos y el plazo de conservación de sus registros (diez años desde el término de la relación).'
    : 'El cliente puede pedir el acceso, la rectificación o la cancelación de sus datos escribiendo a su ejecutivo.',
  'El cliente declara haber leído esta política y acepta el tratamiento de sus datos en los términos descritos.',
];

export const demoDocuments: readonly DemoDocument[] = [
  {
    key: 'camila-anexo-series',
    owner: camila,
    title: 'Anexo al Contrato General de Fondos: nuevas series',
    description: 'Incorpora las series APV y B de los fondos que usted invierte.',
    body: [
      'Por el presente anexo, el cliente y la administradora incorporan al Contrato General de Fondos las series APV y B de los fondos mutuos en que el cliente mantiene inversiones.',
      'Las remuneraciones, comisiones y plazos de rescate de cada serie son los de su reglamento interno vigente, que el cliente declara conocer.',
    ],
    issued: -3,
  },
  {
    key: 'camila-privacidad-1',
    owner: camila,
    title: 'Política de Privacidad y Tratamiento de Datos',
    description: 'Cómo tratamos sus datos personales.',
    body: privacy(1),
    issued: -400,
    signedDaysAgo: 398,
  },
  {
    key: 'camila-privacidad-2',
    owner: camila,
    title: 'Política de Privacidad y Tratamiento de Datos',
    description: 'Nueva versión: envío electrónico de documentos y plazos de conservación.',
    body: privacy(2),
    version: 2,
    replaces: 'camila-privacidad-1',
    issued: -5,
  },
  {
    key: 'camila-origen-fondos',
    owner: camila,
    title: 'Declaración de Origen de Fondos',
    description: 'Declaración anual del origen de los fondos invertidos.',
    body: [
      'El cliente declara que los fondos que invierte provienen de actividades lícitas y que informará a la administradora cualquier cambio relevante en su origen.',
    ],
    issued: -70,
    paperDaysAgo: 60,
  },
  {
    key: 'camila-inversion-automatica',
    owner: camila,
    title: 'Mandato de Inversión Automática de Dividendos',
    description: 'Reinversión automática de los dividendos de sus acciones.',
    body: [
      'El cliente instruye a la corredora reinvertir automáticamente los dividendos que reciba en el fondo mutuo que indique.',
    ],
    issued: -40,
    rejected: {
      daysAgo: 38,
      reason: 'Prefiero recibir los dividendos en mi cuenta corriente y decidir cada vez.',
    },
  },
  {
    key: 'pacifico-anexo-cuenta',
    owner: pacifico,
    title: 'Anexo al Contrato General de Fondos: cuenta de la empresa',
    description: 'Autoriza las inversiones de la empresa en fondos de deuda de corto plazo.',
    body: [
      'Comercial Pacífico Ltda., representada por sus apoderados, autoriza a la administradora a invertir los excedentes de caja de la empresa en fondos mutuos de deuda de corto plazo.',
      'Este anexo requiere la firma de los apoderados de la empresa conforme a sus poderes para el Contrato General de Fondos.',
    ],
    issued: -2,
    companyPower: 'generalFondos',
  },
  {
    key: 'pacifico-poderes',
    owner: pacifico,
    title: 'Actualización del Registro de Apoderados',
    description: 'Confirma los apoderados y sus poderes vigentes.',
    body: [
      'La empresa confirma que los apoderados registrados en la corredora y sus poderes para el Contrato Marco son los vigentes a la fecha de este documento.',
    ],
    issued: -4,
    companyPower: 'marco',
  },
  {
    key: 'cordillera-anexo',
    owner: cordillera,
    title: 'Anexo al Contrato Marco: operaciones a plazo',
    description: 'Habilita a la empresa para operar forwards.',
    body: [
      'Inversiones Cordillera SpA solicita habilitar la operación de contratos forward de moneda, en las condiciones del Contrato Marco.',
    ],
    issued: -6,
    companyPower: 'marco',
  },
];

const rowOf = (document: DemoDocument, today: IsoDate): SignDocumentRow => ({
  id: '',
  ownerRut: document.owner.rut,
  ownerName: document.owner.name,
  title: document.title,
  description: document.description,
  body: document.body,
  version: document.version ?? 1,
  replaces: null,
  issuedOn: addDays(today, document.issued),
  companyPower: document.companyPower ?? null,
  signedOnPaper:
    document.paperDaysAgo === undefined ? null : addDays(today, -document.paperDaysAgo),
});

/** Inserts the demo documents (with their signatures and rejections) once: skipped when any exists. */
export async function seedDemoDocuments(db: Queryable, today: IsoDate): Promise<void> {
  const [seeded] = await db.query('SELECT 1 FROM sign_documents LIMIT 1');
  if (seeded) return;
  const ids = new Map<string, string>();
  for (const document of demoDocuments) {
    const row = rowOf(document, today);
    const [inserted] = await db.query<{ id: string }>(
      `INSERT INTO sign_documents (owner_rut, owner_name, title, description, body, version,
         replaces, issued_on, company_power, signed_on_paper)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
      [
        row.ownerRut,
        row.ownerName,
        row.title,
        row.description,
        JSON.stringify(row.body),
        row.version,
        document.replaces ? (ids.get(document.replaces) ?? null) : null,
        row.issuedOn,
        row.companyPower,
        row.signedOnPaper,
      ],
    );
    if (!inserted) continue;
    ids.set(document.key, inserted.id);
    if (document.signedDaysAgo !== undefined) {
      await db.query(
        `INSERT INTO sign_document_signatures (document_id, signer_rut, signer_name, profile_code,
           profile_name, method, signed_at, pdf_sha256, authorization_id, session_id)
         VALUES ($1, $2, $3, '1001', $3, 'cronto', $4, $5, $6, 'demo')`,
        [
          inserted.id,
          document.owner.rut,
          document.owner.name,
          santiagoInstant(addDays(today, -document.signedDaysAgo), '10:05'),
          sha256(await documentPdf(row)),
          randomUUID(),
        ],
      );
    }
    if (document.rejected) {
      await db.query(
        `INSERT INTO sign_document_rejections (document_id, rejected_by, reason, rejected_at)
         VALUES ($1, $2, $3, $4)`,
        [
          inserted.id,
          document.owner.rut,
          document.rejected.reason,
          santiagoInstant(addDays(today, -document.rejected.daysAgo), '16:40'),
        ],
      );
    }
  }
}
