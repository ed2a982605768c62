// Fixed sample banks for stories and tests: logos are inline SVG data URLs (no network).
import type { PayButtonOption } from './PayButtonList.tsx';

/** A square logo: the bank's initials on its brand colour. */
function logo(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56">` +
    `<rect width="56" height="56" rx="6" fill="${background}"/>` +
    `<text x="28" y="35" font-family="sans-serif" font-size="18" font-weight="700" ` +
    `fill="white" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const sampleBanks: PayButtonOption[] = [
  {
    id: 1,
    name: 'Banco Andino',
    image: logo('BA', 'rgb(11 37 69)'),
    status: 'available',
    businessHours: 'Lunes a viernes de 9:00 a 14:00 horas',
    minAmount: 10000,
    maxAmount: 5000000,
  },
  {
    id: 2,
    name: 'Banco del Pacífico Sur',
    image: logo('PS', 'rgb(15 118 110)'),
    status: 'available',
    businessHours: 'Lunes a viernes de 9:00 a 13:30 horas',
    minAmount: 50000,
    maxAmount: 20000000,
  },
  {
    id: 3,
    name: 'Banco Cordillera',
    image: logo('BC', 'rgb(166 30 23)'),
    status: 'unavailable',
    unavailableReason:
      'Banco Cordillera está en mantención. Podrá abonar con este banco desde las 15:00 horas.',
    businessHours: 'Lunes a viernes de 9:00 a 14:00 horas',
    minAmount: 10000,
    maxAmount: 3000000,
  },
  {
    id: 6,
    name: 'Banco del Estado de Chile',
    image: logo('BE', 'rgb(122 75 0)'),
    status: 'available',
    businessHours: 'Lunes a viernes de 9:00 a 14:00 horas',
    minAmount: 1000,
    maxAmount: 1000000,
  },
];
