import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

/** A download's progress: a thin bar and its percentage. */
export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '20rem',
  fontSize: f.size.xs,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  flex: 1,
  minWidth: '4rem',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: c.surface.sunken,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  overflow: 'hidden',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const fill = style({
  height: '100%',
  background: c.brand.accent,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': {
    [media.forcedColors]: { background: 'Highlight' },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: f.size.sm,
  lineHeight: f.lineHeight.normal,
  color: c.feedback.error.text,
});
