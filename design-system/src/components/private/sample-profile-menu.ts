import type { MenuNode } from '../Menu/index.ts';

/**
 * The spec's profile menu, as story and test data (the portal builds its own from the client's
 * roles: some entries show only for some profiles).
 */
export const profileMenuExample: readonly MenuNode[] = [
  {
    type: 'section',
    id: 'perfil',
    title: 'Mi perfil',
    items: [
      { id: 'perfilInversionista', label: 'Perfil de Inversionista', href: '/perfilInversionista' },
      {
        id: 'datosPersonales',
        label: 'Mis Datos Personales',
        href: '/miPerfil/misDatosPersonales',
      },
      {
        id: 'firmaContratos',
        label: 'Flujo de Firma de Contratos',
        href: '/miPerfilEmpresa/misDatosEmpresa',
      },
      {
        id: 'administradorPerfiles',
        label: 'Administrador de Perfiles',
        href: '/miPerfil/administradorDePerfiles',
      },
      { id: 'documentos', label: 'Mis Documentos', href: '/infoDocs/misDocumentos' },
      { id: 'ejecutivos', label: 'Mis Ejecutivos', href: '/miPerfil/misEjecutivos' },
    ],
  },
  {
    type: 'section',
    id: 'seguridad',
    title: 'Seguridad y ayuda',
    items: [
      { id: 'cambiarClave', label: 'Cambiar Clave', href: '/miPerfil/cambiarClave' },
      {
        id: 'dispositivos',
        label: 'Administrar Dispositivos',
        href: '/miPerfil/administrarDispositivos',
      },
      {
        id: 'consultas',
        label: 'Consultas y Sugerencias',
        href: '/miPerfil/consultasYSugerencias',
      },
    ],
  },
  { type: 'separator', id: 'sep' },
  {
    type: 'section',
    id: 'sesion',
    'aria-label': 'Sesión',
    items: [
      { id: 'cambioSesion', label: 'Cambio de Sesión', href: '/seleccionarCuenta' },
      { id: 'cerrarSesion', label: 'Cerrar Sesión', icon: 'logout', isDanger: true },
    ],
  },
];
