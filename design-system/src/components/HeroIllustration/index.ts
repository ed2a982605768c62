export { HeroIllustration, type HeroIllustrationProps } from './HeroIllustration.tsx';
