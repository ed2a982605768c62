// The design system's own Spanish (es-CL) texts, keyed by meaning. Screens bring their own.
export const messages = {
  link: {
    /** Announced after the name of a link that opens a new tab (visually hidden). */
    opensInNewTab: '(se abre en una nueva pestaña)',
  },
  badge: {
    /** The mark of new menu items (menu isNew). */
    new: '¡Nuevo!',
    /** Announced with the bell's counter. */
    unreadNotifications: (count: number) =>
      count === 1 ? '1 notificación sin leer' : `${count} notificaciones sin leer`,
    /** Visually hidden before the investor profile's name. */
    profilePrefix: 'Perfil de inversionista:',
    profiles: { conservador: 'Conservador', moderado: 'Moderado', agresivo: 'Agresivo' },
  },
  dataTable: {
    /** The spec's empty-search text. */
    empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
    loading: 'Cargando...',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
    pagination: 'Paginación de la tabla',
    selectAll: 'Seleccionar todas las filas',
    selectRow: (name: string) => `Seleccionar ${name}`,
    sortBy: (column: string) => `Ordenar por ${column}`,
  },
  accountSelect: {
    title: 'Selecciona una Cuenta',
    subtitle: 'A cuál quieres ingresar?',
    tableLabel: 'Cuentas disponibles',
    name: 'Nombre',
    rut: 'Rut',
    profile: 'Perfil',
    action: 'Acción',
    enter: 'Ingresar',
    enterAccount: (name: string) => `Ingresar a ${name}`,
  },
  header: {
    menu: 'Menú',
    mainMenu: 'Menú principal',
    closeMenu: 'Cerrar menú',
    home: 'Inicio',
    notifications: 'Notificaciones',
    profileMenu: 'Menú de perfil',
    /** The visible label of the profile menu button (from 768 px). */
    profileMenuShort: 'Mi perfil',
    executive: 'Su ejecutivo',
    client: 'Cliente',
    /** Names a submenu trigger of the main menu (the item's own label goes first). */
    submenu: (label: string) => `${label}, submenú`,
  },
  executiveBanner: {
    title: 'Su ejecutivo de inversiones',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    schedule: 'Agendar reunión online',
  },
  notificationPanel: {
    title: 'Notificaciones',
    close: 'Cerrar notificaciones',
    empty: 'No tiene notificaciones nuevas.',
  },
  footer: {
    label: 'Pie de página',
    publicSite: 'Sitio público',
    contact: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    complaints: 'Canal de reclamos',
    service: 'Atención al cliente',
    privacy: 'Política de privacidad',
  },
  chat: {
    open: 'Chat con un ejecutivo',
  },
  logout: {
    title: 'Su sesión se está cerrando',
    body: 'En breve será redirigido al sitio público.',
    status: 'Cerrando sesión',
  },
  video: {
    unavailable: 'Este video no está disponible.',
    streamUnsupported: 'No es posible reproducir esta transmisión en este momento.',
  },
  dialog: {
    close: 'Cerrar',
    /** Names the dialog's body when it scrolls and so takes keyboard focus. */
    scrollableContent: 'Contenido del diálogo',
  },
  confirm: {
    logoutTitle: 'Cerrar Sesión',
    /** The spec's logout confirmation. */
    logoutMessage: 'Está seguro que desea cerrar su sesión?',
    logoutConfirm: 'Cerrar sesión',
    cancel: 'Cancelar',
    bankTitle: 'Ir al sitio de su banco',
    /** Not given by the spec: our own short, polite wording. */
    bankMessage:
      'Será dirigido al sitio de su banco para continuar la operación. ¿Desea continuar?',
    bankConfirm: 'Continuar',
    deleteTitle: 'Eliminar',
    deleteMessage: '¿Está seguro que desea eliminar este elemento?',
    /** The spec's exact delete buttons. */
    deleteNo: 'No',
    deleteYes: 'Si',
  },
  idle: {
    /** The spec's idle prompt. */
    title: 'Desea continuar navegando?',
    expiresIn: 'Su sesión expira en',
    closing: 'Cerrando Sesión',
    keep: 'Continuar navegando',
    logout: 'Cerrar sesión',
    /** Spoken form of the remaining time, for the polite live region. */
    spoken: (minutes: number, seconds: number) => {
      const parts: string[] = [];
      if (minutes > 0) parts.push(minutes === 1 ? '1 minuto' : `${minutes} minutos`);
      if (seconds > 0 || minutes === 0)
        parts.push(seconds === 1 ? '1 segundo' : `${seconds} segundos`);
      return `Su sesión expira en ${parts.join(' y ')}`;
    },
  },
  alert: {
    tones: { info: 'Información', warning: 'Advertencia', error: 'Error', success: 'Éxito' },
    showDetails: 'Ver detalle',
    dismiss: 'Cerrar aviso',
  },
  messageBlock: {
    files: 'Documentos',
    download: (name: string) => `Descargar ${name}`,
  },
  toast: {
    region: 'Notificaciones',
    accept: 'Aceptar',
    /** The spec's error when a notification is requested without a message. */
    messageRequired: 'option message is required for this function',
  },
  tooltip: {
    moreInfo: 'Más información',
  },
  overlay: {
    showDescription: 'Ver descripción',
  },
  loader: {
    loading: 'Cargando...',
    /** The spec's saving screen (four dots). */
    saving: 'Guardando datos....',
  },
  steps: {
    label: 'Pasos',
    states: {
      current: 'paso actual',
      remaining: 'pendiente',
      completed: 'completado',
      error: 'con errores',
    },
    counter: (current: number, total: number) => `Paso ${current} de ${total}`,
  },
} as const;
