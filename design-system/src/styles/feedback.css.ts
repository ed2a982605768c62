import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@inversiones/tokens';

const f = vars.color.feedback;

/** The icon beside a feedback message (alerts, toasts): its tone's icon colour, top-aligned. */
export const feedbackIcon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    paddingTop: '2px',
    '@media': { [media.forcedColors]: { color: 'CanvasText' } },
  },
  variants: {
    tone: {
      info: { color: f.info.icon },
      warning: { color: f.warning.icon },
      error: { color: f.error.icon },
      success: { color: f.success.icon },
    },
  },
});
