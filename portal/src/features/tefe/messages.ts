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
  viewAction: 'Ver',
} as const;

/** The beneficiary's page: register (create), change (edit) and read (show), spec 3's form. */
export const beneficiaryForm = {
  newTitle: 'Nuevo beneficiario',
  editTitle: 'Modificar beneficiario',
  add: 'Agregar beneficiario',
  view: (name: string) => `Ver a ${name}`,
  edit: 'Modificar',
  editOf: (name: string) => `Modificar a ${name}`,
  backToList: 'Volver a beneficiarios',
  intro:
    'Ingrese los datos de la persona o empresa que recibirá sus transferencias y de su banco. Cumplimiento normativo revisa cada beneficiario nuevo o modificado antes de que pueda recibir dinero.',
  editIntro:
    'Al guardar los cambios, el beneficiario vuelve a quedar pendiente de aprobación hasta que cumplimiento normativo lo revise.',
  identity: 'Datos del beneficiario',
  type: 'Tipo de beneficiario',
  person: 'Persona natural',
  company: 'Empresa',
  name: 'Nombres',
  companyName: 'Razón social',
  fatherLastName: 'Apellido paterno',
  motherLastName: 'Apellido materno',
  dni: 'Documento de identidad o pasaporte',
  alias: 'Alias',
  aliasHelp: 'Un nombre corto para reconocerlo en sus listas.',
  country: 'País de residencia',
  address: 'Dirección',
  phoneCode: 'Código de país del teléfono',
  phoneCodeHelp: 'Sin el signo +; por ejemplo 1 para Estados Unidos.',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  currency: 'Moneda que recibe',
  contact: 'Contacto',
  reuseContact: 'Usar el teléfono y el correo del beneficiario como contacto',
  contactPhoneCode: 'Código de país del teléfono de contacto',
  contactPhone: 'Teléfono de contacto',
  contactEmail: 'Correo electrónico de contacto',
  bank: 'Banco del beneficiario',
  intermediary: 'Banco intermediario',
  useIntermediary: 'La transferencia pasa por un banco intermediario',
  useIntermediaryHelp:
    'Algunos bancos reciben dólares a través de otro banco; su beneficiario sabe si el suyo lo necesita.',
  swift: 'Código SWIFT',
  swiftHelp: '8 u 11 caracteres, por ejemplo CHASUS33.',
  findBank: 'Buscar banco',
  findBankOf: (which: 'Bank' | 'IntermediaryBank') =>
    which === 'Bank' ? 'Buscar banco del beneficiario' : 'Buscar banco intermediario',
  finding: 'Buscando',
  bankFound: (name: string) => `Encontramos ${name}: revise sus datos y complete la cuenta.`,
  bankName: 'Nombre del banco',
  bankCountry: 'País del banco',
  bankCity: 'Ciudad',
  bankAddress: 'Dirección del banco',
  account: 'Número de cuenta o IBAN',
  aba: 'Código ABA',
  abaHelp: 'Los bancos de Estados Unidos lo usan: 9 dígitos.',
  create: 'Registrar beneficiario',
  save: 'Guardar cambios',
  saving: 'Guardando',
  cancel: 'Cancelar',
  summaryTitle: 'Revise los siguientes datos antes de continuar',
  failedTitle: 'No se pudo guardar el beneficiario',
  failed:
    'El servicio no respondió. Sus datos siguen en el formulario: intente nuevamente en unos minutos.',
  retry: 'Reintentar',
  refusedTitle: 'El beneficiario no se guardó',
  registered: (name: string) =>
    `${name} quedó registrado y pendiente de aprobación. Cumplimiento normativo lo revisa en unos minutos; esta lista muestra su nuevo estado en cuanto cambie.`,
  saved: (name: string) =>
    `Los cambios de ${name} quedaron guardados y pendientes de aprobación de cumplimiento normativo.`,
  notChangeable:
    'Este beneficiario ya no se puede modificar: fue eliminado o lo retuvo cumplimiento normativo.',
  notFound:
    'No encontramos este beneficiario: puede haber sido eliminado. Vuelva a la lista de beneficiarios.',
} as const;
