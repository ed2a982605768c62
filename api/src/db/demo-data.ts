// The demo clients, as data: the seed inserts them and the start banner prints them.

/** Spec: MandataryTypes ids 0 natural person, 2 operator, 3 supervisor. */
export const mandataryTypes = {
  naturalPerson: { Id: 0, Description: 'Persona Natural' },
  operator: { Id: 2, Description: 'Operador' },
  supervisor: { Id: 3, Description: 'Supervisor' },
} as const;

export type MandataryType = (typeof mandataryTypes)[keyof typeof mandataryTypes];

export interface DemoProfile {
  /** Mandatary code, used later by `contextualize/{code}`. */
  code: string;
  nombre: string;
  /** Rut of the represented client, stored form ('76543210-3'). */
  rut: string;
  hasTefe: boolean;
  isActive: boolean;
  mandataryTypes: MandataryType[];
}

export interface DemoClient {
  /** Stored form: no dots, hyphen before the check digit. */
  rut: string;
  /** Plain on purpose: printed by the start command. Demo only. */
  password: string;
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

export const DEMO_PASSWORD = 'Demo1234';

export const demoClients: readonly DemoClient[] = [
  {
    rut: '12345678-5',
    password: DEMO_PASSWORD,
    nombre: 'María José',
    apellidoPaterno: 'Fernández',
    apellidoMaterno: 'Rojas',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows: 'Persona natural con un solo perfil: entra directo al inicio.',
    profiles: [
      {
        code: '1001',
        nombre: 'María José Fernández Rojas',
        rut: '12345678-5',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    rut: '15678432-K',
    password: DEMO_PASSWORD,
    nombre: 'Andrés Ignacio',
    apellidoPaterno: 'Soto',
    apellidoMaterno: 'Muñoz',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: false,
    shows: 'Varios perfiles: él mismo, supervisor de una empresa y operador con TEFE de otra.',
    profiles: [
      {
        code: '2001',
        nombre: 'Andrés Ignacio Soto Muñoz',
        rut: '15678432-K',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
      {
        code: '2002',
        nombre: 'Constructora Los Andes SpA',
        rut: '76543210-3',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.supervisor],
      },
      {
        code: '2003',
        nombre: 'Exportadora Pacífico Sur Ltda.',
        rut: '77123456-9',
        hasTefe: true,
        isActive: true,
        mandataryTypes: [mandataryTypes.operator],
      },
    ],
  },
  {
    rut: '16234987-2',
    password: DEMO_PASSWORD,
    nombre: 'Camila Valentina',
    apellidoPaterno: 'Rojas',
    apellidoMaterno: 'Pérez',
    tipoPersona: 'natural',
    locked: false,
    pendingWizards: true,
    shows: 'Cliente nueva con asistentes de enrolamiento pendientes.',
    profiles: [
      {
        code: '3001',
        nombre: 'Camila Valentina Rojas Pérez',
        rut: '16234987-2',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
  {
    rut: '9876543-3',
    password: DEMO_PASSWORD,
    nombre: 'Jorge Luis',
    apellidoPaterno: 'Contreras',
    apellidoMaterno: 'Silva',
    tipoPersona: 'natural',
    locked: true,
    pendingWizards: false,
    shows: 'Cuenta bloqueada: sirve para probar el desbloqueo por preguntas de seguridad.',
    profiles: [
      {
        code: '4001',
        nombre: 'Jorge Luis Contreras Silva',
        rut: '9876543-3',
        hasTefe: false,
        isActive: true,
        mandataryTypes: [mandataryTypes.naturalPerson],
      },
    ],
  },
];
