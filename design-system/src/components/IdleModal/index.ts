export { IdleModal, type IdleModalProps } from './IdleModal.tsx';
export { formatCountdown, shouldAnnounceCountdown, spokenCountdown } from './countdown.ts';
