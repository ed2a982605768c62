export { LandingHero, type LandingHeroProps } from './LandingHero.tsx';
export { FIRST_NAME_TOKEN } from './first-name-title.tsx';
