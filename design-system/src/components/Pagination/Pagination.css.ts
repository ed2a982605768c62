import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});

/** 'Página 2 de 9': centred on its own line on phones, between the buttons from tablets up. */
export const status = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  order: -1,
  width: '100%',
  textAlign: 'center',
  '@media': { [media.tablet]: { order: 0, width: 'auto' } },
});
