import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    minWidth: vars.size.targetMin,
    minHeight: vars.size.targetMin,
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.link,
    cursor: 'help',
    selectors: {
      '&[data-hovered]': {
        color: vars.color.text.linkHover,
        background: vars.color.surface.sunken,
      },
    },
    '@media': { [media.forcedColors]: { color: 'ButtonText' } },
  },
]);
