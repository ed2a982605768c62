export { InfoTip, type InfoTipProps } from './InfoTip.tsx';
