import { style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';
import { focusRing } from '../../styles/focus.ts';

const c = vars.color;
const f = c.feedback;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  // Focus lands here after the last card is deleted; the heading needs no ring of its own.
  selectors: { '&:focus': { outline: 'none' } },
});

/** Cards flow in as many columns as fit; one column at 320 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
  background: c.surface.raised,
  color: c.text.primary,
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'break-word',
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const readOnlyCard = style([card, { background: c.surface.sunken }]);

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A dt/dd pair: its wrapper steps aside so the pair sits in the grid's two columns. */
export const fieldRow = style({ display: 'contents' });

export const fieldLabel = style({ color: c.text.secondary });

export const fieldValue = style({
  margin: 0,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

/** The 'Agregar' card: a dashed outline inviting a press, as tall as its neighbours. */
export const addCard = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flex: 1,
    minHeight: 160,
    padding: vars.space.md,
    background: c.surface.raised,
    color: c.brand.primary,
    border: `${vars.borderWidth.thick} dashed ${c.border.default}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.sans,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: c.surface.brandSubtle, borderColor: c.brand.primary },
      '&[data-pressed]': { background: c.surface.sunken },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: c.text.disabled,
        background: c.surface.disabled,
        borderColor: c.border.subtle,
      },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
      [media.forcedColors]: {
        borderColor: 'ButtonText',
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' } },
      },
    },
  },
]);

export const emptyCard = style({
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** The limit message: a warning note with its icon, never colour alone. */
export const limit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: f.warning.text,
  background: f.warning.background,
  border: `${vars.borderWidth.thin} solid ${f.warning.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText', color: 'CanvasText' } },
});

export const limitIcon = style({ flexShrink: 0, color: f.warning.icon });

export const skeletonCard = style([card, { gap: vars.space.xs }]);
