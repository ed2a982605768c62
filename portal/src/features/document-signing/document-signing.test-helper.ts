import { documentSigning } from '@inversiones/contract';
import { formatRut } from '@inversiones/design-system/es-cl';
import { applyContext } from '../../store/session.ts';
import { json, pdf, type Call } from '../order-signing/order-signing.test-helper.tsx';

type Document = documentSigning.SignDocument;
type Signature = Document['firmas'][number];

const CAMILA = { rut: '12345678-5', nombre: 'Camila Andrea Rojas Fuentes' };
const RODRIGO = { rut: '15432198-5', nombre: 'Rodrigo Ignacio Soto Muñoz' };
const COMPANY = 'Comercial Pacífico Ltda.';

const signature = (signer: { rut: string; nombre: string }, perfil: string): Signature => ({
  ...signer,
  perfil,
  firmadoEl: '2026-11-27T15:00:00.000Z',
  metodo: 'cronto',
  hash: 'b'.repeat(64),
});

const document = (
  id: string,
  titulo: string,
  estado: documentSigning.DocumentState,
  over: Partial<Document> = {},
): Document => ({
  id,
  titulo,
  descripcion: `Descripción de ${titulo}.`,
  version: 1,
  emitidoEl: '2026-11-20',
  estado,
  puedeFirmar: documentSigning.WAITING_STATES.includes(estado),
  puedeRechazar: documentSigning.WAITING_STATES.includes(estado),
  firmas: [],
  empresa: null,
  rechazo: null,
  archivo: documentSigning.documentPdfPath(id),
  ...over,
});

/** Camila's documents as the API lists them: one in each state. */
export const personalDocuments = (): Document[] => [
  document('101', 'Anexo al Contrato General de Fondos: nuevas series', 'porFirmar'),
  document('102', 'Política de Privacidad y Tratamiento de Datos', 'nuevaVersion', {
    version: 2,
    emitidoEl: '2026-11-18',
  }),
  document('103', 'Mandato de Inversión Automática de Dividendos', 'rechazado', {
    emitidoEl: '2026-10-02',
    rechazo: {
      motivo: 'Prefiero recibir los dividendos en mi cuenta corriente.',
      rechazadoEl: '2026-10-05T19:20:00.000Z',
    },
  }),
  document('104', 'Declaración de Origen de Fondos', 'firmadoFisico', { emitidoEl: '2026-06-14' }),
  document('105', 'Política de Privacidad y Tratamiento de Datos', 'firmadoDigital', {
    emitidoEl: '2025-03-03',
    firmas: [signature(CAMILA, CAMILA.nombre)],
  }),
];

const attorney = (rut: string, nombre: string, poder: 'individual' | 'conjunta') => ({
  rut,
  nombre,
  poder,
  firmado: false,
  // The tests log in as Rodrigo.
  usted: rut === RODRIGO.rut,
});

/** Comercial Pacífico's document, to sign by two attorneys with joint powers (or one individual). */
export const companyDocuments = (): Document[] => [
  document('201', 'Anexo al Contrato General de Fondos: operaciones a plazo', 'porFirmar', {
    empresa: {
      contrato: 'generalFondos',
      apoderados: [
        attorney(RODRIGO.rut, RODRIGO.nombre, 'conjunta'),
        attorney('10987654-2', 'Patricia Elena Lagos Vidal', 'conjunta'),
        attorney('13246857-5', 'Andrés Felipe Morales Cid', 'conjunta'),
      ],
      falta: 'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.',
    },
  }),
];

/** A document signed by `signer`, as the API answers it (a company's by the SPF rule). */
function signed(doc: Document, signer: { rut: string; nombre: string }, perfil: string): Document {
  const firmas = [...doc.firmas, signature(signer, perfil)];
  if (!doc.empresa) {
    return { ...doc, estado: 'firmadoDigital', puedeFirmar: false, puedeRechazar: false, firmas };
  }
  const apoderados = doc.empresa.apoderados.map((a) =>
    a.rut === signer.rut ? { ...a, firmado: true } : a,
  );
  const done = apoderados.filter((a) => a.firmado);
  const complete = done.some((a) => a.poder === 'individual') || done.length >= 2;
  const others = apoderados.filter((a) => !a.firmado);
  return {
    ...doc,
    estado: complete ? 'firmadoDigital' : doc.estado,
    puedeFirmar: false,
    // Signed by him, it can still be rejected while it waits for another attorney.
    puedeRechazar: !complete,
    firmas,
    empresa: {
      ...doc.empresa,
      apoderados,
      falta: complete
        ? null
        : `Falta la firma de otro apoderado: ${others
            .map((a) => `${a.nombre} (${formatRut(a.rut)})`)
            .join(' o ')}.`,
    },
  };
}

export interface DocumentsApiOptions {
  /** The profile's documents (default: Camila's). */
  documents?: Document[];
  /** The company's documents are signed by Rodrigo as its attorney (default: Camila's own). */
  company?: boolean;
  /** Answers the signature POST instead of signing (null: sign), per attempt. */
  sign?: (request: documentSigning.SignRequest, attempt: number) => Response | null;
  /** Answers the PDF (default: a PDF named as the API names it). */
  file?: (doc: Document) => Response;
}

export interface DocumentsApi {
  /** The routes to hand to `fakeApi({ extra })`. */
  extra: Record<string, (call: Call) => Response>;
  /** The documents the user can sign now (the pending count's `documentos`). */
  pending: () => number;
}

/** The API's documents to sign, as the page sees them: list, signature, rejection and PDFs. */
export function documentsApi(options: DocumentsApiOptions = {}): DocumentsApi {
  let data = options.documents ?? personalDocuments();
  const signer = options.company ? RODRIGO : CAMILA;
  const perfil = options.company ? COMPANY : CAMILA.nombre;
  let attempts = 0;
  const replace = (next: Document) => {
    data = data.map((d) => (d.id === next.id ? next : d));
    return json(next);
  };
  const extra: DocumentsApi['extra'] = {
    'GET /api/documentosFirma': () => json({ documentos: data }),
  };
  for (const { id } of data) {
    const current = () => data.find((d) => d.id === id)!;
    extra[`POST /api/documentosFirma/${id}/firma`] = (call) => {
      attempts += 1;
      const request = call.body as documentSigning.SignRequest;
      return options.sign?.(request, attempts) ?? replace(signed(current(), signer, perfil));
    };
    extra[`POST /api/documentosFirma/${id}/rechazar`] = (call) => {
      const { motivo } = call.body as { motivo: string };
      return replace({
        ...current(),
        estado: 'rechazado',
        puedeFirmar: false,
        puedeRechazar: false,
        rechazo: { motivo, rechazadoEl: '2026-11-27T15:10:00.000Z' },
      });
    };
    extra[`GET /api/documentosFirma/${id}/documento.pdf`] = () => {
      const doc = current();
      if (options.file) return options.file(doc);
      const name = `documento-${id}-v${doc.version}${doc.firmas.length ? '-firmado' : ''}.pdf`;
      return pdf(name, 'attachment');
    };
  }
  return { extra, pending: () => data.filter((d) => d.puedeFirmar).length };
}

/** Rodrigo as an operator and attorney of Comercial Pacífico (he signs its documents). */
export function asCompanyOperator(): void {
  applyContext({
    profile: {
      code: '2003',
      nombre: COMPANY,
      Rut: '78123456-7',
      HasTEFE: true,
      IsActive: true,
      MandataryTypes: [{ Id: 2, Description: 'Operador' }],
    },
    profileRole: 'Operador',
    flagPN: false,
    flagSupervisor: false,
    flagOperador: true,
  });
}
