import { client as clientApi } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';

/** GET /chat/link: the chat button shows only when the server enables it. */
export async function loadChatLink(signal: AbortSignal): Promise<string | null> {
  const { habilitado, url } = await apiGet(clientApi.chatLink, { signal });
  return habilitado && url ? url : null;
}

/** GET /cliente/datosFaltantes: the items the executive must register (empty when none). */
export async function loadMissingData(signal: AbortSignal): Promise<string[]> {
  const { mostrar, datos } = await apiGet(clientApi.missingData, { signal });
  return mostrar ? datos : [];
}

/** GET /common/mensajes: the notices of the home page. */
export async function loadMessages(signal: AbortSignal) {
  return apiGet(clientApi.messagesList, { signal });
}
