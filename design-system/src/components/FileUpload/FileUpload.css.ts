import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;

/** The drop area: dashed like a place to put something, solid accent while a file is over it. */
export const dropZone = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.md,
    border: `${vars.borderWidth.thick} dashed ${c.border.default}`,
    borderRadius: vars.radius.md,
    background: c.surface.raised,
    color: c.text.secondary,
    fontSize: vars.font.size.sm,
    selectors: {
      '&[data-hovered]': { borderColor: c.border.strong },
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: c.brand.accent,
        background: c.brand.accentSubtle,
      },
      '&[data-invalid]': { borderColor: c.feedback.error.border },
      '&[data-disabled]': {
        background: c.surface.disabled,
        borderColor: c.border.subtle,
        color: c.text.disabled,
      },
    },
    '@media': {
      [media.forcedColors]: {
        borderColor: 'CanvasText',
        selectors: { '&[data-drop-target]': { borderColor: 'Highlight' } },
      },
    },
  },
]);

export const dropIcon = style({ display: 'inline-flex', color: c.text.secondary });

export const dropHint = style({ overflowWrap: 'anywhere' });

/** The waiting line while an image is compressed. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: c.text.primary,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${c.brand.primary}`,
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // A still, open ring still reads as "working" without motion.
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { borderColor: 'CanvasText', borderRightColor: 'transparent' },
  },
});

/** The chosen file: icon, name, size and its actions. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const fileInfo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const fileName = style({
  color: c.text.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const fileMeta = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '320px',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.sunken,
  selectors: { '&[hidden]': { display: 'none' } },
});
