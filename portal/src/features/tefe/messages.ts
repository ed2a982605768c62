// The TEFE screens' Spanish texts (spec 1-7 give the area and the statuses; these are chosen).
import { formatNumber } from '@inversiones/design-system/es-cl';

export const beneficiaries = {
  title: 'Beneficiarios',
  intro:
    'Las personas y empresas en el extranjero a las que puede transferir dólares. Un beneficiario nuevo o modificado queda pendiente de aprobación hasta que cumplimiento normativo lo revisa.',
  filters: 'Buscar beneficiarios',
  status: 'Estado',
  allStatuses: 'Todos',
  search: 'Nombre o alias',
  searchAction: 'Buscar',
  /** Spec 8: no rows for the query. */
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  listTitle: 'Sus beneficiarios',
  count: (total: number) =>
    total === 1 ? '1 beneficiario' : `${formatNumber(total)} beneficiarios`,
  pagination: 'Paginación de beneficiarios',
  block: (name: string) => `Bloquear a ${name}`,
  remove: (name: string) => `Eliminar a ${name}`,
  confirmBlockTitle: 'Bloquear beneficiario',
  confirmBlock: (name: string) =>
    `${name} no podrá recibir transferencias mientras esté bloqueado. ¿Desea bloquearlo?`,
  confirmRemoveTitle: 'Eliminar beneficiario',
  confirmRemove: (name: string) =>
    `${name} dejará de aparecer en su lista y no podrá recibir transferencias. Esta acción no se puede deshacer. ¿Desea eliminarlo?`,
  confirmBlockAction: 'Bloquear',
  confirmRemoveAction: 'Eliminar',
  keep: 'Volver',
  blocked: (name: string) => `${name} quedó bloqueado.`,
  removed: (name: string) => `${name} fue eliminado.`,
  failed: (name: string) => `No se pudo cambiar el estado de ${name}.`,
  retry: 'Reintentar',
} as const;
