export { ProfileFitAcceptance, type ProfileFitAcceptanceProps } from './ProfileFitAcceptance.tsx';
