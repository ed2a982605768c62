export { InvestorProfileView, type InvestorProfileViewProps } from './InvestorProfileView.tsx';
export { ProfilePrompt, type ProfilePromptProps } from './ProfilePrompt.tsx';
export {
  currentInvestorProfile,
  formatPollDate,
  profilesInTabOrder,
  type InvestorProfileData,
} from './investor-profile-data.ts';
