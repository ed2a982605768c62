export { HlsPlayer, type HlsCaptions, type HlsPlayerProps } from './HlsPlayer.tsx';
