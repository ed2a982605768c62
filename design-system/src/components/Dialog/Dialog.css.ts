import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';
import { focusRing, nativeFocusRing } from '../../styles/focus.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The backdrop: covers the page and centres the dialog, with a margin on every side. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.surface.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

// Typed as a plain string so the recipe's declared type names no private package (library build).
const phone: string = media.mobileOnly;

/**
 * The dialog box. default: 600 px, never wider than the screen minus its margins. wizard: 80 % of
 * the screen, at least 600 px (or the whole width between margins on a phone), at most 946 px.
 */
export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    overflow: 'hidden',
    outline: 'none',
    '@media': {
      [media.forcedColors]: { border: `${vars.borderWidth.thick} solid CanvasText` },
    },
  },
  variants: {
    size: {
      default: { width: '100%', maxWidth: vars.size.dialog },
      wizard: {
        width: '80%',
        minWidth: `min(${vars.size.dialog}, 100%)`,
        maxWidth: vars.size.dialogWizardMax,
        // One height for every step (the steps' own lengths scroll inside): no jump between steps.
        height: 'min(100%, 46rem)',
        '@media': {
          // A phone: the whole screen, no margins, no rounded box.
          [phone]: {
            width: '100%',
            height: '100%',
            borderRadius: 0,
            border: 'none',
          },
        },
      },
    },
  },
  defaultVariants: { size: 'default' },
});

/** A wizard fills a phone's screen: its backdrop leaves no margin. */
export const overlayFullScreen = style({
  '@media': { [media.mobileOnly]: { padding: 0 } },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const headingImage = style({
  display: 'block',
  width: '100%',
  maxHeight: 180,
  objectFit: 'cover',
  flexShrink: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
  flexShrink: 0,
});

export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    marginTop: `calc(-1 * ${vars.space.xs})`,
    marginRight: `calc(-1 * ${vars.space.xs})`,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken, color: vars.color.text.primary },
    },
    '@media': {
      [media.forcedColors]: { color: 'ButtonText', borderColor: 'ButtonText' },
    },
  },
]);

export const body = style({
  ...nativeFocusRing,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  overflowY: 'auto',
  minHeight: 0,
  overflowWrap: 'break-word',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  flexShrink: 0,
  '@media': {
    [media.mobileOnly]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
