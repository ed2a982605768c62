import * as s from './BrandLogo.css.ts';

export interface BrandLogoProps {
  /** full: symbol and wordmark; symbol: the mark alone; responsive: the mark alone below 400 px. */
  variant?: 'full' | 'symbol' | 'responsive';
  /** brand: navy and teal on light surfaces; inverse: on the navy header; mono: currentColor. */
  tone?: 'brand' | 'inverse' | 'mono';
  /** The firm's name: the wordmark and the accessible name (default 'Inversiones'). */
  label?: string;
  /** Inside a link or heading that already names the firm: hidden from assistive technology. */
  isDecorative?: boolean;
}

/** The firm's name as written in the wordmark. */
export const brandName = 'Inversiones';

/**
 * The firm's mark: a cordillera on a horizon inside a seal (steady ground, long views), with the
 * wordmark. Every colour is a token role; forced colours draw it in currentColor.
 */
export function BrandLogo({
  variant = 'full',
  tone = 'brand',
  label = brandName,
  isDecorative = false,
}: BrandLogoProps) {
  const named = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': label };
  return (
    <span className={s.root({ tone })} {...named}>
      <BrandSymbol />
      {variant === 'symbol' ? null : (
        <span className={s.wordmark({ responsive: variant === 'responsive' })} aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}

/** The symbol alone (40-unit grid): seal ring, three peaks with a lit face, the horizon. */
function BrandSymbol() {
  return (
    <svg className={s.symbol} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle className={s.ink} cx="20" cy="20" r="18.5" fill="none" strokeWidth="2.5" />
      <path className={s.fill} d="M7 28 14.5 17.5l4 5L25 9l8 19Z" />
      <path className={s.accent} d="M25 9l8 19h-6.5L24 17.5Z" />
      <rect className={s.accent} x="7" y="30.5" width="26" height="2" rx="1" />
    </svg>
  );
}
