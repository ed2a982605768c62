export { PriceChange, type PriceChangeProps } from './PriceChange.tsx';
