import { globalStyle, style } from '@vanilla-extract/css';

/** Keeps a status badge inline and lets its long labels wrap on a 320-px screen. */
export const statusWrap = style({ display: 'inline-flex', maxWidth: '100%', minWidth: 0 });

// Badge never wraps ('Bloqueado por cumplimiento normativo' would overflow a phone's card).
globalStyle(`${statusWrap} > span`, {
  whiteSpace: 'normal',
  paddingBlock: 2,
  overflowWrap: 'break-word',
});

globalStyle(`${statusWrap} > span > svg`, { flexShrink: 0 });
