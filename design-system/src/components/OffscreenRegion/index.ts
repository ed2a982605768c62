export { OffscreenRegion, type OffscreenRegionProps } from './OffscreenRegion.tsx';
