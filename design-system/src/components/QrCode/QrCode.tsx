import { useMemo } from 'react';
import { encode } from 'uqr';
import * as s from './QrCode.css.ts';

export interface QrCodeProps {
  /** What the code carries (an `otpauth://` URI); undefined while it loads. */
  value?: string;
  /** The accessible name: what the code is for ('Código QR para su aplicación de autenticación'). */
  label: string;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path: each horizontal run of a row is one rectangle, so the
 * browser draws a few hundred short commands instead of one element per module.
 */
export function modulesPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code drawn as SVG from `uqr`'s matrix (no HTML injected): an image with a name, dark
 * modules on a light ground in every theme, crisp at any zoom. Error correction M survives a
 * smudged or glare-struck screen. Always give the same content as text beside it (the secret):
 * not everyone can scan.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const symbol = useMemo(() => {
    if (value === undefined) return null;
    const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE });
    return { size, path: modulesPath(data) };
  }, [value]);

  if (!symbol) return <span className={s.placeholder} aria-hidden="true" data-skeleton="" />;
  return (
    <svg
      className={s.root}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      shapeRendering="crispEdges"
      data-modules={symbol.size}
    >
      <path className={s.modules} d={symbol.path} />
    </svg>
  );
}
