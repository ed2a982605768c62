export {
  ChallengeStatus,
  type ChallengeState,
  type ChallengeStatusProps,
} from './ChallengeStatus.tsx';
