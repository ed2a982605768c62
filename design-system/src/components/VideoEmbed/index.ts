export { VideoEmbed, youTubeEmbedUrl, type VideoEmbedProps } from './VideoEmbed.tsx';
