export { ToastRegion, type ToastRegionProps } from './Notification.tsx';
export {
  clearToasts,
  createToastQueue,
  defaultToastTimeout,
  dismissToast,
  notify,
  toastQueue,
  type NotifyOptions,
  type ToastContent,
  type ToastType,
} from './toast-store.ts';
