export {
  BULK_DOWNLOAD_MAX,
  BulkDownloadBar,
  type BulkDownloadBarProps,
} from './BulkDownloadBar.tsx';
