export { ParagraphCurrency, type ParagraphCurrencyProps } from './ParagraphCurrency.tsx';
