// The decorative pictures `/publico/imagenes/{name}` serves: landings, campaigns, home banners.
// SVG drawn here (same origin, so the CSP allows them; no binary assets to keep).

/** The cordillera in three receding ridges over a horizon line: still, calm, about 1 kB. */
function cordillera(sky: string, ridge: string, line: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">
<rect width="960" height="540" fill="${sky}"/>
<path d="M0 330 72 290l64 25 72-55 64 40 72-60 72 55 64-25 72 40 72-60 72 50 72-25 72 30 64-40 56 25v250H0Z" fill="${ridge}"/>
<path d="M0 390 96 345l72 30 88-52 80 47 96-35 80 45 96-50 96 45 88-30 88 35 80-25v185H0Z" fill="#ffffff" opacity="0.1"/>
<path d="M0 450c160-25 304 10 480-10s320-20 480 5v95H0Z" fill="#ffffff" opacity="0.14"/>
<path d="M0 500c240-6 560-14 960-36" fill="none" stroke="${line}" stroke-width="3"/>
</svg>`;
}

/**
 * A home banner's picture: a wide strip (web, 1200 x 300) or a taller card (mobile, 750 x 420)
 * with rising bars or a path to a summit; no text (the banner's title and text carry it).
 */
function bannerPicture(
  variant: 'web' | 'mobile',
  motif: 'bars' | 'summit',
  base: string,
  accent: string,
) {
  const [w, h] = variant === 'web' ? [1200, 300] : [750, 420];
  const art =
    motif === 'bars'
      ? [0, 1, 2, 3, 4]
          .map((i) => {
            const bw = w * 0.05;
            const x = w * 0.55 + i * bw * 1.5;
            const bh = h * (0.18 + i * 0.13);
            return `<rect x="${x.toFixed(0)}" y="${(h * 0.85 - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" rx="6" fill="${accent}" opacity="${(0.55 + i * 0.1).toFixed(2)}"/>`;
          })
          .join('\n')
      : `<path d="M${w * 0.45} ${h} L${w * 0.72} ${h * 0.2} L${w} ${h * 0.75} V${h}Z" fill="${accent}" opacity="0.7"/>
<path d="M${w * 0.5} ${h * 0.95} C${w * 0.6} ${h * 0.7} ${w * 0.62} ${h * 0.5} ${w * 0.72} ${h * 0.22}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="${base}"/>
<circle cx="${w * 0.15}" cy="${h * 0.2}" r="${h * 0.5}" fill="#ffffff" opacity="0.06"/>
${art}
</svg>`;
}

/** A payment button's bank logo: the bank's initials on its colour (the banks are fictional). */
function bankLogo(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56" width="56" height="56">
<rect width="56" height="56" rx="8" fill="${colour}"/>
<text x="28" y="35" font-family="sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>`;
}

export const pictures: Readonly<Record<string, string>> = {
  'banco-1.svg': bankLogo('BA', '#0b2545'),
  'banco-2.svg': bankLogo('PS', '#0f766e'),
  'banco-3.svg': bankLogo('AU', '#7a1f5c'),
  'banco-4.svg': bankLogo('BL', '#1d4ed8'),
  'banco-5.svg': bankLogo('AR', '#4d5b12'),
  'banco-6.svg': bankLogo('BE', '#7a4b00'),
  'landing.svg': cordillera('#0b2545', '#143a66', '#c5e8e3'),
  'campana.svg': cordillera('#0b2545', '#0b5d57', '#c5e8e3'),
  'banner-apv-web.svg': bannerPicture('web', 'bars', '#0b2545', '#c5e8e3'),
  'banner-apv-mobile.svg': bannerPicture('mobile', 'bars', '#0b2545', '#c5e8e3'),
  'banner-objetivos-web.svg': bannerPicture('web', 'summit', '#0b5d57', '#143a66'),
  'banner-objetivos-mobile.svg': bannerPicture('mobile', 'summit', '#0b5d57', '#143a66'),
};
