import type { InvestorProfileData } from './investor-profile-data.ts';

/** The three profiles as the service lists them (agresivo first), for stories and tests. */
export const serviceProfiles: readonly InvestorProfileData[] = [
  {
    PerfilId: 3,
    Nombre: 'Agresivo',
    Descripcion:
      'Busca la mayor rentabilidad en el largo plazo y acepta pérdidas temporales importantes en el valor de sus inversiones.',
    FechaEncuesta: '20250312',
    Current: false,
    Productos: [
      { Nombre: 'Acciones nacionales' },
      { Nombre: 'Fondo Mutuo Acciones Chile Serie A' },
      { Nombre: 'Simultáneas' },
      { Nombre: 'Mercado internacional' },
    ],
  },
  {
    PerfilId: 2,
    Nombre: 'Moderado',
    Descripcion:
      'Acepta variaciones acotadas en el valor de sus inversiones a cambio de una rentabilidad mayor a la de la renta fija.',
    FechaEncuesta: '20250312',
    Current: true,
    Productos: [
      { Nombre: 'Fondo Mutuo Renta Chile Serie A' },
      { Nombre: 'Fondo Mutuo Balanceado Serie B' },
      { Nombre: 'Depósitos a plazo' },
    ],
  },
  {
    PerfilId: 1,
    Nombre: 'Conservador',
    Descripcion:
      'Prioriza la estabilidad del capital invertido por sobre la rentabilidad, con horizontes de inversión cortos.',
    FechaEncuesta: '20250312',
    Current: false,
    Productos: [{ Nombre: 'Fondo Mutuo Money Market Serie A' }, { Nombre: 'Depósitos a plazo' }],
  },
];

/** The current profile alone, as the default theme receives it. */
export const currentOnly: readonly InvestorProfileData[] = serviceProfiles.filter(
  (profile) => profile.Current,
);
