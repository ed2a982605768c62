import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { option } from './choice.css.ts';

/** The round mark of a radio; selected is a thick ring, which also survives forced colours. */
export const radio = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.brand.primary },
    [`${option}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.brand.primary },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.feedback.error.border },
    [`${option}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
    [`${option}[data-disabled] &`]: {
      borderColor: vars.color.text.disabled,
      background: vars.color.surface.disabled,
    },
    [`${option}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${option}[data-readonly][data-selected] &`]: { borderStyle: 'solid' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'CanvasText',
      selectors: {
        [`${option}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${option}[data-focus-visible] &`]: {
          outline: `${vars.borderWidth.focus} solid Highlight`,
        },
        [`${option}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});
