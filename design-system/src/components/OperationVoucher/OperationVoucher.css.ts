import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const success = vars.color.feedback.success;

/** The success mark, the title, the folio and the date, centred as a receipt's head. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

// The title takes focus only programmatically (tabIndex -1, never by Tab): no ring, as GOV.UK.
globalStyle(`${header} > :is(h2, h3)[tabindex="-1"]:focus`, { outline: 'none' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  background: success.background,
  color: success.icon,
  '@media': {
    [media.forcedColors]: {
      border: `${vars.borderWidth.thin} solid CanvasText`,
      color: 'CanvasText',
    },
  },
});
