// The home's advertisement banners, in the picture size of the portal's width (web or mobile).
import { allows, type dashboard, type RoleFacts } from '@inversiones/contract';

type Banner = dashboard.Banner;
import { pictures } from '../pictures.ts';

interface Campaign extends Omit<Banner, 'imageUrl'> {
  /** The picture's name without the variant: `banner-apv` -> `banner-apv-web.svg`. */
  picture: string;
  /** Shown only to the profiles that may use what it offers. */
  shownTo: (facts: RoleFacts) => boolean;
}

const campaigns: readonly Campaign[] = [
  {
    id: 'apv-2026',
    title: 'Ahorre para su jubilación con APV',
    text: 'Aproveche el beneficio tributario del Ahorro Previsional Voluntario antes del cierre del año.',
    picture: 'banner-apv',
    imageAlt: '',
    link: { label: 'Conozca más', href: '/apv' },
    shownTo: (facts) => allows('apv', facts),
  },
  {
    id: 'objetivos-2026',
    title: 'Invierta por objetivos',
    text: 'Defina una meta, un plazo y un monto mensual: le proponemos los fondos para llegar a ella.',
    picture: 'banner-objetivos',
    imageAlt: '',
    link: { label: 'Comenzar', href: '/ffmm/inviertePorObjetivos' },
    shownTo: () => true,
  },
];

/** The banners for this profile with the variant's pictures (each one served by the API). */
export function bannersFor(variant: 'web' | 'mobile', facts: RoleFacts): Banner[] {
  return campaigns
    .filter((campaign) => campaign.shownTo(facts))
    .map(({ picture, shownTo: _shownTo, ...banner }) => {
      const name = `${picture}-${variant}.svg`;
      if (!Object.hasOwn(pictures, name)) throw new Error(`Falta la imagen ${name}`);
      return { ...banner, imageUrl: `/publico/imagenes/${name}` };
    });
}
