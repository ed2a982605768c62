// The shortcuts the portal offers (its routes) and a client's choice of four.
import type { Shortcut } from './ShortcutGrid.tsx';

export const sampleShortcuts: Shortcut[] = [
  { id: 'invertir', label: 'Invertir', href: '/ffmm/invertir', icon: 'plus' },
  { id: 'misFondos', label: 'Mis Fondos', href: '/ffmm/misFondos', icon: 'document' },
  {
    id: 'enTransito',
    label: 'Movimientos en Tránsito',
    href: '/ffmm/enTransito',
    icon: 'calendar',
  },
  { id: 'valoresDelDia', label: 'Valores del Día', href: '/ffmm/valoresDelDia', icon: 'search' },
  { id: 'cartolas', label: 'Cartolas', href: '/cartolas', icon: 'download' },
  { id: 'apv', label: 'Ahorro Previsional Voluntario', href: '/apv', icon: 'user' },
  { id: 'acciones', label: 'Acciones', href: '/acciones', icon: 'chevronRight' },
  { id: 'perfil', label: 'Perfil de Inversionista', href: '/perfilInversionista', icon: 'info' },
  {
    id: 'reunion',
    label: 'Agendar reunión online',
    href: '/reunionOnline/landing',
    icon: 'calendar',
  },
  { id: 'tefe', label: 'Transferencias al exterior', href: '/tefe/instruir', icon: 'externalLink' },
];

export const sampleSelectedIds = ['invertir', 'misFondos', 'enTransito', 'cartolas'];
