import * as s from './HeroIllustration.css.ts';

export interface HeroIllustrationProps {
  /** light: navy tints on a light page (login); dark: light tints on the navy hero (landings). */
  tone?: 'light' | 'dark';
}

/**
 * The heroes' decoration: the cordillera in three receding ridges over a horizon with a teal
 * line. Hand-drawn SVG (about 1 kB), still, decorative (hidden from assistive technology and
 * from forced colours), and it stretches across its band without ever scaling the text.
 */
export function HeroIllustration({ tone = 'light' }: HeroIllustrationProps) {
  return (
    <svg
      className={s.root({ tone })}
      viewBox="0 0 1200 240"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className={s.far}
        d="M0 150 90 110l80 25 90-55 80 40 90-60 90 55 80-25 90 40 90-60 90 50 90-25 90 30 80-40 70 25v130H0Z"
      />
      <path
        className={s.mid}
        d="M0 185 120 140l90 30 110-52 100 47 120-35 100 45 120-50 120 45 110-30 110 35 100-25v90H0Z"
      />
      <path className={s.near} d="M0 215c200-25 380 10 600-10s400-20 600 5v30H0Z" />
      <path className={s.line} d="M0 232c300-6 700-14 1200-36" />
    </svg>
  );
}
