export { ProfileIndicator, type ProfileIndicatorProps } from './ProfileIndicator.tsx';
