import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** Keeps a status badge inline and lets its long labels wrap on a 320-px screen. */
export const statusWrap = style({ display: 'inline-flex', maxWidth: '100%', minWidth: 0 });

// Badge never wraps ('Bloqueado por cumplimiento normativo' would overflow a phone's card).
globalStyle(`${statusWrap} > span`, {
  whiteSpace: 'normal',
  paddingBlock: 2,
  overflowWrap: 'break-word',
});

globalStyle(`${statusWrap} > span > svg`, { flexShrink: 0 });

/** The stories' and compositions' row of every status. */
export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
