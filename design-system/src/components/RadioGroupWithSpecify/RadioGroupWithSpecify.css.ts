import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The group, then the "specify" text. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
