export { DownloadList, type DownloadItem, type DownloadListProps } from './DownloadList.tsx';
export { formatFileSize } from './file-size.ts';
