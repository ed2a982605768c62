export { Alert, type AlertProps } from './Alert.tsx';
export { toAlertTone, type AlertPriority, type AlertTone } from './priority.ts';
