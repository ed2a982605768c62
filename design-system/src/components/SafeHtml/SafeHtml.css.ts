import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@inversiones/tokens';

export const safeHtml = style({ overflowWrap: 'break-word' });

globalStyle(`${safeHtml} > :first-child`, { marginTop: 0 });
globalStyle(`${safeHtml} > :last-child`, { marginBottom: 0 });
globalStyle(`${safeHtml} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${safeHtml} ul, ${safeHtml} ol`, {
  margin: `0 0 ${vars.space.xs}`,
  paddingLeft: vars.space.lg,
});
globalStyle(`${safeHtml} a`, {
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  '@media': { [media.forcedColors]: { color: 'LinkText' } },
});
globalStyle(`${safeHtml} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${safeHtml} a:focus-visible`, {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
});
