export { QrCode, modulesPath, type QrCodeProps } from './QrCode.tsx';
