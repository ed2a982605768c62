import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

const c = vars.color;

/** A square that never grows past 16rem nor past its column (a phone, 200 % zoom). */
export const root = style({
  display: 'block',
  width: '100%',
  maxWidth: '16rem',
  aspectRatio: '1 / 1',
  // Scanners need dark modules on a light ground in every theme: the raised surface and the
  // primary text are white and near-black in both themes.
  background: c.surface.raised,
  border: `1px solid ${c.border.subtle}`,
  borderRadius: vars.radius.sm,
});

export const modules = style({ fill: c.text.primary });

export const placeholder = style([root, { background: c.surface.sunken }]);
