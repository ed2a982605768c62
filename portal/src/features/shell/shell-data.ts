import { client as clientApi } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import type { MissingData } from '../missing-data/MissingDataModal.tsx';

/** GET /chat/link: the chat button shows only when the server enables it. */
export async function loadChatLink(signal: AbortSignal): Promise<string | null> {
  const { habilitado, url } = await apiGet(clientApi.chatLink, { signal });
  return habilitado && url ? url : null;
}

export type { MissingData };

/**
 * GET /cliente/datosFaltantes: the data someone at the firm must register, and whom to contact
 * (null when none: the API leaves out what the client's own wizards collect).
 */
export async function loadMissingData(signal: AbortSignal): Promise<MissingData | null> {
  const { mostrar, datos, contacto } = await apiGet(clientApi.missingData, { signal });
  return mostrar && datos.length > 0 ? { items: datos, contact: contacto } : null;
}

/** GET /common/mensajes: the notices of the home page. */
export async function loadMessages(signal: AbortSignal) {
  return apiGet(clientApi.messagesList, { signal });
}
