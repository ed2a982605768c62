export { DownloadList, type DownloadItem, type DownloadListProps } from './DownloadList.tsx';
export { formatFileSize } from '@inversiones/es-cl';
