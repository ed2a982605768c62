import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const page = style({
  maxWidth: '760px',
  marginInline: 'auto',
  fontFamily: vars.font.family.sans,
});

/** One column on a phone, two from 768 px; wide fields take the whole row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: `${vars.space.xs} 0 0`,
});

/** Groups a term with its value without breaking the two-column grid. */
export const summaryRow = style({ display: 'contents' });

export const summaryTerm = style({ fontWeight: vars.font.weight.semibold });

export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });
