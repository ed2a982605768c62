export { SegmentedLinks, type SegmentedLink, type SegmentedLinksProps } from './SegmentedLinks.tsx';
