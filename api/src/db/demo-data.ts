// The demo clients, as data: the seed inserts them and the start banner prints them.

/** Spec: MandataryTypes ids 0 natural person, 2 operator, 3 supervisor; 4 Apoderado (this API). */
export const mandataryTypes = {
  naturalPerson: { Id: 0, Description: 'Persona Natural' },
  operator: { Id: 2, Description: 'Operador' },
  supervisor: { Id: 3, Description: 'Supervisor' },
  apoderado: { Id: 4, Description: 'Apoderado' },
} as const;

export type MandataryType = (typeof mandataryTypes)[keyof typeof mandataryTypes];

export interface DemoProfile {
  /** Mandatary code, used by `contextualize/{code}`. */
  code: string;
  nombre: string;
  /** Rut of the represented client, stored form ('76543210-3'). */
  rut: string;
  hasTefe: boolean;
  isActive: boolean;
  mandataryTypes: MandataryType[];
}

/** The Client record of portal-spec section 3, without the cache timestamp `Create`. */
export interface DemoClientRecord {
  UserId: string;
  InternalUserId: number;
  Segmento: string;
  DescripcionTipoPersona: string;
  TieneCuenta: number;
  Edad: number | null;
  Perfil: string;
  PerfilId: number;
  Genero: string;
  ClienteJefe: boolean;
  /** Telefono is this API's addition (Mis Ejecutivos shows it); the spec lists Nombre and Email. */
  Ejecutivos: { Nombre: string; Email: string; Telefono?: string }[];
  AreaGeneralTitular: string;
  Nombre: string;
  ApellidoPaterno: string;
  ApellidoMaterno: string;
  RutCliente: string;
  /** Extra demo data (not in the Client record): address, e-mail, phone, funds. */
  Direccion?: { calle: string; comuna: string; codigoComuna: string; region: string };
  Email?: string;
  Telefono?: string;
  /** The identity card's serial number the firm registered (enrolment checks it). */
  NumeroSerie?: string;
  /** ISO date of birth (an enrolment identity question asks its year). */
  FechaNacimiento?: string;
}

export interface DemoClient {
  /** Stored form: no dots, hyphen before the check digit. */
  rut: string;
  /** Plain on purpose: printed by the start command. Demo only. Null: no web access yet. */
  password: string | null;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  tipoPersona: 'natural' | 'juridica';
  locked: boolean;
  pendingWizards: boolean;
  /** What logging in with this client shows, for the start banner. */
  shows: string;
  profiles: DemoProfile[];
}

export const DEMO_PASSWORD = 'Demo.2026';

const executive = {
  Nombre: 'Francisca Morales Vidal',
  Email: 'francisca.morales@inversiones-demo.cl',
  Telefono: '+56 2 2345 6710',
};
const companyExecutive = {
  Nombre: 'Sebastián Araya Lagos',
  Email: 'sebastian.araya@inversiones-demo.cl',
  Telefono: '+56 2 2345 6720',
};

export const demoClients: readonly DemoClient[] = [
  {
    rut: '12345678-5',
    password: DEMO_PASSWORD,
    nombre: 'Camila Andrea',
    apellidoPaterno: 'Rojas',
    apellidoMaterno: 'Fuentes',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows: 'Persona natural, perfil Moderado, un solo perfil y ejecutiva: entra directo al inicio.',
    profiles: [
      {
        code: '1001',
        nombre: 'Camila Andrea Rojas Fuentes',
        rut: '12345678-5',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    rut: '15432198-5',
    password: DEMO_PASSWORD,
    nombre: 'Rodrigo Ignacio',
    apellidoPaterno: 'Soto',
    apellidoMaterno: 'Muñoz',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Tres perfiles: él mismo, supervisor de Inversiones Cordillera SpA y operador apoderado con TEFE de Comercial Pacífico Ltda.',
    profiles: [
      {
        code: '2001',
        nombre: 'Rodrigo Ignacio Soto Muñoz',
        rut: '15432198-5',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
      {
        code: '2002',
        nombre: 'Inversiones Cordillera SpA',
        rut: '76543210-3',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.supervisor],
      },
      {
        code: '2003',
        nombre: 'Comercial Pacífico Ltda.',
        rut: '77123456-9',
        hasTefe: true,
        isActive: true,
        mandataryTypes: [mandataryTypes.operator, mandataryTypes.apoderado],
      },
    ],
  },
  {
    rut: '16789012-1',
    password: DEMO_PASSWORD,
    nombre: 'Valentina Paz',
    apellidoPaterno: 'Herrera',
    apellidoMaterno: 'Díaz',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: true,
    shows:
      'Clienta nueva: al ingresar recorre el enrolamiento (bienvenida, datos, cuentas, perfil, declaración y contratos).',
    profiles: [
      {
        code: '3001',
        nombre: 'Valentina Paz Herrera Díaz',
        rut: '16789012-1',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The end-to-end test of the personal-data wizard owns her (Valentina has the journey).
    rut: '18234567-9',
    password: DEMO_PASSWORD,
    nombre: 'Ignacia Belén',
    apellidoPaterno: 'Torres',
    apellidoMaterno: 'Araya',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: true,
    shows: 'Clienta nueva: al ingresar se abren sus datos personales y la declaración.',
    profiles: [
      {
        code: '6001',
        nombre: 'Ignacia Belén Torres Araya',
        rut: '18234567-9',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    rut: '9876543-3',
    password: DEMO_PASSWORD,
    nombre: 'Matías Alejandro',
    apellidoPaterno: 'Vega',
    apellidoMaterno: 'Contreras',
    tipoPersona: 'natural',
    locked: true,
    pendingWizards: false,
    shows: 'Cuenta bloqueada: sirve para probar el desbloqueo por preguntas de seguridad.',
    profiles: [
      {
        code: '4001',
        nombre: 'Matías Alejandro Vega Contreras',
        rut: '9876543-3',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The portal's end-to-end lockout test fails this login five times (no other test uses it).
    rut: '13579246-2',
    password: DEMO_PASSWORD,
    nombre: 'Tomás Andrés',
    apellidoPaterno: 'Pérez',
    apellidoMaterno: 'Lagos',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows: 'Cuenta para pruebas de bloqueo: cinco claves erradas la bloquean durante 15 minutos.',
    profiles: [
      {
        code: '5001',
        nombre: 'Tomás Andrés Pérez Lagos',
        rut: '13579246-2',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The public-access end-to-end test resets her password (no other test logs in as her).
    rut: '14567890-0',
    password: DEMO_PASSWORD,
    nombre: 'Sofía Antonia',
    apellidoPaterno: 'Castro',
    apellidoMaterno: 'Navarro',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Para recuperar la clave: preguntas de seguridad y el PIN que llega a la bandeja de demostración (/demo/bandeja).',
    profiles: [
      {
        code: '8001',
        nombre: 'Sofía Antonia Castro Navarro',
        rut: '14567890-0',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // Locked like Matías, for the login test's locked-account answer (Matías gets unlocked).
    rut: '11222333-9',
    password: DEMO_PASSWORD,
    nombre: 'Gonzalo Esteban',
    apellidoPaterno: 'Reyes',
    apellidoMaterno: 'Pino',
    tipoPersona: 'natural',
    locked: true,
    pendingWizards: false,
    shows:
      'Cuenta bloqueada que nadie desbloquea: la respuesta del ingreso a una cuenta bloqueada.',
    profiles: [
      {
        code: '9001',
        nombre: 'Gonzalo Esteban Reyes Pino',
        rut: '11222333-9',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The electronic-signature service is down for her (the referral to her executive).
    rut: '17456123-0',
    password: DEMO_PASSWORD,
    nombre: 'Francisca Isabel',
    apellidoPaterno: 'Muñoz',
    apellidoMaterno: 'Rivas',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Su firma del contrato de uso de canal digital falla: se la deriva a su ejecutivo (/wizard/UCDSHOWCONTRACT?context=usoCanalDigital).',
    profiles: [
      {
        code: '7001',
        nombre: 'Francisca Isabel Muñoz Rivas',
        rut: '17456123-0',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    rut: '14725836-4',
    password: DEMO_PASSWORD,
    nombre: 'Javiera Constanza',
    apellidoPaterno: 'Núñez',
    apellidoMaterno: 'Paredes',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Persona natural de un solo perfil para el cambio de clave (cambiar la clave cierra sus otras sesiones, así que ninguna otra prueba la usa).',
    profiles: [
      {
        code: '8001',
        nombre: 'Javiera Constanza Núñez Paredes',
        rut: '14725836-4',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The security-pass end-to-end test enrols her authenticator app (no other test logs in as
    // her, so the second factor it turns on never meets another test's login).
    rut: '14682395-5',
    password: DEMO_PASSWORD,
    nombre: 'Martina Soledad',
    apellidoPaterno: 'Vergara',
    apellidoMaterno: 'Núñez',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Verificación en dos pasos: enrola una aplicación de autenticación en Mi perfil › Administrar dispositivos y entra luego por Clave primaria.',
    profiles: [
      {
        code: '8101',
        nombre: 'Martina Soledad Vergara Núñez',
        // The security-pass end-to-end test enrols her authenticator app (no other test logs in as
        // her, so the second factor it turns on never meets another test's login).
        rut: '14682395-5',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // A client of the firm without web access: the enrolment end-to-end test creates his password.
    rut: '19283746-4',
    password: null,
    nombre: 'Ignacio Andrés',
    apellidoPaterno: 'Pizarro',
    apellidoMaterno: 'Contreras',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Cliente sin acceso web: crea su clave en «Crear mi clave» con el número de serie 527.431.986, comuna Providencia y año de nacimiento 1994; el PIN llega a la bandeja de demostración.',
    profiles: [
      {
        code: '8201',
        nombre: 'Ignacio Andrés Pizarro Contreras',
        rut: '19283746-4',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // Without web access and without a phone or e-mail on record: enrolment ends in DATOS FALTANTES.
    rut: '10864297-1',
    password: null,
    nombre: 'Rosa Elena',
    apellidoPaterno: 'Catalán',
    apellidoMaterno: 'Vidal',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Cliente sin acceso web ni teléfono o correo registrado: «Crear mi clave» (serie 108.642.975, comuna Temuco, año 1961) termina en DATOS FALTANTES.',
    profiles: [
      {
        code: '8202',
        nombre: 'Rosa Elena Catalán Vidal',
        rut: '10864297-1',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // No e-mail and no phone on record: home asks her to validate her contact data with the
    // codes of the demo outbox (the personal-data end-to-end test's own client).
    rut: '19246813-2',
    password: DEMO_PASSWORD,
    nombre: 'Paula Andrea',
    apellidoPaterno: 'Méndez',
    apellidoMaterno: 'Soto',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Sin correo ni celular registrados: el inicio le pide validar sus datos de contacto con los códigos que llegan a la bandeja de demostración.',
    profiles: [
      {
        code: '8203',
        nombre: 'Paula Andrea Méndez Soto',
        rut: '19246813-2',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // The profile manager's end-to-end test adds him as a mandatary of Inversiones Cordillera
    // SpA and removes him again (no other test logs in as him).
    rut: '13246579-7',
    password: DEMO_PASSWORD,
    nombre: 'Andrés Felipe',
    apellidoPaterno: 'Lagos',
    apellidoMaterno: 'Pinto',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Un solo perfil; Rodrigo, como supervisor de Inversiones Cordillera SpA, puede agregarlo como mandatario en Mi perfil › Administrador de Perfiles.',
    profiles: [
      {
        code: '9301',
        nombre: 'Andrés Felipe Lagos Pinto',
        rut: '13246579-7',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    // Comercial Pacífico's second attorney with joint powers: her signature completes a company
    // document Rodrigo signed first (spec 4's SPF rule), through her own session.
    rut: '10987654-2',
    password: DEMO_PASSWORD,
    nombre: 'Patricia Elena',
    apellidoPaterno: 'Lagos',
    apellidoMaterno: 'Vidal',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows:
      'Apoderada con poder conjunto de Comercial Pacífico Ltda.: su firma completa en Firma de Operaciones › Documentos el anexo que Rodrigo firmó primero.',
    profiles: [
      {
        code: '9401',
        nombre: 'Comercial Pacífico Ltda.',
        rut: '77123456-9',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.operator, mandataryTypes.apoderado],
      },
    ],
  },
];

const person = (
  rut: string,
  id: number,
  nombre: string,
  paterno: string,
  materno: string,
  extra: Partial<DemoClientRecord>,
): DemoClientRecord => ({
  UserId: rut.replace('-', ''),
  InternalUserId: id,
  Segmento: 'Personas',
  DescripcionTipoPersona: 'Persona Natural',
  TieneCuenta: 1,
  Edad: null,
  Perfil: 'Conservador',
  PerfilId: 1,
  Genero: 'F',
  ClienteJefe: false,
  Ejecutivos: [executive],
  AreaGeneralTitular: 'Banca Privada',
  Nombre: nombre,
  ApellidoPaterno: paterno,
  ApellidoMaterno: materno,
  RutCliente: rut,
  ...extra,
});

const company = (rut: string, id: number, razonSocial: string): DemoClientRecord => ({
  ...person(rut, id, razonSocial, '', '', {}),
  Segmento: 'Empresas',
  DescripcionTipoPersona: 'Persona Jurídica',
  Genero: '',
  ClienteJefe: true,
  Ejecutivos: [companyExecutive],
  AreaGeneralTitular: 'Banca Empresas',
  Perfil: 'Moderado',
  PerfilId: 2,
});

/** The Client record of every rut a demo login can act as. */
export const demoClientRecords: readonly DemoClientRecord[] = [
  person('12345678-5', 100234, 'Camila Andrea', 'Rojas', 'Fuentes', {
    Edad: 38,
    Perfil: 'Moderado',
    PerfilId: 2,
    Segmento: 'Banca Privada',
    Direccion: {
      calle: 'Av. Apoquindo 4501, depto. 1203',
      comuna: 'Las Condes',
      codigoComuna: '13114',
      region: '13',
    },
    Email: 'camila.rojas@correo-demo.cl',
    Telefono: '+56 9 8765 4321',
  }),
  person('14682395-5', 101999, 'Martina Soledad', 'Vergara', 'Núñez', {
    Edad: 36,
    Email: 'martina.vergara@correo-demo.cl',
    Telefono: '+56 9 5432 1098',
  }),
  person('14725836-4', 100512, 'Javiera Constanza', 'Núñez', 'Paredes', {
    Edad: 33,
    Direccion: {
      calle: 'Av. Irarrázaval 2401, depto. 604',
      comuna: 'Ñuñoa',
      codigoComuna: '13120',
      region: '13',
    },
    Email: 'javiera.nunez@correo-demo.cl',
    Telefono: '+56 9 6543 2109',
  }),
  person('15432198-5', 100871, 'Rodrigo Ignacio', 'Soto', 'Muñoz', {
    Edad: 45,
    Genero: 'M',
    Perfil: 'Agresivo',
    PerfilId: 3,
    Direccion: {
      calle: 'Av. Libertad 1348, of. 502',
      comuna: 'Viña del Mar',
      codigoComuna: '05109',
      region: '05',
    },
    Email: 'rodrigo.soto@correo-demo.cl',
    Telefono: '+56 9 7654 3210',
  }),
  person('10987654-2', 100934, 'Patricia Elena', 'Lagos', 'Vidal', {
    Edad: 52,
    Genero: 'F',
    Email: 'patricia.lagos@correo-demo.cl',
    Telefono: '+56 9 8123 4567',
  }),
  company('76543210-3', 300112, 'Inversiones Cordillera SpA'),
  company('77123456-9', 300245, 'Comercial Pacífico Ltda.'),
  person('16789012-1', 101502, 'Valentina Paz', 'Herrera', 'Díaz', {
    Edad: 27,
    TieneCuenta: 0,
    Ejecutivos: [],
    Direccion: {
      calle: 'Calle Barros Arana 541',
      comuna: 'Concepción',
      codigoComuna: '08101',
      region: '08',
    },
    Email: 'valentina.herrera@correo-demo.cl',
  }),
  person('18234567-9', 101903, 'Ignacia Belén', 'Torres', 'Araya', {
    Edad: 24,
    TieneCuenta: 0,
    Ejecutivos: [],
    Direccion: {
      calle: 'Av. Pedro de Valdivia 1215',
      comuna: 'Providencia',
      codigoComuna: '13123',
      region: '13',
    },
    Email: 'ignacia.torres@correo-demo.cl',
  }),
  person('9876543-3', 99870, 'Matías Alejandro', 'Vega', 'Contreras', {
    Edad: 61,
    Genero: 'M',
    Direccion: {
      calle: 'Av. Alemania 0671',
      comuna: 'Temuco',
      codigoComuna: '09101',
      region: '09',
    },
  }),
  person('13579246-2', 101777, 'Tomás Andrés', 'Pérez', 'Lagos', { Genero: 'M', Edad: 33 }),
  person('17456123-0', 101888, 'Francisca Isabel', 'Muñoz', 'Rivas', { Genero: 'F', Edad: 41 }),
  person('14567890-0', 101950, 'Sofía Antonia', 'Castro', 'Navarro', {
    Genero: 'F',
    Edad: 29,
    Email: 'sofia.castro@correo-demo.cl',
    Telefono: '+56 9 5555 1234',
  }),
  person('11222333-9', 101960, 'Gonzalo Esteban', 'Reyes', 'Pino', { Genero: 'M', Edad: 52 }),
  person('19283746-4', 102010, 'Ignacio Andrés', 'Pizarro', 'Contreras', {
    Genero: 'M',
    Edad: 32,
    Direccion: {
      calle: 'Av. Providencia 1208, depto. 82',
      comuna: 'Providencia',
      codigoComuna: '13123',
      region: '13',
    },
    Email: 'ignacio.pizarro@correo-demo.cl',
    Telefono: '+56 9 4321 8765',
    NumeroSerie: '527431986',
    FechaNacimiento: '1994-05-17',
  }),
  person('10864297-1', 102020, 'Rosa Elena', 'Catalán', 'Vidal', {
    Edad: 65,
    Direccion: {
      calle: 'Calle Bulnes 655',
      comuna: 'Temuco',
      codigoComuna: '09101',
      region: '09',
    },
    NumeroSerie: '108642975',
    FechaNacimiento: '1961-02-08',
  }),
  person('19246813-2', 101970, 'Paula Andrea', 'Méndez', 'Soto', { Genero: 'F', Edad: 31 }),
  person('13246579-7', 101980, 'Andrés Felipe', 'Lagos', 'Pinto', {
    Genero: 'M',
    Edad: 38,
    Email: 'andres.lagos@correo-demo.cl',
    Telefono: '+56 9 4444 5566',
  }),
];

/** Unread notifications per rut. */
export const demoNotifications: readonly { rut: string; route: string; message: string }[] = [
  {
    rut: '12345678-5',
    route: '/ffmm/misFondos',
    message: 'Su rescate del Fondo Mutuo Renta Chile fue abonado en su cuenta.',
  },
  {
    rut: '12345678-5',
    route: '/cartolas',
    message: 'Ya está disponible su cartola de octubre.',
  },
  {
    rut: '77123456-9',
    route: '/tefe/instruir',
    message: 'Tiene una transferencia internacional pendiente de aprobación.',
  },
];

export const demoMessages: readonly { rut: string | null; priority: 1 | 2 | 3; text: string }[] = [
  {
    rut: null,
    priority: 1,
    text: 'Las operaciones ingresadas después de las 14:00 se procesan el día hábil bancario siguiente.',
  },
  {
    rut: '15432198-5',
    priority: 2,
    text: 'Recuerde actualizar su perfil de inversionista antes del 31 de diciembre.',
  },
];

type JarvisRule = {
  rut: string;
  context: string;
  position: number;
  response: string;
  wizardId: string | null;
};

/** `open wizard X` in a context: pending until X is processed there. */
const open = (rut: string, context: string, position: number, wizardId: string): JarvisRule => ({
  rut,
  context,
  position,
  response: `open wizard ${wizardId}`,
  wizardId,
});

/** An answer without a wizard (`ask X`, `redirect_onboarding`): always pending. */
const answer = (rut: string, context: string, position: number, response: string): JarvisRule => ({
  rut,
  context,
  position,
  response,
  wizardId: null,
});

const VALENTINA = '16789012-1';
const IGNACIA = '18234567-9';

/**
 * Jarvis rules. Valentina's onboarding journey: welcome, then the bank enrolment (personal data,
 * bank accounts, investor-profile poll, declaration), then the digital-channel contracts, whose
 * signing ends on the signed-documents panel. Ignacia (the personal-data test): personal data first.
 */
export const demoJarvisRules: readonly JarvisRule[] = [
  open(VALENTINA, 'base', 1, 'BIENVENIDA'),
  answer(VALENTINA, 'base', 2, 'ask enrolamientoBco'),
  // Also from the base context: an enrolment already done skips its ask (it opens nothing).
  answer(VALENTINA, 'base', 3, 'ask usoCanalDigital'),
  open(VALENTINA, 'enrolamientoBco', 1, 'EBDATOSPERSONALESCLIENTE'),
  open(VALENTINA, 'enrolamientoBco', 2, 'EBCUENTASBANCARIASCLIENTE'),
  open(VALENTINA, 'enrolamientoBco', 3, 'EBPERFILINVERSIONISTA'),
  open(VALENTINA, 'enrolamientoBco', 4, 'DECLARACIONINVERSIONISTA'),
  answer(VALENTINA, 'enrolamientoBco', 5, 'ask usoCanalDigital'),
  open(VALENTINA, 'usoCanalDigital', 1, 'UCDSHOWCONTRACT'),
  answer(IGNACIA, 'base', 1, 'ask enrolamientoBco'),
  open(IGNACIA, 'enrolamientoBco', 1, 'EBDATOSPERSONALESCLIENTE'),
  open(IGNACIA, 'enrolamientoBco', 2, 'DECLARACIONINVERSIONISTA'),
  answer(IGNACIA, 'enrolamientoBco', 3, 'redirect_onboarding'),
];
