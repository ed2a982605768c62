export { ExecutiveBanner, type ExecutiveBannerProps } from './ExecutiveBanner.tsx';
