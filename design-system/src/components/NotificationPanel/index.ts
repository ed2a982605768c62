export {
  NotificationPanel,
  type NotificationPanelProps,
  type PortalNotification,
} from './NotificationPanel.tsx';
