import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing, nativeFocusRing } from '../../styles/focus.ts';

const c = vars.color;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Where the table shows (the cards below it): what visibleLayoutOnly asks matchMedia. */
export const tableMedia = media.tablet;

/*
 * Two renderings of the same rows, switched by CSS only: the <table> from 768 px, the list of
 * cards below. `display: none` takes the hidden one out of the accessibility tree too, so a
 * screen reader meets exactly one of them, and nothing depends on JavaScript measuring the page.
 */
export const tableWrap = style({
  display: 'none',
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  '@media': {
    [tableMedia]: { display: 'block' },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tableMedia]: { display: 'none' } },
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    color: c.text.primary,
  },
  variants: {
    density: {
      comfortable: {},
      compact: { fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { density: 'comfortable' },
});

export type TableVariants = NonNullable<RecipeVariants<typeof table>>;

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: c.text.heading,
});

export const headerCell = style({
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: c.surface.sunken,
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.default}`,
  whiteSpace: 'nowrap',
  '@media': { [media.forcedColors]: { borderBottomColor: 'CanvasText' } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: 'inherit',
});

globalStyle(`${table.classNames.variants.density.compact} :is(${cell}, ${headerCell})`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
});

globalStyle(`tbody tr:last-child > :is(${cell})`, { borderBottom: 'none' });

export const row = style({
  selectors: {
    '&[data-selected]': { background: c.surface.brandSubtle },
  },
});

/** Amounts, dates and ruts: right-aligned tabular figures. */
export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const selectCell = style({ width: 48 });

/** A sortable header's label while there is nothing to sort: the button's box, no button. */
export const sortPending = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
});

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.targetMin,
    margin: `0 calc(${vars.space.xxs} * -1)`,
    padding: `0 ${vars.space.xxs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: c.text.primary, background: c.surface.page },
      '&[data-sorted]': { color: c.brand.primary },
    },
  },
]);

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.45,
  selectors: { '[data-sorted] > &': { opacity: 1 } },
});

export const checkbox = style([
  nativeFocusRing,
  {
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    margin: 0,
    accentColor: c.brand.primary,
    cursor: 'pointer',
    verticalAlign: 'middle',
  },
]);

/** A card of label: value pairs for one row (below 768 px). */
export const card = style({
  border: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
  borderRadius: vars.radius.md,
  background: c.surface.raised,
  padding: vars.space.md,
  selectors: { '&[data-selected]': { borderColor: c.brand.primary } },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const cardCompact = style({ padding: vars.space.sm });

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 40%) 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: 0,
});

export const cardLabel = style({
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const cardValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardValueNumeric = style({ fontVariantNumeric: 'tabular-nums' });

/** A column without a label in the card (actions): spans both columns. */
export const cardWide = style({ marginTop: vars.space.sm });

export const cardSelect = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.targetTouch,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: c.text.secondary,
});

export const emptyCard = style([card, { textAlign: 'center', color: c.text.secondary }]);

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});

export const pageStatus = style({
  fontVariantNumeric: 'tabular-nums',
  color: c.text.secondary,
  fontSize: vars.font.size.sm,
  order: -1,
  width: '100%',
  textAlign: 'center',
  '@media': { [media.tablet]: { order: 0, width: 'auto' } },
});

/** Groups a dt and its dd (valid in a dl) without breaking the grid. */
export const cardPair = style({ display: 'contents' });

/** The row's name (its row header) heads the card, beside its checkbox. */
export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${c.border.subtle}`,
});

export const cardTitleText = style({
  fontWeight: vars.font.weight.semibold,
  color: c.text.heading,
  overflowWrap: 'anywhere',
});

export const cardCaption = style({ margin: 0, paddingInline: 0 });

/** Totals: a heavier rule above, bold figures, the sunken surface of the header. */
export const footerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `${vars.borderWidth.thick} solid ${c.border.default}`,
  background: c.surface.sunken,
  color: c.text.heading,
  fontWeight: vars.font.weight.semibold,
  verticalAlign: 'middle',
  '@media': { [media.forcedColors]: { borderTopColor: 'CanvasText' } },
});

/** The totals row's label (a row header, which browsers centre by default). */
export const footerLabel = style({ textAlign: 'start' });

globalStyle(`tfoot tr + tr > ${footerCell}`, {
  borderTopWidth: vars.borderWidth.thin,
  borderTopColor: c.border.subtle,
});

export const footerCard = style({
  background: c.surface.sunken,
  borderColor: c.border.default,
  fontWeight: vars.font.weight.semibold,
});
