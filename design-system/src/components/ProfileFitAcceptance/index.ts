export { ProfileFitAcceptance, type ProfileFitAcceptanceProps } from './ProfileFitAcceptance.tsx';
export type { ProfileFitInstrument } from '../../messages/profile-fit-acceptance.ts';
