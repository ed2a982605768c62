import { tefeAccessMessages } from '@inversiones/contract/tefe-messages';

/** The authenticated shell. */
export const shell = {
  profileMenu: {
    sectionProfile: 'Perfil y documentos',
    sectionSecurity: 'Seguridad y ayuda',
    sectionSession: 'Sesión',
    investorProfile: 'Perfil de Inversionista',
    contractSigning: 'Flujo de Firma de Contratos',
    personalData: 'Mis Datos Personales',
    profileManager: 'Administrador de Perfiles',
    documents: 'Mis Documentos',
    executives: 'Mis Ejecutivos',
    changePassword: 'Cambiar Clave',
    devices: 'Administrar Dispositivos',
    support: 'Consultas y Sugerencias',
    changeSession: 'Cambio de Sesión',
    logout: 'Cerrar Sesión',
  },
  missingDataTitle: 'DATOS FALTANTES',
  missingDataBody: {
    ejecutivo:
      'Para continuar con su enrolamiento, comuníquese con su Ejecutivo de Inversiones para registrar los siguientes datos:',
    mesaDeAyuda:
      'Para continuar con su enrolamiento, comuníquese con nuestra Mesa de Ayuda para registrar los siguientes datos:',
  },
  /** Not shown in the spec: ours (whom to contact, with the details the API gives). */
  missingDataContact: 'Contacto',
  missingDataEmail: 'Correo electrónico',
  missingDataPhone: 'Teléfono',
  accept: 'Aceptar',
  /** Not shown in the spec: ours (the title of an opened notification). */
  notificationTitle: 'Notificación',
  /** Not shown in the spec: ours (marking it read failed; the notification stays unread). */
  notificationReadError:
    'No pudimos marcarla como leída. Volverá a aparecer en sus notificaciones.',
  loadingClient: 'Cargando sus datos...',
  areaIntro: 'Esta sección estará disponible próximamente.',
  areaBack: 'Volver al inicio',
  /**
   * Spec 6's TEFE refusals. The spec elides parts ('...'); they are completed in the same voice
   * (usted, the firm speaking to its client) with what the client can do next.
   */
  tefeRefusal: {
    title: 'Transferencias Internacionales no disponibles',
    // One wording with the API's refusals (the contract's, zod-free).
    person: tefeAccessMessages.blocked,
    company: tefeAccessMessages.companyNotEnabled,
  },
  areas: {
    perfilInversionista: 'Perfil de Inversionista',
    simuladores: 'Simuladores',
    ffmm: 'Fondos Mutuos',
    pad: 'Portafolio de Administración Discrecional',
    fondosInversion: 'Fondos de Inversión',
    acciones: 'Acciones',
    apv: 'Ahorro Previsional Voluntario',
    id: 'Inversiones Digitales',
    administracionCarteras: 'Administración de Carteras',
    cartolas: 'Cartolas',
    firmaOperaciones: 'Firma de Operaciones',
    infoDocs: 'Documentos e Informes',
    miPerfil: 'Mi Perfil',
    miPerfilEmpresa: 'Perfil de la Empresa',
    simultaneas: 'Simultáneas',
    ventaCorta: 'Venta Corta',
    research: 'Research',
    mantencion: 'Mantención',
    ccm: 'Cuenta Corriente Mercantil',
    tefe: 'Transferencias Internacionales',
    capsulas: 'Cápsulas Educativas',
    reunionOnline: 'Reunión Online',
    compraVentaDivisas: 'Compra y Venta de Divisas',
  } as Record<string, string>,
  /** Each page of an area its own heading (the profile links of spec 2 and the menu's entries). */
  areaPages: {
    'miPerfil/misDatosPersonales': 'Mis Datos Personales',
    'miPerfil/administradorDePerfiles': 'Administrador de Perfiles',
    'miPerfil/misEjecutivos': 'Mis Ejecutivos',
    'miPerfil/cambiarClave': 'Cambiar Clave',
    'miPerfil/administrarDispositivos': 'Administrar Dispositivos',
    'miPerfil/consultasYSugerencias': 'Consultas y Sugerencias',
    'miPerfilEmpresa/misDatosEmpresa': 'Flujo de Firma de Contratos',
    'miPerfilEmpresa/documentos': 'Documentos de la Empresa',
    'infoDocs/misDocumentos': 'Mis Documentos',
    'infoDocs/certificadosTributarios': 'Certificados Tributarios',
    'infoDocs/facturas': 'Facturas',
    'infoDocs/informes': 'Informes',
    'infoDocs/patentesAnexos': 'Patentes y Anexos Tributarios',
    'tefe/instruir': 'Instruir Transferencia',
    'tefe/beneficiarios': 'Beneficiarios',
    'ffmm/misFondos': 'Mis Fondos',
    'ffmm/invertir': 'Invertir en Fondos Mutuos',
    'ffmm/inviertePorObjetivos': 'Inversión por Objetivos',
    'reunionOnline/landing': 'Reunión Online',
  } as Record<string, string>,
  capsulasIntro:
    'Videos breves sobre ahorro e inversión, disponibles para todo público. Pronto encontrará aquí nuevas cápsulas.',
} as const;
