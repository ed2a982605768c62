import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

/**
 * One column on a phone and a tablet (summary, then the decision); on a desktop the decision
 * takes a column of its own beside the summary, so Confirmar is in view with the amount.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(17rem, 22rem)' },
  },
});

/** The decision column follows the reader down a long summary, only where it sits beside it. */
export const decision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    // A short viewport (a laptop at 200 % zoom) keeps it in the flow: sticking would hide content.
    [`${media.desktop} and (min-height: 600px)`]: { position: 'sticky', top: vars.space.lg },
  },
});
