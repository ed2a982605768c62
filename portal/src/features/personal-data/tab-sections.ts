import type { SectionPick } from '../../wizard/sections/section-steps.ts';
import * as messages from './messages.ts';
import type { TabId } from './routes.ts';

/** The personal-data wizard of issue 9 (wizard-spec 1). */
export const PERSONAL_DATA_WIZARD = 'EBDATOSPERSONALESCLIENTE';
/**
 * Autorización y Clase de Órdenes shows who may give orders for the client (RUT with the
 * sameRut rule: never her own, spec 5) and which order classes and channels she accepts; the
 * spec names the tab only, so this is the firm's mandate record a careful broker keeps.
 */
export const AUTHORISATIONS_WIZARD = 'EBAUTORIZACIONESCLIENTE';
export const BANK_ACCOUNTS_WIZARD = 'CUENTASBANCARIASCLIENTE';

/** Which wizard and which of its steps (or items) each tab shows. */
export const tabSections: Record<TabId, { wizardId: string; picks: readonly SectionPick[] }> = {
  datosPersonales: {
    wizardId: PERSONAL_DATA_WIZARD,
    picks: [
      {
        step: 0,
        title: messages.sections.contact,
        keys: ['Nombre', 'ApellidoPaterno', 'ApellidoMaterno', 'Sexo', 'Telefono', 'Email'],
      },
      { step: 1 },
      { step: 2 },
    ],
  },
  identificacion: {
    wizardId: PERSONAL_DATA_WIZARD,
    picks: [
      {
        step: 0,
        title: messages.sections.identity,
        keys: ['Rut', 'numeroSerie', 'FechaNacimiento'],
        // The RUT identifies the client: her executive changes it, never a form.
        readOnly: ['Rut'],
      },
    ],
  },
  autorizacion: { wizardId: AUTHORISATIONS_WIZARD, picks: [{ step: 0 }, { step: 1 }] },
  cuentasBancarias: { wizardId: BANK_ACCOUNTS_WIZARD, picks: [{ step: 0 }] },
};
