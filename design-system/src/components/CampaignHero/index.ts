export { CampaignHero, type CampaignHeroProps } from './CampaignHero.tsx';
