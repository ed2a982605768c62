import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

const c = vars.color;
const f = vars.font;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: f.family.sans,
  color: c.text.primary,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** One file: icon, name and details, then the button; the button wraps under on a phone. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.thin} solid ${c.border.subtle}` },
    '&[data-state="failed"]': { background: c.feedback.error.background },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '& + &': { borderTopColor: 'CanvasText' } },
    },
  },
});

export const fileIcon = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  flexShrink: 0,
  paddingTop: '2px',
  color: c.brand.primary,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Grows to push the button to the end; below ~14rem of room the button wraps under the text.
  flex: '1 1 14rem',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: f.size.md,
  fontWeight: f.weight.semibold,
  lineHeight: f.lineHeight.snug,
  // File names have no spaces: let them break anywhere rather than overflow at 320 px.
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: f.size.sm,
  lineHeight: f.lineHeight.normal,
  color: c.text.secondary,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  margin: 0,
  fontSize: f.size.sm,
  lineHeight: f.lineHeight.normal,
  color: c.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const metaPart = style({
  selectors: {
    // A middle dot between details, with empty alternative text so screen readers skip it
    // (browsers without the `/ ""` syntax keep the first value).
    '& + &::before': {
      content: ['"·"', '"·" / ""'],
      marginInlineEnd: vars.space.xs,
      color: c.text.muted,
    },
  },
});

export const action = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
});
