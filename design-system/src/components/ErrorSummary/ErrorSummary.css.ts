import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { nativeFocusRing } from '../../styles/focus.ts';

const error = vars.color.feedback.error;

export const summary = style([
  nativeFocusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.borderWidth.thin} solid ${error.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    background: error.background,
    color: vars.color.text.primary,
    overflowWrap: 'break-word',
    '@media': {
      [media.forcedColors]: { borderColor: 'CanvasText' },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  color: error.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const count = style({
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style([
  nativeFocusRing,
  {
    // A block (as wide as its text): the list bullet stays on the first line when it wraps.
    display: 'block',
    width: 'fit-content',
    // WCAG 2.2 target size: each link is at least 24 px tall.
    minHeight: '24px',
    paddingBlock: '2px',
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
    },
    '@media': {
      [media.forcedColors]: { color: 'LinkText' },
    },
  },
]);
