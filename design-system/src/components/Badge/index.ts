export {
  Badge,
  CountBadge,
  NewBadge,
  ProfileBadge,
  investorProfileFromId,
  type BadgeProps,
  type BadgeTone,
  type CountBadgeProps,
  type InvestorProfile,
  type NewBadgeProps,
  type ProfileBadgeProps,
} from './Badge.tsx';
